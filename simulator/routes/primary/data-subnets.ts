import { PAGE_LIMITS } from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import type { BulkSubnets } from '@sim/dataset/primary/bulk-subnets';
import type { BlockchainRecord, SubnetRecord } from '@sim/dataset/primary/types';
import type { Route } from '@sim/http/router';
import { networkOf, ok, pageSizeOf, paginate, sortOrderOf } from './data-common';

/** GET /v1/networks/{network}/subnets */

export function blockchainJson(b: BlockchainRecord) {
  const genesisData = b.evm ? b.evm.genesis : b.genesisString;
  return {
    createBlockTimestamp: b.createBlockTimestamp,
    createBlockNumber: String(b.createBlockNumber),
    blockchainId: b.blockchainId,
    vmId: b.vmId,
    subnetId: b.subnetId,
    blockchainName: b.blockchainName,
    ...(b.evm ? { evmChainId: b.evm.evmChainId } : {}),
    ...(genesisData !== undefined ? { genesisData } : {}),
  };
}

export function subnetJson(s: SubnetRecord) {
  return {
    createBlockTimestamp: s.createBlockTimestamp,
    createBlockIndex: String(s.createBlockIndex),
    subnetId: s.subnetId,
    // Deprecated ("use subnetOwnershipInfo", to be removed): records indexed without them omit them.
    ...(s.withDeprecatedOwnerFields
      ? { ownerAddresses: s.owner.addresses, threshold: s.owner.threshold, locktime: s.owner.locktime }
      : {}),
    subnetOwnershipInfo: { locktime: s.owner.locktime, threshold: s.owner.threshold, addresses: s.owner.addresses },
    isL1: s.isL1,
    ...(s.conversion
      ? {
          l1ConversionTransactionHash: s.conversion.txHash,
          l1ValidatorManagerDetails: {
            blockchainId: s.conversion.managerBlockchainId,
            contractAddress: s.conversion.managerAddress,
          },
        }
      : {}),
    blockchains: s.blockchains.map(blockchainJson),
  };
}

/** `bulk`: the longer mainnet list of `--subnets N`, when asked for. */
export function subnetRoutes(ds: Dataset, bulk?: BulkSubnets): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/networks/{network}/subnets',
      handler: (req) => {
        const { network, data } = networkOf(ds, req);
        const pageSize = pageSizeOf(req, PAGE_LIMITS['data.listSubnets']);
        const order = sortOrderOf(req);
        // The dataset keeps subnets in creation (P-Chain height) order.
        const all = bulk && network === 'mainnet' ? bulk.all() : data.subnets;
        const sorted = order === 'asc' ? all : [...all].reverse();
        const page = paginate(req, sorted, pageSize, 'subnets', [network, order]);
        return ok({
          ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
          subnets: page.items.map(subnetJson),
        });
      },
    },
  ];
}
