import type { Dataset } from '@sim/dataset';
import { CORETH_VM_ID, MULTICALL3, SUBNET_EVM_VM_ID } from '@sim/dataset/evm/chains';
import type { EvmChainData } from '@sim/dataset/evm/types';
import type { Route } from '@sim/http/router';
import { chainParam, enumParam } from './params';

/** GetChainResponse of one chain. */
export function chainInfo(chain: EvmChainData) {
  const s = chain.spec;
  return {
    chainId: s.evmChainId,
    status: 'OK',
    chainName: s.chainName,
    description: s.description,
    platformChainId: s.blockchainId,
    subnetId: s.subnetId,
    vmId: s.isCChain ? CORETH_VM_ID : SUBNET_EVM_VM_ID,
    vmName: 'EVM',
    explorerUrl: s.explorerUrl,
    rpcUrl: s.rpcUrl,
    ...(s.wsUrl ? { wsUrl: s.wsUrl } : {}),
    isTestnet: s.network !== 'mainnet',
    utilityAddresses: { multicall: MULTICALL3 },
    networkToken: s.nativeToken,
    chainLogoUri: s.chainLogoUri,
    private: false,
    enabledFeatures: s.enabledFeatures,
  };
}

/** `/v1/chains` (filtered by network and feature) and `/v1/chains/{chainId}`. */
export function chainRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/chains',
      handler: (req) => {
        const network = enumParam(req.query, 'network', ['mainnet', 'fuji', 'testnet']);
        const feature = enumParam(req.query, 'feature', ['nftIndexing', 'webhooks', 'teleporter']);
        const chains = ds.evm.chains.filter(
          (c) =>
            (network === undefined || (network === 'mainnet') === (c.spec.network === 'mainnet')) &&
            (feature === undefined || c.spec.enabledFeatures.includes(feature)),
        );
        return { status: 200, body: { chains: chains.map(chainInfo) } };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/chains/{chainId}',
      handler: (req) => ({ status: 200, body: chainInfo(chainParam(ds, req.params.chainId as string)) }),
    },
  ];
}
