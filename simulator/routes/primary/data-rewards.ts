import { PAGE_LIMITS } from '@shared/contract/data/common';
import { avaxAddressProblem, isNodeId, parseAvaxAddress } from '@shared/ids';
import type { Dataset } from '@sim/dataset';
import { SIM_NOW } from '@sim/dataset/constants';
import type { PendingRewardRecord } from '@sim/dataset/primary/types';
import type { Route } from '@sim/http/router';
import { fail, networkOf, ok, pageSizeOf, paginate, queryValue, sortOrderOf } from './data-common';

/** GET /v1/networks/{network}/rewards:listPending */

const list = (raw: string | undefined) =>
  raw === undefined
    ? undefined
    : raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');

/** Addresses compare by their 20-byte payload: `P-avax1…`, `X-avax1…` and `avax1…` name the same key. */
const addressKey = (address: string) => Buffer.from(parseAvaxAddress(address)?.bytes ?? []).toString('hex');

export function progressOf(r: PendingRewardRecord, now = SIM_NOW): number {
  const share = (now - r.startTimestamp) / (r.endTimestamp - r.startTimestamp);
  return Math.round(Math.min(1, Math.max(0, share)) * 10_000) / 100;
}

export function rewardRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/networks/{network}/rewards:listPending',
      handler: (req) => {
        const { network, data } = networkOf(ds, req);
        const addresses = list(queryValue(req, 'addresses'));
        const nodeIds = list(queryValue(req, 'nodeIds'));
        if (!addresses?.length && !nodeIds?.length) fail('One of addresses or nodeIds is required');
        const pageSize = pageSizeOf(req, PAGE_LIMITS['data.listPendingRewards']);
        const order = sortOrderOf(req);
        for (const a of addresses ?? []) {
          const problem = avaxAddressProblem(a, network);
          if (problem) fail(`Invalid address "${a}": ${problem}`);
        }
        for (const n of nodeIds ?? []) if (!isNodeId(n)) fail(`Invalid nodeId "${n}": expected NodeID-<cb58>`);

        const wantedAddresses = addresses?.length ? new Set(addresses.map(addressKey)) : undefined;
        const wantedNodes = nodeIds?.length ? new Set(nodeIds) : undefined;
        const matches = data.pendingRewards.filter(
          (r) =>
            (!wantedAddresses || r.addresses.some((a) => wantedAddresses.has(addressKey(a)))) &&
            (!wantedNodes || wantedNodes.has(r.nodeId)),
        );
        const direction = order === 'asc' ? 1 : -1;
        matches.sort(
          (a, b) =>
            direction * (a.startTimestamp - b.startTimestamp) ||
            a.txHash.localeCompare(b.txHash) ||
            a.rewardType.localeCompare(b.rewardType),
        );
        const page = paginate(req, matches, pageSize, 'rewards', [
          network,
          order,
          [...(wantedAddresses ?? [])].sort(),
          [...(wantedNodes ?? [])].sort(),
        ]);
        return ok({
          ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
          pendingRewards: page.items.map((r) => ({
            addresses: r.addresses,
            txHash: r.txHash,
            amountStaked: String(r.amountStaked),
            nodeId: r.nodeId,
            startTimestamp: r.startTimestamp,
            endTimestamp: r.endTimestamp,
            rewardType: r.rewardType,
            progress: progressOf(r),
            estimatedReward: {
              assetId: data.avaxAssetId,
              name: 'Avalanche',
              symbol: 'AVAX',
              denomination: 9,
              type: 'secp256k1',
              amount: String(r.estimatedReward),
            },
          })),
        });
      },
    },
  ];
}
