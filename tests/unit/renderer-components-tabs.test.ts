import { tabFromHash } from '@renderer/components/tabs/use-hash-tab';
import { hashQueryParam, withHashQueryParam } from '@renderer/routing/hash-query';
import { parseHash } from '@shared/routing/routes';
import { describe, expect, it } from 'vitest';

const ADDR = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('hash query', () => {
  it('reads a parameter after ? and nothing when absent', () => {
    expect(hashQueryParam(`#/address/43114/${ADDR}?tab=erc20`, 'tab')).toBe('erc20');
    expect(hashQueryParam(`#/address/43114/${ADDR}?x=1&tab=nft`, 'tab')).toBe('nft');
    expect(hashQueryParam(`#/address/43114/${ADDR}`, 'tab')).toBeNull();
    expect(hashQueryParam('', 'tab')).toBeNull();
  });

  it('sets, replaces and removes a parameter, keeping the path and others', () => {
    const base = `#/address/43114/${ADDR}`;
    expect(withHashQueryParam(base, 'tab', 'erc20')).toBe(`${base}?tab=erc20`);
    expect(withHashQueryParam(`${base}?tab=erc20`, 'tab', 'nft')).toBe(`${base}?tab=nft`);
    expect(withHashQueryParam(`${base}?x=1&tab=nft`, 'tab', null)).toBe(`${base}?x=1`);
    expect(withHashQueryParam(`${base}?tab=nft`, 'tab', null)).toBe(base);
    expect(withHashQueryParam(base, 'tab', 'a b&c')).toBe(`${base}?tab=a+b%26c`);
    expect(hashQueryParam(withHashQueryParam(base, 'tab', 'a b&c'), 'tab')).toBe('a b&c');
  });

  it('leaves the route the hash names unchanged (parseHash ignores the query)', () => {
    const hash = withHashQueryParam(`#/address/43114/${ADDR}`, 'tab', 'erc20');
    expect(parseHash(hash)).toEqual({ name: 'address', chainId: '43114', address: ADDR });
  });
});

describe('tabFromHash', () => {
  const tabs = ['overview', 'erc20', 'nft'] as const;

  it('takes an allowed tab from the hash', () => {
    expect(tabFromHash('#/x?tab=nft', 'overview', tabs)).toBe('nft');
  });

  it('falls back to the default for a missing, empty or unknown tab', () => {
    expect(tabFromHash('#/x', 'overview', tabs)).toBe('overview');
    expect(tabFromHash('#/x?tab=', 'overview', tabs)).toBe('overview');
    expect(tabFromHash('#/x?tab=hacker', 'overview', tabs)).toBe('overview');
  });

  it('accepts any value when no list is given', () => {
    expect(tabFromHash('#/x?tab=custom', 'overview')).toBe('custom');
  });
});
