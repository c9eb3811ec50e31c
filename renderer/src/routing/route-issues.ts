import { chainId as chainIdSchema, network as networkSchema } from '@shared/contract/data/common';
import { metricsChainId } from '@shared/contract/data/metrics';
import { blockNumberString, cb58Id, evmAddressProblem, txHash } from '@shared/ids';
import type { z } from 'zod';
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

type Check = (value: string) => string | null;

/** The first message of the contract's own schema, so a link is refused with the words a form would use. */
const bySchema =
  (schema: z.ZodType): Check =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'is not valid here');
  };

const checkChainId = bySchema(chainIdSchema);
const checkNetwork = bySchema(networkSchema);
const checkTxHash = bySchema(txHash);
const checkBlockNumber = bySchema(blockNumberString);
const checkSubnetId = bySchema(cb58Id);
const checkMetricsChain = bySchema(metricsChainId);

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
