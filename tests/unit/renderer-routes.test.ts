import { routeArea } from '@renderer/routing/areas';
import { routeIssues } from '@renderer/routing/route-issues';
import {
  buildHash,
  type KnownRoute,
  parseHash,
  ROUTE_PATTERNS,
  routeParamNames,
  routeTo,
} from '@renderer/routing/routes';
import { network } from '@shared/contract/data/common';
import { blockNumberString, cb58Id, HASH_32_MESSAGE, toChecksumAddress } from '@shared/ids';
import { describe, expect, it } from 'vitest';

const ADDRESS = toChecksumAddress('0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7');
const TX = `0x${'ab'.repeat(32)}`;
const PRIMARY = '11111111111111111111111111111111LpoYY';

/** One valid example of every route, with the hash it must produce. */
const EXAMPLES: [KnownRoute, string][] = [
  [{ name: 'home' }, '#/'],
  [{ name: 'address', chainId: '43114', address: ADDRESS }, `#/address/43114/${ADDRESS}`],
  [{ name: 'addressLookup' }, '#/address'],
  [{ name: 'tx', chainId: '43113', txHash: TX }, `#/tx/43113/${TX}`],
  [{ name: 'txLookup' }, '#/tx'],
  [{ name: 'blocks', chainId: '43114' }, '#/blocks/43114'],
  [{ name: 'block', chainId: '43114', number: '12345' }, '#/block/43114/12345'],
  [{ name: 'nft', chainId: '43114', contract: ADDRESS }, `#/nft/43114/${ADDRESS}`],
  [{ name: 'nftLookup' }, '#/nft'],
  [{ name: 'subnets', network: 'mainnet' }, '#/subnets/mainnet'],
  [{ name: 'subnet', network: 'fuji', subnetId: PRIMARY }, `#/subnet/fuji/${PRIMARY}`],
  [{ name: 'validators', network: 'fuji' }, '#/validators/fuji'],
  [{ name: 'rewards', network: 'mainnet' }, '#/rewards/mainnet'],
  [{ name: 'vertices', network: 'testnet' }, '#/vertices/testnet'],
  [{ name: 'node' }, '#/node'],
  [{ name: 'index', chain: 'X', kind: 'tx' }, '#/index/X/tx'],
  [{ name: 'metrics', chainId: 'total' }, '#/metrics/total'],
  [{ name: 'export' }, '#/export'],
  [{ name: 'signatures' }, '#/signatures'],
  [{ name: 'settings' }, '#/settings'],
  [{ name: 'labels' }, '#/labels'],
];

describe('routes', () => {
  it('has an example for every pattern', () => {
    expect(new Set(EXAMPLES.map(([r]) => r.name))).toEqual(new Set(Object.keys(ROUTE_PATTERNS)));
  });

  it.each(EXAMPLES)('builds and parses %o', (route, hash) => {
    expect(buildHash(route)).toBe(hash);
    expect(parseHash(hash)).toEqual(route);
    expect(parseHash(buildHash(route))).toEqual(route);
    expect(routeIssues(route)).toEqual([]);
  });

  it('tolerates a missing slash, trailing slashes and a query after the path', () => {
    expect(parseHash('#node')).toEqual({ name: 'node' });
    expect(parseHash('#/blocks/43114/')).toEqual({ name: 'blocks', chainId: '43114' });
    expect(parseHash('#/settings?tab=keys')).toEqual({ name: 'settings' });
    expect(parseHash('')).toEqual({ name: 'home' });
    expect(parseHash('#/')).toEqual({ name: 'home' });
  });

  it('percent-encodes parameters so any value round-trips', () => {
    const route: KnownRoute = { name: 'blocks', chainId: 'a/b c?' };
    expect(buildHash(route)).toBe('#/blocks/a%2Fb%20c%3F');
    expect(parseHash(buildHash(route))).toEqual(route);
  });

  it('reports unknown paths and wrong arity as notFound', () => {
    expect(parseHash('#/nowhere')).toEqual({ name: 'notFound', path: 'nowhere' });
    expect(parseHash('#/address/43114/0xabc/extra')).toEqual({ name: 'notFound', path: 'address/43114/0xabc/extra' });
    expect(parseHash('#/block/43114')).toEqual({ name: 'notFound', path: 'block/43114' });
    expect(parseHash('#/node/1').name).toBe('notFound');
    expect(parseHash('#/blocks/%E0%A4%A').name).toBe('notFound');
    expect(buildHash({ name: 'notFound', path: 'nowhere' })).toBe('#/nowhere');
  });

  it('routeTo builds typed links', () => {
    expect(routeTo('metrics', { chainId: '43114' })).toBe('#/metrics/43114');
    expect(routeTo('index', { chain: 'P', kind: 'block' })).toBe('#/index/P/block');
  });

  it('lists parameter names in path order', () => {
    expect(routeParamNames('subnet')).toEqual(['network', 'subnetId']);
    expect(routeParamNames('settings')).toEqual([]);
  });

  it('maps routes to their navigation area', () => {
    expect(routeArea(parseHash('#/address'))).toBe('address');
    expect(routeArea(parseHash(`#/tx/43114/${TX}`))).toBe('transactions');
    expect(routeArea(parseHash('#/block/43114/1'))).toBe('blocks');
    expect(routeArea(parseHash(`#/subnet/mainnet/${PRIMARY}`))).toBe('subnets');
    expect(routeArea(parseHash('#/index/C/block'))).toBe('index');
    expect(routeArea(parseHash('#/'))).toBeNull();
    expect(routeArea(parseHash('#/nowhere'))).toBeNull();
  });
});

describe('routeIssues', () => {
  const issueOf = (hash: string) => routeIssues(parseHash(hash)).map((i) => [i.param, i.message]);

  it('names a malformed or badly checksummed address', () => {
    expect(issueOf('#/address/43114/0x1234')).toEqual([['address', 'must be 0x followed by 40 hex characters']]);
    const badCase = ADDRESS.replace(/[a-f]/, (c) => c.toUpperCase());
    expect(issueOf(`#/address/43114/${badCase}`)[0]?.[0]).toBe('address');
    expect(issueOf(`#/address/43114/${ADDRESS.toLowerCase()}`)).toEqual([]);
  });

  it('names a bad chain id, tx hash, block number, network, subnet id and index path', () => {
    expect(issueOf(`#/address/c-chain/${ADDRESS}`).map(([p]) => p)).toEqual(['chainId']);
    expect(issueOf('#/tx/43114/0xdead').map(([p]) => p)).toEqual(['txHash']);
    expect(issueOf('#/block/43114/-1').map(([p]) => p)).toEqual(['number']);
    expect(issueOf('#/block/43114/0x1f')).toEqual([]);
    expect(issueOf('#/validators/devnet').map(([p]) => p)).toEqual(['network']);
    expect(issueOf('#/subnet/mainnet/notAnId').map(([p]) => p)).toEqual(['subnetId']);
    expect(issueOf('#/index/P/tx').map(([p]) => p)).toEqual(['kind']);
    expect(issueOf('#/metrics/everything').map(([p]) => p)).toEqual(['chainId']);
    expect(issueOf('#/metrics/43114')).toEqual([]);
  });

  it("refuses with the contract's own words, so a link and a form never disagree", () => {
    const messageOf = (schema: typeof network | typeof cb58Id | typeof blockNumberString, value: string) =>
      schema.safeParse(value).error?.issues[0]?.message;
    expect(issueOf('#/tx/43114/0xdead')).toEqual([['txHash', HASH_32_MESSAGE]]);
    expect(issueOf('#/validators/devnet')).toEqual([['network', messageOf(network, 'devnet')]]);
    expect(issueOf('#/subnet/mainnet/notAnId')).toEqual([['subnetId', messageOf(cb58Id, 'notAnId')]]);
    expect(issueOf('#/block/43114/-1')).toEqual([['number', messageOf(blockNumberString, '-1')]]);
  });
});
