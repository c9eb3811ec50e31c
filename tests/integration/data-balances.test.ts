import type { ParamsIn } from '@shared/contract';
import { erc20BalanceAt, erc20TokensTouched, latestBlock, nativeBalanceAt } from '@sim/dataset/evm/lookup';
import { USD_RATES } from '@sim/dataset/evm/prices';
import { type EvmChainData, erc20Key } from '@sim/dataset/evm/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** Native and ERC-20 balances through invoke → router → DataApiClient → simulator. */
describe('data balances (native, ERC-20)', () => {
  const h = harnessForFile();
  let chain: EvmChainData;
  /** The EOA holding the most ERC-20 tokens (spam included) at the latest block. */
  let holder: number;
  let address: string;
  let latest: number;

  const heldAt = (account: number, block: number) =>
    erc20TokensTouched(chain, account).filter((t) => erc20BalanceAt(chain, t, account, block) > 0n);
  const tokenAddress = (token: number) => chain.accounts[chain.tokens[token]!.account]!.address;
  const lower = (values: string[]) => values.map((v) => v.toLowerCase()).sort();

  beforeAll(() => {
    chain = h.sim.dataset.evm.fuji;
    latest = latestBlock(chain).number;
    let best = -1;
    chain.accounts.forEach((a, i) => {
      if (a.kind !== 'eoa') return;
      const n = heldAt(i, latest).length;
      if (n > best) {
        best = n;
        holder = i;
      }
    });
    address = chain.accounts[holder]!.address;
  });

  describe('data.getNativeBalance', () => {
    it('returns the latest balance of the address, by EVM chain id or blockchain id', async () => {
      const { nativeTokenBalance } = await h.ok('data.getNativeBalance', { chainId: '43113', address });
      expect(nativeTokenBalance).toMatchObject({
        chainId: '43113',
        symbol: 'AVAX',
        decimals: 18,
        balance: nativeBalanceAt(chain, holder, latest).toString(),
        price: { currencyCode: 'usd' },
        balanceValue: { currencyCode: 'usd' },
      });
      const byBlockchainId = await h.ok('data.getNativeBalance', { chainId: chain.spec.blockchainId, address });
      expect(byBlockchainId.nativeTokenBalance).toEqual(nativeTokenBalance);
      const lowerCase = await h.ok('data.getNativeBalance', { chainId: '43113', address: address.toLowerCase() });
      expect(lowerCase.nativeTokenBalance.balance).toBe(nativeTokenBalance.balance);
    });

    it('answers a zero balance for an address the chain never saw', async () => {
      const { nativeTokenBalance } = await h.ok('data.getNativeBalance', {
        chainId: '43113',
        address: '0x0000000000000000000000000000000000000001',
      });
      expect(nativeTokenBalance.balance).toBe('0');
    });

    it('blockNumber reads the balance as of the end of that block (decimal or hex)', async () => {
      const history = chain.nativeHistory.get(holder)!;
      const i = history.blocks.findIndex((_block, k) => k > 0 && history.values[k] !== history.values[k - 1]);
      const changedAt = history.blocks[i]!;
      const before = await h.ok('data.getNativeBalance', {
        chainId: '43113',
        address,
        blockNumber: String(changedAt - 1),
      });
      const after = await h.ok('data.getNativeBalance', { chainId: '43113', address, blockNumber: String(changedAt) });
      expect(before.nativeTokenBalance.balance).toBe(history.values[i - 1]!.toString());
      expect(after.nativeTokenBalance.balance).toBe(history.values[i]!.toString());
      expect(after.nativeTokenBalance.balance).not.toBe(before.nativeTokenBalance.balance);
      const hex = await h.ok('data.getNativeBalance', {
        chainId: '43113',
        address,
        blockNumber: `0x${changedAt.toString(16)}`,
      });
      expect(hex.nativeTokenBalance.balance).toBe(after.nativeTokenBalance.balance);
    });

    it('currency prices the balance in that currency', async () => {
      const usd = (await h.ok('data.getNativeBalance', { chainId: '43113', address })).nativeTokenBalance;
      const eur = (await h.ok('data.getNativeBalance', { chainId: '43113', address, currency: 'eur' }))
        .nativeTokenBalance;
      expect(eur.balance).toBe(usd.balance);
      expect(eur.price?.currencyCode).toBe('eur');
      expect(eur.balanceValue?.currencyCode).toBe('eur');
      expect(Number(eur.balanceValue?.value) / Number(usd.balanceValue?.value)).toBeCloseTo(USD_RATES.eur, 3);
    });

    it('an unknown chain is an http 404', async () => {
      const r = await h.invoke('data.getNativeBalance', { chainId: '999999', address });
      expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'Not Found' } });
    });

    it('refuses bad params with their field before the network', async () => {
      const base = { chainId: '43113', address };
      await expectRefusedOffline(h, 'data.getNativeBalance', { ...base, address: '0x123' }, 'address');
      const mixed = address.toLowerCase().replace(/[a-f]/, (c) => c.toUpperCase());
      await expectRefusedOffline(h, 'data.getNativeBalance', { ...base, address: mixed }, 'address');
      await expectRefusedOffline(h, 'data.getNativeBalance', { ...base, chainId: 'c-chain' }, 'chainId');
      await expectRefusedOffline(h, 'data.getNativeBalance', { ...base, blockNumber: 'latest' }, 'blockNumber');
      await expectRefusedOffline(h, 'data.getNativeBalance', { ...base, blockNumber: -1 }, 'blockNumber');
      await expectRefusedOffline(h, 'data.getNativeBalance', { ...base, currency: 'btc' }, 'currency');
      await expectRefusedOffline(h, 'data.getNativeBalance', { chainId: '43113' }, 'address');
    });
  });

  describe('data.listErc20Balances', () => {
    const all = async (params: Omit<ParamsIn<'data.listErc20Balances'>, 'chainId' | 'address'> = {}) =>
      h.ok('data.listErc20Balances', { chainId: '43113', address, pageSize: 500, ...params });

    it('lists the tokens held, spam filtered out by default, with the native balance', async () => {
      const held = heldAt(holder, latest);
      const page = await all();
      expect(page.nextPageToken).toBeUndefined();
      expect(lower(page.erc20TokenBalances.map((b) => b.address))).toEqual(
        lower(held.filter((t) => !chain.tokens[t]!.spam).map(tokenAddress)),
      );
      for (const b of page.erc20TokenBalances) {
        const token = held.find((t) => tokenAddress(t).toLowerCase() === b.address.toLowerCase())!;
        expect(b).toMatchObject({
          ercType: 'ERC-20',
          chainId: '43113',
          symbol: chain.tokens[token]!.symbol,
          decimals: chain.tokens[token]!.decimals,
          balance: erc20BalanceAt(chain, token, holder, latest).toString(),
        });
      }
      expect(page.nativeTokenBalance.balance).toBe(nativeBalanceAt(chain, holder, latest).toString());
    });

    it('filterSpamTokens=false adds the spam tokens; true is the default', async () => {
      const held = heldAt(holder, latest);
      expect(held.some((t) => chain.tokens[t]!.spam)).toBe(true);
      const unfiltered = await all({ filterSpamTokens: false });
      expect(lower(unfiltered.erc20TokenBalances.map((b) => b.address))).toEqual(lower(held.map(tokenAddress)));
      const filtered = await all({ filterSpamTokens: true });
      expect(filtered).toEqual(await all());
      expect(filtered.erc20TokenBalances.length).toBeLessThan(unfiltered.erc20TokenBalances.length);
    });

    it('contractAddresses keeps only the listed tokens', async () => {
      const held = heldAt(holder, latest).filter((t) => !chain.tokens[t]!.spam);
      const wanted = [tokenAddress(held[0]!), tokenAddress(held[2]!)];
      const page = await all({ contractAddresses: wanted });
      expect(lower(page.erc20TokenBalances.map((b) => b.address))).toEqual(lower(wanted));
    });

    it('currency changes the balanceValue currency and amount', async () => {
      const usd = await all();
      const jpy = await all({ currency: 'jpy' });
      const priced = usd.erc20TokenBalances.filter((b) => b.balanceValue && Number(b.balanceValue.value) > 100);
      expect(priced.length).toBeGreaterThan(0);
      for (const b of priced) {
        const other = jpy.erc20TokenBalances.find((x) => x.address === b.address)!;
        expect(other.balance).toBe(b.balance);
        expect(other.balanceValue?.currencyCode).toBe('jpy');
        expect(Number(other.balanceValue?.value) / Number(b.balanceValue?.value)).toBeCloseTo(USD_RATES.jpy, 0);
      }
    });

    it('blockNumber lists balances as of that block', async () => {
      const token = heldAt(holder, latest).find(
        (t) => (chain.erc20History.get(erc20Key(t, holder))?.blocks.length ?? 0) > 2,
      )!;
      const history = chain.erc20History.get(erc20Key(token, holder))!;
      const k = history.values.findIndex(
        (v, i) => i > 0 && v > 0n && history.values[i - 1]! > 0n && v !== history.values[i - 1],
      );
      const balanceOf = async (block: number) => {
        const page = await all({ blockNumber: String(block), contractAddresses: [tokenAddress(token)] });
        return page.erc20TokenBalances[0]?.balance;
      };
      expect(await balanceOf(history.blocks[k]! - 1)).toBe(history.values[k - 1]!.toString());
      expect(await balanceOf(history.blocks[k]!)).toBe(history.values[k]!.toString());
      const firstReceipt = history.blocks[0]!;
      expect(await balanceOf(firstReceipt - 1)).toBeUndefined();
    });

    it('pages through the list with nextPageToken, without duplicates', async () => {
      const full = await all({ filterSpamTokens: false });
      const seen: string[] = [];
      let pageToken: string | undefined;
      let pages = 0;
      do {
        const page = await h.ok('data.listErc20Balances', {
          chainId: '43113',
          address,
          filterSpamTokens: false,
          pageSize: 3,
          ...(pageToken ? { pageToken } : {}),
        });
        expect(page.erc20TokenBalances.length).toBeLessThanOrEqual(3);
        seen.push(...page.erc20TokenBalances.map((b) => b.address));
        pageToken = page.nextPageToken;
        pages++;
      } while (pageToken);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(full.erc20TokenBalances.map((b) => b.address));
    });

    it('refuses bad params with their field before the network', async () => {
      const base = { chainId: '43113', address };
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, pageSize: 0 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, pageSize: 501 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, pageSize: 2.5 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, pageToken: '' }, 'pageToken');
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, filterSpamTokens: 'yes' }, 'filterSpamTokens');
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, contractAddresses: [] }, 'contractAddresses');
      await expectRefusedOffline(
        h,
        'data.listErc20Balances',
        { ...base, contractAddresses: [address, '0xnope'] },
        'contractAddresses.1',
      );
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, blockNumber: '12a' }, 'blockNumber');
      await expectRefusedOffline(h, 'data.listErc20Balances', { ...base, currency: 'USD' }, 'currency');
    });
  });
});
