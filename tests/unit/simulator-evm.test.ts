import { evmAddressProblem, toChecksumAddress } from '@shared/ids';
import { SIM_NOW } from '@sim/dataset/constants';
import { buildEvmDatasets, type EvmDatasets } from '@sim/dataset/evm';
import { erc20BalanceAt, latestBlock, nativeBalanceAt, nftsOwnedBy } from '@sim/dataset/evm/lookup';
import { nftMetadata } from '@sim/dataset/evm/nft-metadata';
import { USD_RATES } from '@sim/dataset/evm/prices';
import { type EvmChainData, erc20Key } from '@sim/dataset/evm/types';
import { Rng } from '@sim/dataset/rng';
import type { RunningSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSimulator } from '../support/shared-simulator';

/** Invariants of the generated EVM chains and behaviour of the EVM routes (paging, filters, validation). */

const DAY = 86_400;
let sim: RunningSimulator;
let chain: EvmChainData;

beforeAll(async () => {
  sim = await resetSimulator(7);
  chain = sim.dataset.evm.mainnet;
});
afterAll(() => sim.reset());

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${sim.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function rpc(method: string, params: unknown[]): Promise<{ result?: unknown; error?: { code: number } }> {
  const res = await fetch(`${sim.url}/ext/bc/C/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number } };
}

const address = (account: number) => chain.accounts[account]!.address;
const tsOf = (c: EvmChainData, block: number) => c.blocks[block - c.spec.firstBlock]!.timestamp;

/** The user with the most transactions. */
function busiest(c: EvmChainData): number {
  let best = -1;
  let n = -1;
  for (const [a, list] of c.txsByAccount) {
    if (c.accounts[a]!.kind === 'eoa' && list.length > n) {
      best = a;
      n = list.length;
    }
  }
  return best;
}

describe('generated dataset', () => {
  it('has the required size and spans ~60 days ending at SIM_NOW', () => {
    expect(chain.blocks.length).toBeGreaterThanOrEqual(5_000);
    expect(chain.txs.length).toBeGreaterThanOrEqual(50_000);
    const active = new Set<number>();
    for (const tx of chain.txs) {
      active.add(tx.from);
      active.add(tx.to);
    }
    expect([...active].filter((a) => chain.accounts[a]!.kind === 'eoa').length).toBeGreaterThanOrEqual(200);
    const first = chain.blocks[0]!.timestamp;
    const last = latestBlock(chain).timestamp;
    expect(last).toBeLessThan(SIM_NOW);
    expect(SIM_NOW - last).toBeLessThan(3_600);
    expect(Math.round((SIM_NOW - first) / DAY)).toBe(60);
    const broken = chain.blocks.filter((b, i) => {
      const prev = chain.blocks[i - 1];
      return b.txCount === 0 || (prev && (b.timestamp <= prev.timestamp || b.parentHash !== prev.hash));
    });
    expect(broken.map((b) => b.number)).toEqual([]);
    expect(sim.dataset.evm.fuji.spec.evmChainId).toBe('43113');
    expect(sim.dataset.evm.fuji.txs.length).toBeGreaterThan(1_000);
  });

  // Build time is measured by `npm run bench`, not asserted here (timings on shared machines are noise).
  it('is deterministic per seed and differs between seeds', () => {
    const a = buildEvmDatasets(new Rng(7).fork('evm'));
    const b = buildEvmDatasets(new Rng(8).fork('evm'));
    const digest = (d: EvmDatasets) =>
      d.chains.map((c) => `${c.txs.length}:${c.blocks.at(-1)!.hash}:${c.txs[1234 % c.txs.length]!.hash}`).join('|');
    expect(digest(a)).toBe(digest(sim.dataset.evm));
    expect(digest(b)).not.toBe(digest(a));
  });

  it('uses real-looking ids: checksummed addresses and 32-byte hashes', () => {
    for (const a of chain.accounts) {
      expect(evmAddressProblem(a.address)).toBeNull();
      expect(a.address).toBe(toChecksumAddress(a.address));
    }
    for (const tx of chain.txs.slice(0, 2000)) expect(tx.hash).toMatch(/^0x[0-9a-f]{64}$/);
    const messenger = chain.accounts.find((a) => a.name === 'TeleporterMessenger');
    // CREATE from the keyless deployer at nonce 0 gives the real TeleporterMessenger address.
    expect(messenger?.address).toBe('0x253b2784c75e510dD0fF1da844684a1aC0aa5fcf');
  });

  it('covers the token, NFT and transaction variety the app must render', () => {
    const decimals = new Set(chain.tokens.map((t) => t.decimals));
    expect(decimals.has(6) && decimals.has(18)).toBe(true);
    expect(chain.tokens.some((t) => t.reputation === 'Malicious')).toBe(true);
    expect(chain.tokens.some((t) => t.spam)).toBe(true);
    const types = new Set(chain.nftTransfers.map((t) => chain.collections[t.collection]!.ercType));
    expect(types).toEqual(new Set(['ERC-721', 'ERC-1155']));
    const metas = [...chain.nftTokens.values()].map((s) => nftMetadata(chain, s));
    expect(metas.some((m) => m.imageUri?.startsWith('ipfs://'))).toBe(true);
    expect(metas.some((m) => m.animationUri)).toBe(true);
    expect(metas.some((m) => m.attributes && JSON.parse(m.attributes).length > 0)).toBe(true);
    expect(metas.some((m) => m.indexStatus !== 'INDEXED')).toBe(true);
    expect(metas.some((m) => m.imageUri?.includes('.invalid/'))).toBe(true);
    expect(chain.txs.some((t) => !t.success)).toBe(true);
    expect(chain.txs.some((t) => t.internal.some((i) => i.value > 0n))).toBe(true);
    expect(chain.txs.some((t) => t.teleporter?.direction === 'SOURCE_TRANSACTION')).toBe(true);
    expect(chain.txs.some((t) => t.teleporter?.direction === 'DESTINATION_TRANSACTION')).toBe(true);
    expect(chain.txs.some((t) => t.txType === 2 && t.maxFeePerGas! >= t.gasPrice)).toBe(true);
    expect(chain.deployments.size).toBeGreaterThan(chain.tokens.length + chain.collections.length);
    expect(chain.initialBalances.some((b) => b > 2n ** 53n)).toBe(true);
  });

  it('keeps native balances equal to initial balance plus value moved minus fees, on every chain', () => {
    for (const c of sim.dataset.evm.chains) {
      const balance = [...c.initialBalances];
      const cutBlock = c.blocks[Math.floor(c.blocks.length / 2)]!.number;
      let atCut: bigint[] | undefined;
      for (const tx of c.txs) {
        if (!atCut && tx.block > cutBlock) atCut = [...balance];
        balance[tx.from]! -= BigInt(tx.gasUsed) * tx.gasPrice;
        if (!tx.success) continue;
        balance[tx.from]! -= tx.value;
        balance[tx.to]! += tx.value;
        for (const it of tx.internal) {
          balance[it.from]! -= it.value;
          balance[it.to]! += it.value;
        }
      }
      const head = latestBlock(c).number;
      const wrong = c.accounts
        .map((_, a) => a)
        .filter(
          (a) =>
            balance[a]! < 0n ||
            nativeBalanceAt(c, a, head) !== balance[a] ||
            nativeBalanceAt(c, a, cutBlock) !== atCut![a],
        );
      expect({ chain: c.spec.key, wrong }).toEqual({ chain: c.spec.key, wrong: [] });
    }
  });

  it('has a deployment transaction for every contract', () => {
    for (const c of sim.dataset.evm.chains) {
      const contracts = c.accounts.map((a, i) => ({ a, i })).filter(({ a }) => a.kind !== 'eoa' && a.kind !== 'zero');
      const missing = contracts.filter(({ i }) => {
        const tx = c.deployments.get(i);
        return tx === undefined || c.txs[tx]!.created !== i;
      });
      expect(missing.map(({ a }) => a.address)).toEqual([]);
      expect(contracts.length).toBeGreaterThan(c.tokens.length + c.collections.length);
    }
  });

  it('keeps ERC-20 balances equal to the sum of transfers, never negative', () => {
    const sums = new Map<number, bigint>();
    for (const t of chain.erc20Transfers) {
      if (t.from !== 0) sums.set(erc20Key(t.token, t.from), (sums.get(erc20Key(t.token, t.from)) ?? 0n) - t.value);
      if (t.to !== 0) sums.set(erc20Key(t.token, t.to), (sums.get(erc20Key(t.token, t.to)) ?? 0n) + t.value);
    }
    const head = latestBlock(chain).number;
    const wrong = [...sums].filter(
      ([key, sum]) => erc20BalanceAt(chain, Math.floor(key / 1_048_576), key % 1_048_576, head) !== sum,
    );
    expect(wrong).toEqual([]);
    expect(sums.size).toBe(chain.erc20History.size);
    const negative = [...chain.erc20History.values()].filter((h) => h.values.some((v) => v < 0n));
    expect(negative).toEqual([]);
  });

  it('numbers each sender’s transactions with consecutive nonces and logs in block order', () => {
    const next = new Map<number, number>();
    const gaps = chain.txs.filter((tx) => {
      const expected = next.get(tx.from) ?? chain.initialNonces[tx.from];
      next.set(tx.from, tx.nonce + 1);
      return tx.nonce !== expected;
    });
    expect(gaps).toEqual([]);
    for (const b of chain.blocks.slice(0, 500)) {
      const logs = chain.txs
        .slice(b.firstTx, b.firstTx + b.txCount)
        .flatMap((t) => [...t.erc20, ...t.nft].map((l) => l.logIndex));
      expect(logs.sort((x, y) => x - y)).toEqual(logs.map((_, i) => i));
    }
  });
});

describe('routes', () => {
  it('walks a full list page by page with no duplicates, newest first', async () => {
    const who = busiest(chain);
    const expected = [...(chain.txsByAccount.get(who) ?? [])].reverse().map((i) => chain.txs[i]!.hash);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const q = token ? `&pageToken=${token}` : '';
      const { status, body } = await get(
        `/v1/chains/43114/addresses/${address(who)}/transactions:listNative?pageSize=100${q}`,
      );
      expect(status).toBe(200);
      seen.push(...(body.transactions as { txHash: string }[]).map((t) => t.txHash));
      token = body.nextPageToken as string | undefined;
    } while (token);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
  });

  it('applies startBlock (inclusive) and endBlock (exclusive) exactly', async () => {
    const who = busiest(chain);
    const list = chain.txsByAccount.get(who)!;
    const start = chain.txs[list[40]!]!.block;
    const end = chain.txs[list[60]!]!.block;
    const expected = list.filter((i) => chain.txs[i]!.block >= start && chain.txs[i]!.block < end).length;
    const { body } = await get(
      `/v1/chains/43114/addresses/${address(who)}/transactions:listNative?pageSize=100&startBlock=${start}&endBlock=${end}`,
    );
    const txs = body.transactions as { blockNumber: string }[];
    expect(txs).toHaveLength(expected);
    expect(txs.some((t) => Number(t.blockNumber) === start)).toBe(true);
    expect(txs.every((t) => Number(t.blockNumber) < end)).toBe(true);
    const transfers = await get(
      `/v1/chains/43114/addresses/${address(who)}/transactions:listErc20?pageSize=100&endBlock=${end}`,
    );
    for (const t of transfers.body.transactions as { blockNumber: string }[])
      expect(Number(t.blockNumber)).toBeLessThan(end);
  });

  it('rejects forged, foreign and tampered page tokens', async () => {
    const first = await get('/v1/chains/43114/blocks?pageSize=5');
    const token = first.body.nextPageToken as string;
    expect((await get(`/v1/chains/43114/blocks?pageSize=5&pageToken=${token}`)).status).toBe(200);
    // pageSize may change between pages; filters may not.
    expect((await get(`/v1/chains/43113/blocks?pageToken=${token}`)).status).toBe(400);
    expect((await get(`/v1/chains/43114/transactions?pageToken=${token}`)).status).toBe(400);
    const cursor = JSON.parse(Buffer.from(token, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...cursor, o: 10 ** 9 })).toString('base64url');
    expect((await get(`/v1/chains/43114/blocks?pageToken=${tampered}`)).status).toBe(400);
    expect((await get('/v1/chains/43114/blocks?pageToken=%7B%7D')).status).toBe(400);
  });

  it('filters by status, spam, contract and currency', async () => {
    const failed = await get('/v1/chains/43114/transactions?status=failed&pageSize=100');
    const hashes = (failed.body.transactions as { txHash: string }[]).map((t) => t.txHash);
    const expected = chain.txs
      .filter((t) => !t.success)
      .slice(-100)
      .reverse()
      .map((t) => t.hash);
    expect(hashes).toEqual(expected);

    const spam = chain.tokens.findIndex((t) => t.spam);
    const victim =
      [...chain.erc20History.keys()].find(
        (k) => Math.floor(k / 1_048_576) === spam && chain.accounts[k % 1_048_576]!.kind === 'eoa',
      )! % 1_048_576;
    const path = `/v1/chains/43114/addresses/${address(victim)}/balances:listErc20?pageSize=500`;
    const symbols = (q: string) =>
      get(`${path}${q}`).then((r) => (r.body.erc20TokenBalances as { address: string }[]).map((t) => t.address));
    const spamAddress = address(chain.tokens[spam]!.account);
    expect(await symbols('')).not.toContain(spamAddress);
    expect(await symbols('&filterSpamTokens=false')).toContain(spamAddress);
    expect(await symbols(`&filterSpamTokens=false&contractAddresses=${spamAddress.toLowerCase()}`)).toEqual([
      spamAddress,
    ]);

    const usd = (await get(`/v1/chains/43114/addresses/${address(busiest(chain))}/balances:getNative`)).body
      .nativeTokenBalance as {
      price: { value: number };
      balanceValue: { value: number };
    };
    const eur = (await get(`/v1/chains/43114/addresses/${address(busiest(chain))}/balances:getNative?currency=eur`))
      .body.nativeTokenBalance as { price: { value: number; currencyCode: string }; balanceValue: { value: number } };
    expect(eur.price.currencyCode).toBe('eur');
    expect(eur.price.value / usd.price.value).toBeCloseTo(USD_RATES.eur, 3);
    expect(eur.balanceValue.value / usd.balanceValue.value).toBeCloseTo(USD_RATES.eur, 3);
  });

  it('answers balances at past blocks from the history, and lists owned NFTs', async () => {
    const who = busiest(chain);
    const block = chain.blocks[4321]!.number;
    const { body } = await get(`/v1/chains/43114/addresses/${address(who)}/balances:getNative?blockNumber=${block}`);
    expect((body.nativeTokenBalance as { balance: string }).balance).toBe(
      nativeBalanceAt(chain, who, block).toString(),
    );
    const owner = [...chain.nftTokens.values()].find((s) => s.owner && chain.accounts[s.owner]!.kind === 'eoa')!.owner!;
    const nfts = await get(`/v1/chains/43114/addresses/${address(owner)}/balances:listCollectibles?pageSize=500`);
    expect((nfts.body.collectibleBalances as unknown[]).length).toBe(nftsOwnedBy(chain, owner).length);
  });

  it('validates every parameter with a 400 and unknown entities with a 404', async () => {
    const who = address(busiest(chain));
    const bad = [
      `/v1/chains/43114/addresses/${who}/transactions:listNative?pageSize=0`,
      `/v1/chains/43114/addresses/${who}/transactions:listNative?pageSize=1.5`,
      `/v1/chains/43114/addresses/${who}/transactions:listNative?endBlock=abc`,
      `/v1/chains/43114/addresses/${who.toLowerCase().replace('a', 'A')}/balances:getNative`,
      `/v1/chains/43114/addresses/${who}/balances:getNative?currency=USD`,
      `/v1/chains/43114/addresses/${who}/balances:listErc721?contractAddress=0x1`,
      `/v1/chains/43114/addresses/${who}/balances:listErc721?pageSize=501`,
      '/v1/chains/43114/transactions?pageSize=101',
      '/v1/chains/43114/nfts/collections/0xzz/tokens',
      '/v2/chains/43114/metrics/txCount?startTimestamp=-5',
      '/v2/chains/43114/metrics/txCount?pageSize=0',
      '/v2/chains/43114/metrics/contracts?timeInterval=hour',
    ];
    for (const path of bad) {
      const { status, body } = await get(path);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(typeof body.message).toBe('string');
    }
    for (const path of [
      '/v1/chains/1/blocks',
      `/v1/chains/43114/transactions/0x${'00'.repeat(32)}`,
      `/v1/chains/43114/contracts/${who}/transactions:getDeployment`,
      `/v1/chains/43114/nfts/collections/${who}/tokens`,
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('serves the same blocks, transactions and balances over the C-Chain RPC', async () => {
    const head = latestBlock(chain);
    expect((await rpc('eth_blockNumber', [])).result).toBe(`0x${head.number.toString(16)}`);
    const block = (await rpc('eth_getBlockByNumber', [`0x${head.number.toString(16)}`, false])).result as {
      hash: string;
      transactions: string[];
    };
    expect(block.hash).toBe(head.hash);
    expect(block.transactions).toEqual(chain.txs.slice(head.firstTx, head.firstTx + head.txCount).map((t) => t.hash));
    const failed = chain.txs.find((t) => !t.success)!;
    const receipt = (await rpc('eth_getTransactionReceipt', [failed.hash])).result as {
      status: string;
      logs: unknown[];
    };
    expect(receipt).toMatchObject({ status: '0x0', logs: [] });
    const who = busiest(chain);
    const past = chain.blocks[100]!.number;
    const balance = (await rpc('eth_getBalance', [address(who), `0x${past.toString(16)}`])).result as string;
    expect(BigInt(balance)).toBe(nativeBalanceAt(chain, who, past));
    expect((await rpc('eth_getBlockByNumber', ['0xffffffffff', false])).result).toBeNull();
    expect((await rpc('eth_getBalance', ['0x12', 'latest'])).error?.code).toBe(-32602);
    expect((await rpc('eth_getBlockByNumber', ['12', false])).error?.code).toBe(-32602);
    const rules = (await rpc('eth_getActiveRulesAt', [])).result as { avalancheRules: Record<string, boolean> };
    expect(rules.avalancheRules.IsEtna).toBe(true);
    const early = (await rpc('eth_getActiveRulesAt', [1_600_000_000])).result as {
      avalancheRules: Record<string, boolean>;
    };
    expect(early.avalancheRules.IsApricotPhase1).toBe(false);
    const fee = (await rpc('eth_feeConfig', [])).result as { feeConfig: { gasLimit: number } };
    expect(fee.feeConfig.gasLimit).toBe(head.gasLimit);
    expect(((await rpc('eth_getChainConfig', [])).result as { chainId: number }).chainId).toBe(43114);
    const unknown = await fetch(`${sim.url}/ext/bc/2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm/rpc`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(unknown.status).toBe(404);
  });

  it('lists the C-Chains and L1s whose data it serves', async () => {
    const { body } = await get('/v1/chains');
    const ids = (body.chains as { chainId: string }[]).map((c) => c.chainId);
    expect(ids).toEqual(sim.dataset.evm.chains.map((c) => c.spec.evmChainId));
    for (const id of ids) expect((await get(`/v1/chains/${id}/blocks?pageSize=1`)).status).toBe(200);
    const l1 = sim.dataset.evm.chains.find((c) => !c.spec.isCChain)!;
    expect(tsOf(l1, latestBlock(l1).number)).toBeLessThan(SIM_NOW);
  });
});
