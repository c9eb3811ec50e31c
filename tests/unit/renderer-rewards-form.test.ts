import { hashWith } from '@renderer/routing/hash-query';
import {
  EMPTY_REWARDS_FORM,
  formFromHash,
  hasErrors,
  hashUpdatesOf,
  isRequested,
  type RewardsForm,
  rewardsErrors,
  rewardsParams,
  rewardText,
  splitList,
} from '@renderer/views/rewards/rewards-form';
import { formatAvaxAddress, nodeIdFromBytes } from '@shared/ids';
import { describe, expect, it } from 'vitest';

const bytes = (fill: number) => new Uint8Array(20).fill(fill);
const MAINNET_P = formatAvaxAddress('avax', bytes(1), 'P');
const MAINNET_X = formatAvaxAddress('avax', bytes(2), 'X');
const FUJI_P = formatAvaxAddress('fuji', bytes(3), 'P');
const NODE = nodeIdFromBytes(bytes(4));

const form = (patch: Partial<RewardsForm>): RewardsForm => ({ ...EMPTY_REWARDS_FORM, ...patch });

describe('splitList', () => {
  it('splits on commas, spaces and new lines, dropping empties', () => {
    expect(splitList(' a, b\nc  d,,\n')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList('   ')).toEqual([]);
  });
});

describe('rewardsParams', () => {
  it('sends only the lists that were filled in', () => {
    expect(rewardsParams(form({ nodeIds: NODE }), 'mainnet')).toEqual({
      network: 'mainnet',
      nodeIds: [NODE],
      sortOrder: 'desc',
    });
    expect(rewardsParams(form({ addresses: `${MAINNET_P}\n${MAINNET_X}`, pageSize: '25' }), 'mainnet')).toEqual({
      network: 'mainnet',
      addresses: [MAINNET_P, MAINNET_X],
      pageSize: 25,
      sortOrder: 'desc',
    });
  });
});

describe('rewardsErrors (from the contract)', () => {
  it('accepts addresses of the network, node ids, or both', () => {
    expect(rewardsErrors(rewardsParams(form({ addresses: MAINNET_P }), 'mainnet'))).toEqual({});
    expect(rewardsErrors(rewardsParams(form({ nodeIds: NODE }), 'mainnet'))).toEqual({});
    expect(rewardsErrors(rewardsParams(form({ addresses: FUJI_P, nodeIds: NODE }), 'testnet'))).toEqual({});
  });
  it('requires one of the two lists', () => {
    const errors = rewardsErrors(rewardsParams(EMPTY_REWARDS_FORM, 'mainnet'));
    expect(errors.addresses).toMatch(/enter at least one address or node ID/);
  });
  it('names the entry that is wrong, on its own field', () => {
    const errors = rewardsErrors(rewardsParams(form({ addresses: `${MAINNET_P}, ${FUJI_P}` }), 'mainnet'));
    expect(errors.addresses).toContain(`“${FUJI_P}”`);
    expect(errors.addresses).toMatch(/mainnet prefix "avax"/);
    expect(errors.nodeIds).toBeUndefined();
  });
  it('refuses malformed addresses and node ids', () => {
    const errors = rewardsErrors(rewardsParams(form({ addresses: 'avax1nope', nodeIds: 'NodeID-123' }), 'mainnet'));
    expect(errors.addresses).toMatch(/bech32/);
    expect(errors.nodeIds).toMatch(/NodeID-/);
  });
  it('enforces the page size bounds of the endpoint', () => {
    expect(rewardsErrors(rewardsParams(form({ nodeIds: NODE, pageSize: '101' }), 'mainnet')).pageSize).toMatch(
      /at most 100/,
    );
    expect(rewardsErrors(rewardsParams(form({ nodeIds: NODE, pageSize: '0' }), 'mainnet')).pageSize).toMatch(
      /at least 1/,
    );
    expect(rewardsErrors(rewardsParams(form({ nodeIds: NODE, pageSize: 'ten' }), 'mainnet')).pageSize).toMatch(
      /whole number/,
    );
    expect(hasErrors(rewardsErrors(rewardsParams(form({ nodeIds: NODE, pageSize: '100' }), 'mainnet')))).toBe(false);
  });
});

describe('hash round trip', () => {
  it('reads back what a submitted form writes', () => {
    const typed = form({ addresses: `${MAINNET_P}\n${MAINNET_X}`, nodeIds: NODE, sortOrder: 'asc', pageSize: '5' });
    const hash = hashWith('#/rewards/mainnet', hashUpdatesOf(typed));
    const back = formFromHash(hash);
    expect(rewardsParams(back, 'mainnet')).toEqual(rewardsParams(typed, 'mainnet'));
    expect(isRequested(back)).toBe(true);
  });
  it('leaves defaults out of the hash and reads an empty hash as no request', () => {
    expect(hashWith('#/rewards/mainnet', hashUpdatesOf(EMPTY_REWARDS_FORM))).toBe('#/rewards/mainnet');
    expect(isRequested(formFromHash('#/rewards/mainnet'))).toBe(false);
  });
  it('prefills from a search-box link with one address', () => {
    expect(formFromHash(`#/rewards/mainnet?addresses=${MAINNET_P}`).addresses).toBe(MAINNET_P);
    expect(formFromHash('#/rewards/mainnet?sort=sideways').sortOrder).toBe('desc');
  });
});

describe('rewardText', () => {
  const reward = (amount: string, denomination: number) => ({
    assetId: 'a',
    name: 'Avalanche',
    symbol: 'AVAX',
    denomination,
    type: 'secp256k1',
    amount,
  });
  it('divides by 10^denomination and adds the symbol', () => {
    expect(rewardText(reward('1267267986778', 9))).toBe('1,267.267986778 AVAX');
    expect(rewardText(reward('1267267986778', 9), 2)).toBe('1,267.27 AVAX');
    expect(rewardText(reward('5', 0))).toBe('5 AVAX');
  });
  it('shows an amount it cannot read as received', () => {
    expect(rewardText(reward('12.5', 9))).toBe('12.5 AVAX');
    expect(rewardText(reward('12', -1))).toBe('12 AVAX');
  });
});
