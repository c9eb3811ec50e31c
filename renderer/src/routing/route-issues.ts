import { chainId as chainIdSchema, NETWORKS } from '@shared/contract/data/common';
import { evmAddressProblem, isCb58Id } from '@shared/ids';
import type { Route } from './routes';

/** One parameter of a route that cannot be used as given, and why. */
export interface RouteIssue {
  param: string;
  value: string;
  message: string;
}

/** The index paths the node offers (spec: `/ext/index/C/block`, `P/block`, `X/tx`, `X/block`, frozen `X/vtx`). */
export const INDEX_PATHS = [
  { chain: 'C', kind: 'block' },
  { chain: 'P', kind: 'block' },
  { chain: 'X', kind: 'block' },
  { chain: 'X', kind: 'tx' },
  { chain: 'X', kind: 'vtx' },
] as const;

const METRICS_AGGREGATES = ['total', 'mainnet', 'testnet'];

type Check = (value: string) => string | null;

const checkChainId: Check = (v) => {
  const r = chainIdSchema.safeParse(v);
  return r.success ? null : (r.error.issues[0]?.message ?? 'is not a chain id');
};
const checkNetwork: Check = (v) =>
  (NETWORKS as readonly string[]).includes(v) ? null : `must be one of ${NETWORKS.join(', ')}`;
const checkTxHash: Check = (v) => (/^0x[0-9a-fA-F]{64}$/.test(v) ? null : 'must be 0x followed by 64 hex characters');
const checkBlockNumber: Check = (v) =>
  /^(\d+|0x[0-9a-fA-F]+)$/.test(v) ? null : 'must be a block number (decimal or 0x hex)';
const checkSubnetId: Check = (v) => (isCb58Id(v) ? null : 'must be a cb58 subnet id (32 bytes with a valid checksum)');
const checkMetricsChain: Check = (v) =>
  /^\d{1,12}$/.test(v) || METRICS_AGGREGATES.includes(v)
    ? null
    : `must be an EVM chain id (digits) or one of ${METRICS_AGGREGATES.join(', ')}`;

function check(issues: RouteIssue[], param: string, value: string, fn: Check): void {
  const message = fn(value);
  if (message) issues.push({ param, value, message });
}

/** Every parameter problem of a parsed route; empty when the view can call the backend with it. */
export function routeIssues(route: Route): RouteIssue[] {
  const issues: RouteIssue[] = [];
  switch (route.name) {
    case 'address':
      check(issues, 'chainId', route.chainId, checkChainId);
      check(issues, 'address', route.address, evmAddressProblem);
      break;
    case 'nft':
      check(issues, 'chainId', route.chainId, checkChainId);
      check(issues, 'contract', route.contract, evmAddressProblem);
      break;
    case 'tx':
      check(issues, 'chainId', route.chainId, checkChainId);
      check(issues, 'txHash', route.txHash, checkTxHash);
      break;
    case 'blocks':
      check(issues, 'chainId', route.chainId, checkChainId);
      break;
    case 'block':
      check(issues, 'chainId', route.chainId, checkChainId);
      check(issues, 'number', route.number, checkBlockNumber);
      break;
    case 'subnets':
    case 'validators':
    case 'rewards':
    case 'vertices':
      check(issues, 'network', route.network, checkNetwork);
      break;
    case 'subnet':
      check(issues, 'network', route.network, checkNetwork);
      check(issues, 'subnetId', route.subnetId, checkSubnetId);
      break;
    case 'metrics':
      check(issues, 'chainId', route.chainId, checkMetricsChain);
      break;
    case 'index': {
      const known = INDEX_PATHS.some((p) => p.chain === route.chain && p.kind === route.kind);
      if (!known) {
        const list = INDEX_PATHS.map((p) => `${p.chain}/${p.kind}`).join(', ');
        issues.push({ param: 'kind', value: `${route.chain}/${route.kind}`, message: `must be one of ${list}` });
      }
      break;
    }
    default:
      break;
  }
  return issues;
}
