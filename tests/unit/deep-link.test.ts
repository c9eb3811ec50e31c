import { DeepLinkRouter, describeRefusedLink } from '@main/main/deep-links';
import { DEEP_LINK_SCHEME, deepLinkOf, MAX_DEEP_LINK_LENGTH, parseDeepLink } from '@shared/routing/deep-link';
import { buildHash } from '@shared/routing/routes';
import { describe, expect, it } from 'vitest';
import { ADDRESS, ROUTE_EXAMPLES, TX } from '../support/route-examples';

const linkOf = (hash: string) => `${DEEP_LINK_SCHEME}://${hash.replace(/^#\//, '')}`;

describe('parseDeepLink: every route of the hash router opens from outside', () => {
  it.each(ROUTE_EXAMPLES)('%o', (route, hash) => {
    const link = linkOf(hash);
    expect(parseDeepLink(link)).toEqual({ ok: true, route, hash });
    expect(deepLinkOf(hash)).toBe(link);
  });

  it('keeps the query (tab, filters) and tolerates a trailing slash and an upper-case scheme', () => {
    expect(parseDeepLink(`snowscope://address/43114/${ADDRESS}?tab=erc20-balances`)).toMatchObject({
      ok: true,
      hash: `#/address/43114/${ADDRESS}?tab=erc20-balances`,
    });
    expect(parseDeepLink('snowscope://node/')).toMatchObject({ ok: true, hash: '#/node' });
    expect(parseDeepLink('SNOWSCOPE://node')).toMatchObject({ ok: true, hash: '#/node' });
    expect(parseDeepLink('snowscope://validators/fuji?node=NodeID-a,NodeID-b&flag')).toMatchObject({
      ok: true,
      hash: '#/validators/fuji?node=NodeID-a,NodeID-b&flag',
    });
  });

  it('writes query values the browser encoded as plain characters, so the copied link opens', () => {
    const hash = `#/validators/mainnet?${new URLSearchParams({ node: 'NodeID-a,NodeID-b' })}`;
    expect(hash).toContain('%2C');
    expect(deepLinkOf(hash)).toBe('snowscope://validators/mainnet?node=NodeID-a,NodeID-b');
  });

  it('has no snowscope:// form for a route it would refuse', () => {
    expect(deepLinkOf('#/address/43114/0x12345')).toBeNull();
    expect(deepLinkOf('#/no/such/view')).toBeNull();
    expect(deepLinkOf('#/node?q=a%20b')).toBeNull();
  });
});

describe('parseDeepLink refuses hostile and malformed links', () => {
  const refused: [string, string, RegExp][] = [
    ['another scheme', 'https://evil.example/tx/43114/0x00', /not a snowscope:\/\/ link/],
    ['javascript:', 'javascript:alert(1)', /not a snowscope/],
    ['file:', 'file:///etc/passwd', /not a snowscope/],
    ['the scheme without //', 'snowscope:node', /not a snowscope/],
    ['a lookalike scheme', 'snowscopex://node', /not a snowscope/],
    ['.. segments', `snowscope://tx/43114/../../settings`, /"\.\." path segment/],
    ['. segments', 'snowscope://./node', /"\." path segment/],
    ['encoded dots and slashes', `snowscope://tx/43114/%2e%2e%2f${TX}`, /encoded or unsafe/],
    ['an encoded NUL', 'snowscope://node%00', /encoded or unsafe/],
    ['encoded characters in the query', 'snowscope://node?tab=%3Cscript%3E', /characters links cannot carry/],
    ['a query name with unsafe characters', 'snowscope://node?<x>=1', /name "<x>" is not allowed/],
    ['user info and ports', 'snowscope://user@node', /encoded or unsafe/],
    ['backslashes', 'snowscope://node\\..\\settings', /encoded or unsafe/],
    ['spaces and control characters', 'snowscope://node\n#/settings', /fragment|encoded or unsafe/],
    ['a fragment', 'snowscope://node#/settings', /fragment/],
    ['an empty segment', 'snowscope://tx//0x00', /empty path segment/],
    ['a triple slash', 'snowscope:///node', /empty path segment/],
    ['an unknown route', 'snowscope://wallet/drain', /not a Snowscope route/],
    ['a malformed address', 'snowscope://address/43114/0x1234', /address must be 0x followed by 40 hex/],
    ['a non-numeric chain id', `snowscope://tx/c-chain/${TX}`, /^chainId /],
    ['an unknown network', 'snowscope://validators/devnet', /^network /],
    ['an unknown index', 'snowscope://index/Q/tx', /^kind must be one of/],
    [
      'too many query parameters',
      `snowscope://node?${Array.from({ length: 17 }, (_, i) => `p${i}=1`).join('&')}`,
      /more than 16/,
    ],
    ['non-ASCII look-alikes', 'snowscope://nоde', /encoded or unsafe/],
  ];

  it.each(refused)('%s', (_what, url, reason) => {
    const link = parseDeepLink(url);
    expect(link.ok).toBe(false);
    if (!link.ok) expect(link.reason).toMatch(reason);
  });

  it(`refuses anything longer than ${MAX_DEEP_LINK_LENGTH} characters before reading it`, () => {
    const long = `snowscope://node?tab=${'a'.repeat(MAX_DEEP_LINK_LENGTH)}`;
    expect(parseDeepLink(long)).toEqual({ ok: false, reason: `longer than ${MAX_DEEP_LINK_LENGTH} characters` });
    // Just under the limit is read normally.
    const fits = `snowscope://node?tab=${'a'.repeat(MAX_DEEP_LINK_LENGTH - 'snowscope://node?tab='.length)}`;
    expect(parseDeepLink(fits).ok).toBe(true);
  });
});

describe('DeepLinkRouter', () => {
  const route = buildHash({ name: 'tx', chainId: '43114', txHash: TX });

  it('keeps the first accepted link until the window can take links, then delivers directly', () => {
    const log: string[] = [];
    const router = new DeepLinkRouter((line) => log.push(line));
    expect(router.open(linkOf(route), 'open-url')).toBe(true);
    expect(router.takePending()).toBe(route);
    expect(router.takePending()).toBeNull();
    const delivered: string[] = [];
    router.attach((hash) => delivered.push(hash));
    router.open('snowscope://node', 'second instance');
    expect(delivered).toEqual(['#/node']);
    expect(log).toEqual([]);
  });

  it('finds links among command-line arguments (flags and paths are not links) and accepts #/ arguments', () => {
    const log: string[] = [];
    const router = new DeepLinkRouter((line) => log.push(line));
    const delivered: string[] = [];
    router.attach((hash) => delivered.push(hash));
    router.openFromArgs(['/opt/Snowscope/snowscope', '--no-sandbox', 'C:\\Users\\a', '#/settings'], 'command line');
    router.openFromArgs(['snowscope', '--flag', `snowscope://block/43114/12`], 'second instance');
    expect(delivered).toEqual(['#/settings', '#/block/43114/12']);
    expect(log).toEqual([]);
  });

  it('logs a refused link on one safe line and never delivers it', () => {
    const log: string[] = [];
    const router = new DeepLinkRouter((line) => log.push(line));
    const delivered: string[] = [];
    router.attach((hash) => delivered.push(hash));
    expect(router.open('https://evil.example/', 'open-url')).toBe(false);
    expect(router.openFromArgs([`snowscope://tx/43114/..%2f\n${'x'.repeat(5000)}`], 'second instance')).toBe(false);
    expect(delivered).toEqual([]);
    expect(log).toHaveLength(2);
    expect(log[0]).toBe('[deep link] ignored from open-url: "https://evil.example/" (not a snowscope:// link)');
    expect(log[1]).toMatch(
      /^\[deep link\] ignored from second instance: "snowscope:\/\/tx\/43114\/\.\.%2f\\nx+…" \(longer than/,
    );
    expect(log[1]?.length).toBeLessThan(260);
    expect(log[1]).not.toContain('\n');
  });

  it('describeRefusedLink shortens and escapes', () => {
    expect(describeRefusedLink('a\u0000b', 'menu', 'why')).toBe('[deep link] ignored from menu: "a\\u0000b" (why)');
  });
});
