import { hashParams, hashWith } from '@renderer/routing/hash-query';
import {
  EMPTY_VERTICES_FORM,
  formFromHash,
  hasErrors,
  hashUpdatesOf,
  heightHref,
  numberOf,
  parentHeight,
  type VerticesForm,
  verticesErrors,
  verticesParams,
} from '@renderer/views/vertices/vertices-form';
import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { parseHash } from '@shared/routing/routes';
import { describe, expect, it } from 'vitest';

const form = (patch: Partial<VerticesForm>): VerticesForm => ({ ...EMPTY_VERTICES_FORM, ...patch });
const errorsFor = (patch: Partial<VerticesForm>, network: 'mainnet' | 'fuji' | 'testnet' = 'mainnet') =>
  verticesErrors(verticesParams(form(patch), network));

describe('numberOf', () => {
  it('reads typed numbers, leaves empty as absent and garbage as NaN', () => {
    expect(numberOf(' 12 ')).toBe(12);
    expect(numberOf('-3')).toBe(-3);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('twelve')).toBeNaN();
  });
});

describe('verticesErrors (from the contract)', () => {
  it('accepts height 0 and above', () => {
    expect(errorsFor({ height: '0' })).toEqual({});
    expect(errorsFor({ height: '156', pageSize: '100' })).toEqual({});
  });
  it('refuses a negative height on the height field', () => {
    expect(errorsFor({ height: '-1' }).height).toMatch(/0 or more/);
  });
  it('refuses fractions, text and an empty height', () => {
    expect(errorsFor({ height: '1.5' }).height).toMatch(/whole number/);
    expect(errorsFor({ height: 'abc' }).height).toMatch(/whole number/);
    expect(errorsFor({ height: '' }).height).toMatch(/required/);
  });
  it('enforces the page size bounds', () => {
    expect(errorsFor({ height: '3', pageSize: '101' }).pageSize).toMatch(/at most 100/);
    expect(errorsFor({ height: '3', pageSize: '0' }).pageSize).toMatch(/at least 1/);
    expect(hasErrors(errorsFor({ height: '3', pageSize: '1' }))).toBe(false);
  });
  it('asks with the alias or the network’s own X-Chain id', () => {
    expect(verticesParams(form({ height: '1' }), 'mainnet').blockchainId).toBe('x-chain');
    expect(verticesParams(form({ height: '1', chain: 'id' }), 'mainnet').blockchainId).toBe(X_CHAIN_IDS.mainnet);
    expect(verticesParams(form({ height: '1', chain: 'id' }), 'testnet').blockchainId).toBe(X_CHAIN_IDS.testnet);
    expect(errorsFor({ height: '1', chain: 'id' }, 'fuji')).toEqual({});
  });
});

describe('hash round trip', () => {
  it('reads back what a submitted form writes and clears the selected vertex', () => {
    const typed = form({ height: '12', chain: 'id', sortOrder: 'asc', pageSize: '2' });
    const hash = hashWith('#/vertices/mainnet?vertex=abc', hashUpdatesOf(typed));
    expect(formFromHash(hash)).toEqual(typed);
    expect(hashParams(hash, ['vertex']).vertex).toBeNull();
  });
  it('keeps defaults out of the hash', () => {
    expect(hashWith('#/vertices/fuji', hashUpdatesOf(form({ height: '7' })))).toBe('#/vertices/fuji?height=7');
  });
});

describe('parents are one height above', () => {
  it('links to the height above, with a parent selected', () => {
    expect(parentHeight(5)).toBe(4);
    expect(parentHeight(0)).toBeNull();
    const href = heightHref('mainnet', 4, 'parentHash');
    expect(parseHash(href)).toEqual({ name: 'vertices', network: 'mainnet' });
    expect(hashParams(href, ['height', 'vertex'])).toEqual({ height: '4', vertex: 'parentHash' });
  });
});
