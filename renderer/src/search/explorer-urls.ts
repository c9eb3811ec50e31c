import type { Profile } from '@shared/models/profile';
import { checkCb58Id } from './avalanche-ids';

/**
 * Links copied from the web explorers people already use — Snowtrace, Routescan, Avascan, the
 * Avalanche explorer (subnets.avax.network) and the builders' hub (build.avax.network) — read as
 * "what kind of item, which value, on which network/chain". `classify.ts` turns that into a route with
 * the same checks as typed text, so a pasted link opens the same item or says why it cannot.
 */

type Network = Profile['network'];

export type ExplorerItem = 'tx' | 'address' | 'block' | 'node' | 'subnet' | 'nft';

export interface ExplorerLink {
  site: string;
  item: ExplorerItem;
  value: string;
  network: Network;
  /** The EVM chain the link names (query `chainid`, or the chain the path or host implies). */
  chainId: string;
  /** The link points at the P- or X-Chain (Avascan `/blockchain/p/…`, `/p-chain/…`). */
  primaryChain?: 'P' | 'X';
}

export type ExplorerParse = { ok: true; link: ExplorerLink } | { ok: false; reason: string };

const C_CHAIN = { mainnet: '43114', fuji: '43113' } as const;

const SITES: { name: string; host: RegExp; testnet: RegExp }[] = [
  { name: 'Snowtrace', host: /(^|\.)snowtrace\.(io|dev)$/, testnet: /^testnet\./ },
  { name: 'Routescan', host: /(^|\.)routescan\.io$/, testnet: /testnet/ },
  { name: 'Avascan', host: /(^|\.)avascan\.info$/, testnet: /^testnet\./ },
  { name: 'Avalanche explorer', host: /^subnets(-test)?\.avax\.network$/, testnet: /-test\./ },
  { name: 'Builders’ hub explorer', host: /(^|\.)build\.avax\.network$/, testnet: /^$/ },
];

/** Path words that name the item the next segment is. */
const ITEM_WORDS: Record<string, ExplorerItem> = {
  tx: 'tx',
  txs: 'tx',
  transaction: 'tx',
  transactions: 'tx',
  address: 'address',
  addresses: 'address',
  account: 'address',
  token: 'address',
  contract: 'address',
  block: 'block',
  blocks: 'block',
  validator: 'node',
  validators: 'node',
  node: 'node',
  nodes: 'node',
  subnet: 'subnet',
  subnets: 'subnet',
  l1: 'subnet',
  l1s: 'subnet',
  nft: 'nft',
  nfts: 'nft',
};

const KNOWN = SITES.map((s) => s.name).join(', ');

/** The URL in `text` when it is one (with or without `https://`), else null. */
function asUrl(text: string): URL | null {
  const withScheme = /^https?:\/\//i.test(text)
    ? text
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text)
      ? `https://${text}`
      : '';
  if (!withScheme) return null;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** Whether `text` is a web link (so an unknown site gets a reason rather than "not recognised"). */
export const looksLikeWebLink = (text: string) => asUrl(text) !== null;

function networkOf(url: URL, testnetHost: RegExp, segments: string[]): Network {
  if (testnetHost.test(url.hostname)) return 'fuji';
  if (segments.some((s) => /^(testnet|fuji)$/i.test(s))) return 'fuji';
  const chain = url.searchParams.get('chainid') ?? url.searchParams.get('chainId');
  return chain === C_CHAIN.fuji ? 'fuji' : 'mainnet';
}

/** Which chain the path names: Avascan `/blockchain/c|p|x/`, explorer `/c-chain/`, `/p-chain/`, or a chain id. */
function chainOfPath(segments: string[]): { evmChainId?: string; primary?: 'P' | 'X'; other?: string } {
  for (let i = 0; i < segments.length; i++) {
    const s = (segments[i] ?? '').toLowerCase();
    const next = (segments[i + 1] ?? '').toLowerCase();
    if (s === 'blockchain' && (next === 'p' || next === 'x')) return { primary: next.toUpperCase() as 'P' | 'X' };
    // Avascan names other chains by blockchain id (routes take one as the chain) or by an alias
    // (`/blockchain/dfk/…`), which Snowscope cannot resolve: either way, not the C-Chain.
    if (s === 'blockchain' && next !== '' && next !== 'c' && next !== 'all') {
      const id = segments[i + 1] ?? '';
      return checkCb58Id(id).ok ? { evmChainId: id } : { other: id };
    }
    if (s === 'p-chain' || s === 'x-chain') return { primary: s[0]?.toUpperCase() as 'P' | 'X' };
    if ((s === 'evm' || s === 'chain' || s === 'chains') && /^\d{1,12}$/.test(next)) return { evmChainId: next };
  }
  return {};
}

/**
 * Reads an explorer link. Null when `text` is not a web link at all; a reason when it is one Snowscope
 * cannot open (another site, or a page that names no transaction, address, block, node or subnet).
 */
export function parseExplorerLink(text: string): ExplorerParse | null {
  const url = asUrl(text.trim());
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const site = SITES.find((s) => s.host.test(host));
  if (!site) return { ok: false, reason: `${host} is not an explorer Snowscope reads links of (${KNOWN})` };
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { ok: false, reason: 'The link has a malformed path' };
  }
  const network = networkOf(url, site.testnet, segments);
  const path = chainOfPath(segments);
  if (path.other !== undefined) {
    return {
      ok: false,
      reason: `The link is on the chain “${path.other.slice(0, 60)}”, an Avascan alias Snowscope cannot resolve; paste its 0x address or transaction hash with that chain picked instead`,
    };
  }
  const chainId =
    url.searchParams.get('chainid') ?? url.searchParams.get('chainId') ?? path.evmChainId ?? C_CHAIN[network];
  if (!/^(\d{1,12}|[1-9A-HJ-NP-Za-km-z]{40,60})$/.test(chainId)) {
    return { ok: false, reason: `The link's chain id "${chainId}" is neither a number nor a blockchain id` };
  }

  for (let i = segments.length - 2; i >= 0; i--) {
    const item = ITEM_WORDS[(segments[i] ?? '').toLowerCase()];
    const value = segments[i + 1];
    if (item && value) {
      return {
        ok: true,
        link: {
          site: site.name,
          item,
          value,
          network,
          chainId,
          ...(path.primary ? { primaryChain: path.primary } : {}),
        },
      };
    }
  }
  // Pages like `/staking/NodeID-…` name the item by its value alone.
  const nodeId = segments.find((s) => /^nodeid-/i.test(s));
  if (nodeId) return { ok: true, link: { site: site.name, item: 'node', value: nodeId, network, chainId } };
  return {
    ok: false,
    reason: `This ${site.name} page names no transaction, address, block, validator or subnet Snowscope can open`,
  };
}
