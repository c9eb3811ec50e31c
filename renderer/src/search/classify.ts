import { hasView } from '@renderer/routing/route-views';
import { cb58Decode, evmAddressProblem } from '@shared/ids';
import type { Profile } from '@shared/models/profile';
import { parseDeepLink } from '@shared/routing/deep-link';
import { buildHash, type KnownRoute, parseHash } from '@shared/routing/routes';
import {
  checkAvaxAddress,
  checkCb58Id,
  checkNodeId,
  isBase58,
  looksLikeAvaxAddress,
  looksLikeCb58Id,
  looksLikeNodeId,
} from './avalanche-ids';
import { type ExplorerLink, parseExplorerLink } from './explorer-urls';

/** Where a search happens: the EVM chain for addresses, hashes and blocks; the network for primary-network ids. */
export interface SearchContext {
  chainId: string;
  /** The active profile's network; mainnet when not given. */
  network?: Profile['network'];
}

export type SearchOutcome =
  | { kind: 'route'; route: KnownRoute; hash: string; label: string }
  | { kind: 'unrecognised'; reason: string };

const EXPECTED =
  'an EVM address (0x + 40 hex), a transaction hash (0x + 64 hex), a block number, a NodeID-…, ' +
  'a cb58 subnet or blockchain id, an avax1…/fuji1… address, an explorer link, a #/ link or a snowscope:// link';

/** `route`'s hash, with `query` (already encoded, without `?`) appended when there is one. */
function toRoute(route: KnownRoute, label: string, query = ''): SearchOutcome {
  return { kind: 'route', route, hash: query ? `${buildHash(route)}?${query}` : buildHash(route), label };
}
const unrecognised = (reason: string): SearchOutcome => ({ kind: 'unrecognised', reason });
const queryOf = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** `#/…` alone or inside a full URL; the `?…` part (tab, filters) is kept. */
function classifyDeepLink(text: string): SearchOutcome {
  const hash = text.slice(text.indexOf('#/'));
  const at = hash.indexOf('?');
  const query = at === -1 ? '' : hash.slice(at + 1);
  const route = parseHash(hash);
  if (route.name === 'notFound') return unrecognised(`"${hash}" is not a Snowscope route`);
  if (!hasView(route)) return unrecognised(`${buildHash(route)} opens a view that is not part of this build`);
  return toRoute(route, `Open ${buildHash(route)}`, query);
}

/** `snowscope://…`: the same checks the desktop app applies to a link opened from outside. */
function classifyAppLink(text: string): SearchOutcome {
  const link = parseDeepLink(text);
  if (!link.ok) return unrecognised(`This snowscope:// link cannot be opened: ${link.reason}`);
  return { kind: 'route', route: link.route, hash: link.hash, label: `Open ${buildHash(link.route)}` };
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

function classifyNodeId(text: string, network: Profile['network']): SearchOutcome {
  const checked = checkNodeId(text);
  if (!checked.ok) return unrecognised(checked.reason);
  return toRoute(
    { name: 'validators', network },
    `Validator ${checked.value} on ${network}`,
    queryOf({ node: checked.value }),
  );
}

function classifyAvaxAddress(text: string): SearchOutcome {
  const checked = checkAvaxAddress(text);
  if (!checked.ok) return unrecognised(checked.reason);
  const { address, network } = checked.value;
  return toRoute({ name: 'rewards', network }, `Staking rewards of ${address}`, queryOf({ addresses: address }));
}

/** A cb58 id; null when the text is not plausibly one (short, and no valid checksum either). */
function classifyCb58(text: string, network: Profile['network']): SearchOutcome | null {
  if (!looksLikeCb58Id(text) && cb58Decode(text) === null) return null;
  const checked = checkCb58Id(text);
  if (!checked.ok) return unrecognised(checked.reason);
  return toRoute(
    { name: 'subnet', network, subnetId: checked.value },
    `Subnet, blockchain or X-Chain transaction on ${network}`,
  );
}

/** What an explorer link's item opens here, checked like typed text on the link's own chain and network. */
function classifyLinkItem(link: ExplorerLink): SearchOutcome {
  const { item, value, chainId, network, primaryChain } = link;
  if (primaryChain && (item === 'tx' || item === 'block')) {
    return unrecognised(
      `${primaryChain}-Chain ${item === 'tx' ? 'transactions' : 'blocks'} have no view in Snowscope; the Index view reads containers by id`,
    );
  }
  switch (item) {
    case 'tx':
      if (!/^0x[0-9a-f]{64}$/i.test(value)) return unrecognised(`The link's transaction "${value}" is not 0x + 64 hex`);
      return classifyHex(value, { chainId });
    case 'address':
      if (looksLikeAvaxAddress(value)) return classifyAvaxAddress(value);
      if (!/^0x[0-9a-f]{40}$/i.test(value)) return unrecognised(`The link's address "${value}" is not 0x + 40 hex`);
      return classifyHex(value, { chainId });
    case 'block':
      if (!/^\d+$/.test(value))
        return unrecognised(`The link names block "${value}"; Snowscope opens blocks by number`);
      return toRoute({ name: 'block', chainId, number: value }, `Block ${value} on chain ${chainId}`);
    case 'node':
      return looksLikeNodeId(value) ? classifyNodeId(value, network) : unrecognised(`"${value}" is not a NodeID-…`);
    case 'subnet':
      return classifyCb58(value, network) ?? unrecognised(`"${value}" is not a cb58 subnet or blockchain id`);
    case 'nft': {
      const problem = evmAddressProblem(value);
      if (problem) return unrecognised(`The link's collection address ${problem}`);
      return toRoute({ name: 'nft', chainId, contract: value }, `NFT collection on chain ${chainId}`);
    }
  }
}

/** A pasted Snowtrace/Routescan/Avascan/explorer link: the same item here, or why not. */
function classifyExplorerUrl(text: string): SearchOutcome | null {
  const parsed = parseExplorerLink(text);
  if (!parsed) return null;
  if (!parsed.ok) return unrecognised(parsed.reason);
  const outcome = classifyLinkItem(parsed.link);
  return outcome.kind === 'route' ? { ...outcome, label: `${outcome.label} · from ${parsed.link.site}` } : outcome;
}

/**
 * What the search box should do with `input`: a route to open, or why nothing matches. Pure, so it
 * can grow one recogniser at a time with a test each.
 */
export function classifySearch(input: string, ctx: SearchContext): SearchOutcome {
  const text = input.trim();
  const network = ctx.network ?? 'mainnet';
  if (text.length === 0) return unrecognised(`Type ${EXPECTED}`);
  if (/^snowscope:/i.test(text)) return classifyAppLink(text);
  if (text.includes('#/')) return classifyDeepLink(text);
  const fromExplorer = classifyExplorerUrl(text);
  if (fromExplorer) return fromExplorer;
  if (/^0x/i.test(text)) return classifyHex(text.replace(/^0X/, '0x'), ctx);
  if (/^\d+$/.test(text)) {
    return toRoute({ name: 'block', chainId: ctx.chainId, number: text }, `Block ${text} on chain ${ctx.chainId}`);
  }
  if (looksLikeNodeId(text)) return classifyNodeId(text, network);
  if (looksLikeAvaxAddress(text)) return classifyAvaxAddress(text);
  if (/^[0-9a-fA-F]{40}$|^[0-9a-fA-F]{64}$/.test(text)) return unrecognised('Hex without the 0x prefix: add 0x');
  if (isBase58(text)) {
    const outcome = classifyCb58(text, network);
    if (outcome) return outcome;
  }
  return unrecognised(`Not recognised: expected ${EXPECTED}`);
}
