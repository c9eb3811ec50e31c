import { type RpcTarget, rpcPath } from '@main/services/node-rpc-client';
import { CUSTOM_CHAIN_REF } from '@shared/contract/node/common';
import { AppErrorException, appError } from '@shared/errors';
import type { Profile } from '@shared/models/profile';

/**
 * Where an EVM chain's JSON-RPC lives: `C` and cb58 ids on the profile's node (`/ext/bc/<id>/rpc`), a decimal
 * chain id at the RPC URL of the profile's custom chain with that id.
 */
export function evmTarget(profile: Profile, blockchainId: string): RpcTarget {
  if (!CUSTOM_CHAIN_REF.test(blockchainId)) return rpcPath.evm(blockchainId);
  const custom = profile.customChains?.find((c) => c.chainId === blockchainId);
  if (!custom) {
    throw new AppErrorException(
      appError('validation', `profile “${profile.name}” has no custom chain with chain id ${blockchainId}`, {
        field: 'blockchainId',
      }),
    );
  }
  return { url: custom.rpcUrl };
}
