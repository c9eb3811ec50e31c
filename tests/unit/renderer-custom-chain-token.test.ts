import { customChainDraftsOf, customChainsInput, emptyCustomChain } from '@renderer/views/settings/custom-chains-draft';
import { CustomEvmChain } from '@shared/models/profile';
import { describe, expect, it } from 'vitest';

const chain = { name: 'Mine', rpcUrl: 'http://127.0.0.1:9650/ext/bc/mine/rpc', chainId: '777' };
/** The form's row of `chain` with nothing typed for its token. */
const row = { ...emptyCustomChain(), ...chain };

describe("a custom chain's native token in the profile form", () => {
  it('leaves an empty symbol and decimals out, so the chain keeps "native" and 18', () => {
    expect(customChainsInput([row])).toEqual([{ name: 'Mine', rpcUrl: row.rpcUrl, chainId: '777' }]);
    expect(customChainsInput([{ ...row, symbol: '   ', decimals: ' ' }])[0]).not.toHaveProperty('symbol');
  });

  it('sends what was typed, and typed decimals that are no number reach the schema as refused', () => {
    const [typed] = customChainsInput([{ ...row, symbol: 'MINE', decimals: ' 9 ' }]);
    expect(typed).toMatchObject({ symbol: 'MINE', decimals: 9 });
    const [junk] = customChainsInput([{ ...row, decimals: '1e3' }]);
    expect(CustomEvmChain.safeParse(junk).error?.issues[0]).toMatchObject({
      path: ['decimals'],
      message: 'must be a whole number from 0 to 36',
    });
  });

  it('a stored chain comes back into the form as it was typed', () => {
    const stored = CustomEvmChain.parse({ ...chain, symbol: ' BTC.b ', decimals: 8 });
    expect(stored.symbol).toBe('BTC.b');
    expect(customChainDraftsOf([stored])).toEqual([{ ...row, symbol: 'BTC.b', decimals: '8' }]);
    expect(customChainDraftsOf([CustomEvmChain.parse(chain)])).toEqual([row]);
  });

  it('accepts symbols real tokens use and refuses ones that cannot be one', () => {
    for (const symbol of ['AVAX', 'USDC.e', 'BTC.b', '$MEME', 'wETH_2', 'ÉCU']) {
      expect(CustomEvmChain.safeParse({ ...chain, symbol }).success, symbol).toBe(true);
    }
    for (const symbol of ['TWO WORDS', 'A'.repeat(13), '<b>', 'a/b']) {
      expect(CustomEvmChain.safeParse({ ...chain, symbol }).success, symbol).toBe(false);
    }
  });
});
