import { evmAddressProblem, isCb58Id, isNodeId, parseAvaxAddress } from '../../../shared/ids';
import { buildHash, type KnownRoute, parseHash } from '../routing/routes';

/** Where a search happens: the chain an address or hash is looked up on. */
export interface SearchContext {
  chainId: string;
}

export type SearchOutcome =
  | { kind: 'route'; route: KnownRoute; hash: string; label: string }
  | { kind: 'unrecognised'; reason: string };

const EXPECTED = 'an EVM address (0x + 40 hex), a transaction hash (0x + 64 hex), a block number or a #/ link';

const toRoute = (route: KnownRoute, label: string): SearchOutcome => ({
  kind: 'route',
  route,
  hash: buildHash(route),
  label,
});
const unrecognised = (reason: string): SearchOutcome => ({ kind: 'unrecognised', reason });

function classifyDeepLink(text: string): SearchOutcome {
  const hash = text.slice(text.indexOf('#/'));
  const route = parseHash(hash);
  if (route.name === 'notFound') return unrecognised(`"${hash}" is not a Snowscope route`);
  return toRoute(route, `Open ${buildHash(route)}`);
}

function classifyHex(text: string, ctx: SearchContext): SearchOutcome {
  const digits = text.length - 2;
  if (!/^0x[0-9a-fA-F]*$/.test(text)) return unrecognised(`"${text}" has characters that are not hex after 0x`);
  if (digits === 40) {
    const problem = evmAddressProblem(text);
    if (problem) return unrecognised(`Looks like an address but ${problem}`);
    return toRoute({ name: 'address', chainId: ctx.chainId, address: text }, `Address on chain ${ctx.chainId}`);
  }
  if (digits === 64) {
    return toRoute({ name: 'tx', chainId: ctx.chainId, txHash: text }, `Transaction on chain ${ctx.chainId}`);
  }
  return unrecognised(`0x followed by ${digits} hex characters: an address has 40, a transaction hash 64`);
}

/**
 * What the search box should do with `input`: a route to open, or why nothing matches. Pure, so it
 * can grow one recogniser at a time with a test each.
 */
export function classifySearch(input: string, ctx: SearchContext): SearchOutcome {
  const text = input.trim();
  if (text.length === 0) return unrecognised(`Type ${EXPECTED}`);
  if (text.includes('#/')) return classifyDeepLink(text);
  if (/^0x/i.test(text)) return classifyHex(text.replace(/^0X/, '0x'), ctx);
  if (/^\d+$/.test(text)) {
    return toRoute({ name: 'block', chainId: ctx.chainId, number: text }, `Block ${text} on chain ${ctx.chainId}`);
  }
  if (isNodeId(text)) return unrecognised('Node IDs are not searchable yet; validators are listed under Validators');
  if (text.startsWith('NodeID-')) return unrecognised('Looks like a node ID but its cb58 checksum is not valid');
  if (parseAvaxAddress(text)) return unrecognised('P-Chain and X-Chain addresses (bech32) are not searchable yet');
  if (isCb58Id(text)) {
    return unrecognised('A cb58 id (transaction, block, subnet or blockchain) is not searchable yet');
  }
  if (/^[0-9a-fA-F]{40}$|^[0-9a-fA-F]{64}$/.test(text)) return unrecognised('Hex without the 0x prefix: add 0x');
  return unrecognised(`Not recognised: expected ${EXPECTED}`);
}
