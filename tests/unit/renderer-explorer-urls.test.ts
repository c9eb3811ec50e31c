import { classifySearch } from '@renderer/search/classify';
import { parseExplorerLink } from '@renderer/search/explorer-urls';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes, toChecksumAddress } from '@shared/ids';
import { describe, expect, it } from 'vitest';

const ctx = { chainId: '43114', network: 'mainnet' as const };
const ADDRESS = toChecksumAddress('0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7');
const TX = `0x${'3a'.repeat(32)}`;
const NODE = nodeIdFromBytes(new Uint8Array(20).fill(7));
const SUBNET = cb58Encode(new Uint8Array(32).fill(9));
const P_ADDRESS = formatAvaxAddress('avax', new Uint8Array(20).fill(3), 'P');

const open = (url: string, context: Parameters<typeof classifySearch>[1] = ctx) => {
  const outcome = classifySearch(url, context);
  if (outcome.kind !== 'route') throw new Error(`expected a route for ${url}: ${outcome.reason}`);
  return outcome;
};
const reason = (url: string) => {
  const outcome = classifySearch(url, ctx);
  if (outcome.kind === 'route') throw new Error(`expected a reason for ${url}, got ${outcome.hash}`);
  return outcome.reason;
};

describe('explorer links in the search box', () => {
  it('Snowtrace: tx, address, token, block — mainnet and testnet chains', () => {
    expect(open(`https://snowtrace.io/tx/${TX}`).hash).toBe(`#/tx/43114/${TX}`);
    expect(open(`https://snowtrace.io/address/${ADDRESS}`).hash).toBe(`#/address/43114/${ADDRESS}`);
    expect(open(`https://snowtrace.io/token/${ADDRESS}?chainid=43114`).hash).toBe(`#/address/43114/${ADDRESS}`);
    expect(open('https://snowtrace.io/block/71216072').hash).toBe('#/block/43114/71216072');
    expect(open(`https://testnet.snowtrace.io/tx/${TX}`).hash).toBe(`#/tx/43113/${TX}`);
    // The search chain of the app does not override the chain the link names.
    expect(open(`https://snowtrace.io/tx/${TX}`, { chainId: '43113', network: 'fuji' }).hash).toBe(`#/tx/43114/${TX}`);
    expect(open(`https://snowtrace.io/tx/${TX}`).label).toMatch(/from Snowtrace$/);
  });

  it('Routescan: the chain comes from the chainid query or the /evm/<id> path', () => {
    expect(open(`https://routescan.io/tx/${TX}?chainid=43113`).hash).toBe(`#/tx/43113/${TX}`);
    expect(open(`https://routescan.io/address/${ADDRESS}/transactions?chainid=432204`).hash).toBe(
      `#/address/432204/${ADDRESS}`,
    );
    expect(open(`https://routescan.io/evm/53935/tx/${TX}`).hash).toBe(`#/tx/53935/${TX}`);
  });

  it('Avascan: C-Chain items, validators, P-Chain addresses; testnet host means fuji', () => {
    expect(open(`https://avascan.info/blockchain/c/tx/${TX}`).hash).toBe(`#/tx/43114/${TX}`);
    expect(open(`https://avascan.info/blockchain/c/address/${ADDRESS}`).hash).toBe(`#/address/43114/${ADDRESS}`);
    expect(open(`https://testnet.avascan.info/blockchain/c/block/12`).hash).toBe('#/block/43113/12');
    expect(open(`https://avascan.info/staking/validator/${NODE}`).hash).toBe(
      `#/validators/mainnet?${new URLSearchParams({ node: NODE })}`,
    );
    expect(open(`https://avascan.info/blockchain/p/address/${P_ADDRESS}`).hash).toMatch(
      /^#\/rewards\/mainnet\?addresses=/,
    );
    expect(reason(`https://avascan.info/blockchain/p/tx/${SUBNET}`)).toMatch(/P-Chain transactions have no view/);
    // A subnet chain named by its cb58 blockchain id opens on that chain, not on the C-Chain.
    expect(open(`https://avascan.info/blockchain/${SUBNET}/tx/${TX}`).hash).toBe(`#/tx/${SUBNET}/${TX}`);
    expect(open(`https://avascan.info/blockchain/${SUBNET}/address/${ADDRESS}`).hash).toBe(
      `#/address/${SUBNET}/${ADDRESS}`,
    );
    // An alias cannot be resolved: said so, rather than opened on the C-Chain.
    expect(reason(`https://avascan.info/blockchain/dfk/address/${ADDRESS}`)).toMatch(
      /on the chain “dfk”, an Avascan alias/,
    );
  });

  it('the Avalanche explorer and the builders’ hub: c-chain items, validators, subnets', () => {
    expect(open(`https://subnets.avax.network/c-chain/tx/${TX}`).hash).toBe(`#/tx/43114/${TX}`);
    expect(open(`https://subnets-test.avax.network/c-chain/address/${ADDRESS}`).hash).toBe(
      `#/address/43113/${ADDRESS}`,
    );
    expect(open(`https://subnets.avax.network/validators/${NODE}`).hash).toContain('#/validators/mainnet?node=');
    expect(open(`https://subnets-test.avax.network/subnets/${SUBNET}`).hash).toBe(`#/subnet/fuji/${SUBNET}`);
    expect(open(`https://build.avax.network/explorer/avalanche-c-chain/tx/${TX}`).hash).toBe(`#/tx/43114/${TX}`);
    expect(open(`snowtrace.io/address/${ADDRESS}`).hash).toBe(`#/address/43114/${ADDRESS}`);
  });

  it('an NFT link opens the collection', () => {
    expect(open(`https://snowtrace.io/nft/${ADDRESS}/17`).hash).toBe(`#/nft/43114/${ADDRESS}`);
  });

  it('says why a link cannot be opened', () => {
    expect(reason(`https://etherscan.io/tx/${TX}`)).toMatch(/etherscan\.io is not an explorer Snowscope reads/);
    expect(reason('https://snowtrace.io/gastracker')).toMatch(/names no transaction, address, block/);
    expect(reason('https://snowtrace.io/tx/0x1234')).toMatch(/not 0x \+ 64 hex/);
    expect(reason(`https://snowtrace.io/block/0x${'ab'.repeat(32)}`)).toMatch(/opens blocks by number/);
    expect(reason(`https://snowtrace.io/address/${ADDRESS.replace(/[a-f]/, (c) => c.toUpperCase())}`)).toMatch(
      /checksum/,
    );
  });

  it('is not fooled by text that is not a link', () => {
    expect(parseExplorerLink(ADDRESS)).toBeNull();
    expect(parseExplorerLink(NODE)).toBeNull();
    expect(parseExplorerLink('12345')).toBeNull();
  });
});
