import { contract } from '@shared/contract';
import { blockNumberString, isCb58Id, isNodeId } from '@shared/ids';
import { CustomProfileInput, Profile } from '@shared/models/profile';
import { hostScope, isLoopbackUrl } from '@shared/net/host-scope';
import { stripBidiControls, stripBidiControlsDeep } from '@shared/text/bidi';
import { describe, expect, it } from 'vitest';

describe('hostScope', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['0.0.0.0', 'loopback'],
    ['localhost', 'loopback'],
    ['api.localhost', 'loopback'],
    ['[::1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['[fd12:3456::1]', 'private'],
    ['[::ffff:c0a8:101]', 'private'],
    ['169.254.169.254', 'link-local'],
    ['[fe80::1]', 'link-local'],
    ['224.0.0.1', 'reserved'],
    ['router', 'local-name'],
    ['nas.local', 'local-name'],
    ['printer.home.arpa', 'local-name'],
    ['172.32.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['[2606:4700::1111]', 'public'],
    ['ipfs.io', 'public'],
    ['cdn.example.org.', 'public'],
  ])('%s is %s', (host, scope) => {
    expect(hostScope(host)).toBe(scope);
  });

  it('judges what the URL parser makes of odd spellings of an address', () => {
    // WHATWG URL normalises decimal, hex and short IPv4 forms: the scope is of the real address.
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://127.1/']) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    expect(hostScope(new URL('http://0xa9fea9fe/').hostname)).toBe('link-local');
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});

describe('bidi controls in remote text', () => {
  it('are stripped from strings, nested values and keys; other text is untouched', () => {
    expect(stripBidiControls('USDC\u202E\u2066evil\u2069')).toBe('USDCevil');
    expect(stripBidiControls('שלום עולם مرحبا')).toBe('שלום עולם مرحبا');
    const value = { name: 'A\u202Eb', list: ['\u2067x', 1, null, { 'k\u202D': 'v\u202C' }] };
    expect(stripBidiControlsDeep(value)).toEqual({ name: 'Ab', list: ['x', 1, null, { k: 'v' }] });
  });
});

describe('bounds on numeric and id strings', () => {
  it('refuses block numbers longer than 256 bits', () => {
    expect(blockNumberString.safeParse('1'.repeat(78)).success).toBe(true);
    expect(blockNumberString.safeParse('1'.repeat(79)).success).toBe(false);
    expect(blockNumberString.safeParse(`0x${'f'.repeat(64)}`).success).toBe(true);
    expect(blockNumberString.safeParse(`0x${'f'.repeat(65)}`).success).toBe(false);
    expect(blockNumberString.safeParse('9'.repeat(100_000)).success).toBe(false);
  });

  it('refuses over-long number strings and text params of node channels', () => {
    const spec = contract['node.index.getContainerByIndex'].params;
    expect(spec.safeParse({ index: 'X/tx', containerIndex: '12' }).success).toBe(true);
    expect(spec.safeParse({ index: 'X/tx', containerIndex: '1'.repeat(81) }).success).toBe(false);
    const alias = contract['node.info.isBootstrapped'].params;
    expect(alias.safeParse({ chain: 'X' }).success).toBe(true);
    expect(alias.safeParse({ chain: 'x'.repeat(201) }).success).toBe(false);
  });

  it('checks id length before decoding (base58 is quadratic)', () => {
    // Decoding this would take minutes (past the test's timeout): the length check answers at once.
    const huge = '2'.repeat(200_000);
    expect(isCb58Id(huge)).toBe(false);
    expect(isNodeId(`NodeID-${huge}`)).toBe(false);
  });
});

describe('app channel params are strict', () => {
  it('refuse unknown keys', () => {
    expect(contract['app.profiles.list'].params.safeParse({ extra: 1 }).success).toBe(false);
    expect(contract['app.apiKey.status'].params.safeParse({ profileId: 'x', extra: 1 }).success).toBe(false);
    expect(contract['app.notices.dismiss'].params.safeParse({ id: 'a', more: true }).success).toBe(false);
  });
});

describe('custom profile URLs and key header', () => {
  const base = {
    id: 'p',
    name: 'P',
    builtin: false as const,
    network: 'mainnet' as const,
    defaultChainId: '43114',
    dataApiUrl: 'https://api.example.org',
    metricsApiUrl: 'https://api.example.org',
    nodeRpcUrl: 'https://node.example.org',
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 5000,
    publicNode: false,
  };
  const problem = (patch: Record<string, unknown>) => {
    const r = CustomProfileInput.safeParse({ ...base, ...patch });
    return r.success ? null : (r.error.issues[0]?.message ?? '');
  };

  it('accepts a plain base URL and strips trailing slashes', () => {
    expect(Profile.parse({ ...base, dataApiUrl: 'https://api.example.org/base/' }).dataApiUrl).toBe(
      'https://api.example.org/base',
    );
  });

  it('refuses a #fragment, user:pass@ and a ?query', () => {
    expect(problem({ dataApiUrl: 'https://api.example.org/#x' })).toContain('fragment');
    expect(problem({ nodeRpcUrl: 'https://user:pass@node.example.org' })).toContain('user:password@');
    expect(problem({ nodeRpcUrl: 'https://@node.example.org' })).toContain('user:password@');
    expect(problem({ metricsApiUrl: 'https://api.example.org/?key=1' })).toContain('query');
  });

  it('refuses standard request headers as the key header', () => {
    for (const header of ['Host', 'cookie', 'Authorization', 'content-type', 'proxy-authorization', 'sec-fetch-mode']) {
      expect(problem({ apiKeyHeader: header }), header).toContain('standard request header');
    }
    expect(problem({ apiKeyHeader: 'x-service-api-key' })).toBeNull();
  });

  it('cannot be saved as an environment profile', () => {
    expect(problem({ environment: { baseProfileId: 'mainnet', variables: [] } })).not.toBeNull();
  });
});
