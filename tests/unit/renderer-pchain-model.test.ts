import { paramsFieldErrors } from '@renderer/api';
import { blockDraftProblem, blockDraftRequest } from '@renderer/views/pchain/BlockForm';
import { addressMessages, assetRows } from '@renderer/views/pchain/balance-model';
import {
  BLOCKCHAIN_STATE_MEANINGS,
  blockRequestFromText,
  blockRequestText,
  blockTransactions,
  encodingFromText,
  formatAvax,
  neighbourHeights,
  splitAddresses,
} from '@renderer/views/pchain/pchain-model';
import { BLOCKCHAIN_STATUSES, type PlatformBalance, type PlatformTx } from '@shared/models/node/platform';
import { describe, expect, it } from 'vitest';

const BLOCK_ID = '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm';
const tx = (n: number): PlatformTx => ({ unsignedTx: { n }, credentials: [] });

describe('formatAvax', () => {
  it('shows nAVAX as AVAX with exactly 9 decimals, grouped, exact beyond 2^53', () => {
    expect(formatAvax('720123456789000000')).toBe('720,123,456.789000000');
    expect(formatAvax('1')).toBe('0.000000001');
    expect(formatAvax('0')).toBe('0.000000000');
    expect(formatAvax('123456789012345678901')).toBe('123,456,789,012.345678901');
    expect(formatAvax('12.5')).toBeNull();
  });
});

describe('blockchain states', () => {
  it('explains each of the five documented states, in the contract’s order', () => {
    expect(BLOCKCHAIN_STATE_MEANINGS.map((s) => s.state)).toEqual([...BLOCKCHAIN_STATUSES]);
    for (const s of BLOCKCHAIN_STATE_MEANINGS) expect(s.meaning.length).toBeGreaterThan(20);
  });
});

describe('block requests', () => {
  it('reads the hash form: digits are a height, anything else an id', () => {
    expect(blockRequestFromText('1234')).toEqual({ by: 'height', height: 1234 });
    expect(blockRequestFromText(BLOCK_ID)).toEqual({ by: 'id', id: BLOCK_ID });
    expect(blockRequestFromText('')).toBeNull();
    expect(blockRequestFromText(null)).toBeNull();
    expect(blockRequestText({ by: 'height', height: 5 })).toBe('5');
    expect(blockRequestText({ by: 'id', id: BLOCK_ID })).toBe(BLOCK_ID);
    expect(encodingFromText('hex')).toBe('hex');
    expect(encodingFromText(null)).toBe('json');
    expect(encodingFromText('xml')).toBe('json');
  });

  it('validates the typed height or id with the contract', () => {
    expect(blockDraftProblem({ lookup: 'height', value: '12' }, 'json')).toBeNull();
    expect(blockDraftProblem({ lookup: 'height', value: '-3' }, 'json')).toBe(
      paramsFieldErrors('node.platform.getBlockByHeight', { height: '-3', encoding: 'json' }).height,
    );
    expect(blockDraftProblem({ lookup: 'height', value: 'abc' }, 'hex')).toMatch(/whole number/);
    expect(blockDraftProblem({ lookup: 'id', value: BLOCK_ID }, 'hex')).toBeNull();
    expect(blockDraftProblem({ lookup: 'id', value: 'not-an-id' }, 'hex')).toBeTruthy();
    expect(blockDraftRequest({ lookup: 'height', value: ' 12 ' })).toEqual({ by: 'height', height: 12 });
    expect(blockDraftRequest({ lookup: 'id', value: ` ${BLOCK_ID}` })).toEqual({ by: 'id', id: BLOCK_ID });
  });

  it('steps to neighbouring heights, never below genesis', () => {
    expect(neighbourHeights('10')).toEqual({ previous: 9, next: 11 });
    expect(neighbourHeights(0)).toEqual({ previous: null, next: 1 });
    expect(neighbourHeights('x')).toBeNull();
  });

  it('lists transactions of standard, proposal and commit blocks', () => {
    const base = { parentID: BLOCK_ID, height: '1' };
    expect(blockTransactions({ ...base, txs: [tx(1), tx(2)] })).toHaveLength(2);
    expect(blockTransactions({ ...base, tx: tx(3) })).toEqual([tx(3)]);
    expect(blockTransactions({ ...base, txs: null })).toEqual([]);
    expect(blockTransactions(base)).toEqual([]);
  });
});

describe('deprecated getBalance helpers', () => {
  it('splits addresses on lines, commas and spaces', () => {
    expect(splitAddresses(' P-avax1a,\nP-avax1b  P-avax1c ;')).toEqual(['P-avax1a', 'P-avax1b', 'P-avax1c']);
    expect(splitAddresses('  ')).toEqual([]);
  });

  it('names which address is wrong, using the contract’s messages', () => {
    const addresses = ['X-avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq'];
    const errors = paramsFieldErrors('node.platform.getBalance', { addresses });
    const messages = addressMessages(addresses, errors);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`address 1 (${addresses[0]}): `);
    expect(addressMessages([], paramsFieldErrors('node.platform.getBalance', { addresses: [] }))).toEqual([
      'addresses must list at least one address',
    ]);
  });

  it('joins the per-asset maps into rows, absent entries as 0', () => {
    const balance: PlatformBalance = {
      balances: { b: '5', a: '3' },
      unlockeds: { a: '3' },
      lockedStakeables: { b: '5' },
      lockedNotStakeables: {},
      utxoIDs: null,
    };
    expect(assetRows(balance)).toEqual([
      { assetID: 'a', balance: '3', unlocked: '3', lockedStakeable: '0', lockedNotStakeable: '0' },
      { assetID: 'b', balance: '5', unlocked: '0', lockedStakeable: '5', lockedNotStakeable: '0' },
    ]);
  });
});
