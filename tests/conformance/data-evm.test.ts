import { Avalanche } from '@avalanche-sdk/chainkit';
import * as C from '@avalanche-sdk/chainkit/models/components';
import * as E from '@avalanche-sdk/chainkit/models/errors';
import { isDayOnlyMetric, METRIC_NAMES, TIME_INTERVALS } from '@shared/contract/data/common';
import { NETWORKS } from '@sim/dataset/constants';
import type { EvmChainData, EvmTx, TxKind } from '@sim/dataset/evm/types';
import { EXPORT_DURATION_MS } from '@sim/routes/evm';
import type { RunningSimulator } from '@sim/server';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/v3';
import { resetSimulator } from '../support/shared-simulator';
import { conformanceProblems } from './strict';

/**
 * Every EVM route of the simulator, in every variant, against the chainkit SDK's inbound schemas made
 * strict (unknown keys and unknown enum values fail), plus real SDK and viem calls end to end.
 */

let sim: RunningSimulator;
let chain: EvmChainData;

beforeAll(async () => {
  sim = await resetSimulator(1);
  chain = sim.dataset.evm.mainnet;
});
afterAll(() => sim.reset());

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${sim.url}${path}`, init);
  return { status: res.status, body: await res.json() };
}

function conforms(schema: z.ZodTypeAny, body: unknown) {
  expect(conformanceProblems(schema, body)).toEqual([]);
}

/** The ErrorBody part of a chainkit error schema (which also expects the raw request/response objects). */
function errorBodySchema(schema: unknown): z.ZodTypeAny {
  if (!(schema instanceof z.ZodEffects)) throw new Error('unexpected error schema');
  const inner = schema._def.schema;
  if (!(inner instanceof z.ZodObject)) throw new Error('unexpected error schema');
  return inner.omit({ request$: true, response$: true, body$: true });
}
const ERROR_SCHEMAS: Record<number, z.ZodTypeAny> = {
  400: errorBodySchema(E.BadRequestError$inboundSchema),
  404: errorBodySchema(E.NotFoundError$inboundSchema),
};

async function expectError(path: string, status: 400 | 404, init?: RequestInit) {
  const { status: got, body } = await call(path, init);
  expect({ path, status: got }).toEqual({ path, status });
  conforms(ERROR_SCHEMAS[status] as z.ZodTypeAny, body);
  expect(body).toMatchObject({ statusCode: status, error: status === 400 ? 'Bad Request' : 'Not Found' });
}

async function ok(schema: z.ZodTypeAny, path: string): Promise<Record<string, unknown>> {
  const { status, body } = await call(path);
  expect({ path, status }).toEqual({ path, status: 200 });
  conforms(schema, body);
  return body as Record<string, unknown>;
}

const address = (account: number) => chain.accounts[account]!.address;
const firstTx = (pred: (tx: EvmTx) => boolean) => {
  const tx = chain.txs.find(pred);
  if (!tx) throw new Error('no such transaction in the dataset');
  return tx;
};
const TX_KINDS: TxKind[] = [
  'native',
  'erc20',
  'approve',
  'airdrop',
  'swapIn',
  'swapOut',
  'nftMint',
  'nftTransfer',
  'multiTransfer',
  'deploy',
  'factoryCreate',
  'teleporterSend',
  'teleporterReceive',
  'call',
];

let collectorCache: number | undefined;
/** The user with the most NFTs of both standards and ERC-20 history. */
function collector(): number {
  if (collectorCache !== undefined) return collectorCache;
  let best = -1;
  let bestCount = -1;
  for (const [i, a] of chain.accounts.entries()) {
    if (a.kind !== 'eoa') continue;
    let n721 = 0;
    let n1155 = 0;
    for (const s of chain.nftTokens.values()) {
      if (s.owner === i) n721++;
      if (s.holders?.has(i)) n1155++;
    }
    const score = n721 > 0 && n1155 > 0 && chain.erc20ByAccount.has(i) ? n721 + n1155 : -1;
    if (score > bestCount) {
      best = i;
      bestCount = score;
    }
  }
  collectorCache = best;
  return best;
}

describe('chains', () => {
  it('lists chains, filtered by network and feature', async () => {
    const all = await ok(C.DataListChainsResponse$inboundSchema, '/v1/chains');
    const ids = (all.chains as { chainId: string }[]).map((c) => c.chainId);
    expect(ids).toEqual(expect.arrayContaining(['43114', '43113']));
    expect(ids.length).toBeGreaterThan(2);
    for (const network of ['mainnet', 'fuji', 'testnet']) {
      const body = await ok(C.DataListChainsResponse$inboundSchema, `/v1/chains?network=${network}`);
      for (const c of body.chains as { isTestnet: boolean }[]) expect(c.isTestnet).toBe(network !== 'mainnet');
    }
    const nft = await ok(C.DataListChainsResponse$inboundSchema, '/v1/chains?feature=nftIndexing');
    for (const c of nft.chains as { enabledFeatures: string[] }[]) expect(c.enabledFeatures).toContain('nftIndexing');
    await expectError('/v1/chains?network=devnet', 400);
  });

  it('gets one chain by EVM chain id or blockchain id', async () => {
    const byId = await ok(C.GetChainResponse$inboundSchema, '/v1/chains/43114');
    const byBlockchain = await ok(C.GetChainResponse$inboundSchema, `/v1/chains/${NETWORKS.mainnet.cChainId}`);
    expect(byBlockchain).toEqual(byId);
    await ok(C.GetChainResponse$inboundSchema, '/v1/chains/43113');
    await expectError('/v1/chains/999999', 404);
    await expectError('/v1/chains/not-a-chain!', 400);
  });
});

describe('transactions and blocks', () => {
  it('lists latest transactions, all, failed and successful, across pages', async () => {
    const first = await ok(C.ListNativeTransactionsResponse$inboundSchema, '/v1/chains/43114/transactions');
    expect((first.transactions as unknown[]).length).toBe(10);
    const next = await ok(
      C.ListNativeTransactionsResponse$inboundSchema,
      `/v1/chains/43114/transactions?pageToken=${first.nextPageToken}`,
    );
    expect((next.transactions as unknown[]).length).toBe(10);
    for (const status of ['failed', 'success'] as const) {
      const body = await ok(
        C.ListNativeTransactionsResponse$inboundSchema,
        `/v1/chains/43114/transactions?status=${status}&pageSize=100`,
      );
      for (const t of body.transactions as { txStatus: string }[])
        expect(t.txStatus).toBe(status === 'failed' ? '0' : '1');
    }
    await ok(C.ListNativeTransactionsResponse$inboundSchema, '/v1/chains/43113/transactions?pageSize=100');
  });

  it('returns every kind of transaction, successful and failed, in the TransactionDetail shape', async () => {
    const samples: EvmTx[] = [];
    for (const kind of TX_KINDS) {
      samples.push(firstTx((t) => t.kind === kind && t.success));
      const failed = chain.txs.find((t) => t.kind === kind && !t.success);
      if (failed) samples.push(failed);
    }
    samples.push(
      firstTx((t) => t.txType === 0),
      firstTx((t) => t.txType === 2),
    );
    samples.push(firstTx((t) => t.nft.some((n) => chain.collections[n.collection]!.ercType === 'ERC-1155')));
    for (const tx of samples) {
      const body = await ok(C.GetTransactionResponse$inboundSchema, `/v1/chains/43114/transactions/${tx.hash}`);
      expect((body.nativeTransaction as { txHash: string }).txHash).toBe(tx.hash);
    }
    const teleporter = await ok(
      C.GetTransactionResponse$inboundSchema,
      `/v1/chains/43114/transactions/${firstTx((t) => t.teleporter !== undefined).hash}`,
    );
    expect(teleporter.teleporterMessageInfo).toBeDefined();
    await expectError(`/v1/chains/43114/transactions/0x${'ab'.repeat(32)}`, 404);
    await expectError('/v1/chains/43114/transactions/0x1234', 400);
  });

  it('returns deployments of tokens, collections and factory-made contracts', async () => {
    const contracts = [chain.tokens[0]!.account, chain.collections[0]!.account];
    contracts.push(firstTx((t) => t.kind === 'factoryCreate' && t.created !== undefined).created!);
    for (const account of contracts) {
      await ok(
        C.GetTransactionResponse$inboundSchema,
        `/v1/chains/43114/contracts/${address(account)}/transactions:getDeployment`,
      );
    }
    const eur = await ok(
      C.GetTransactionResponse$inboundSchema,
      `/v1/chains/43114/contracts/${address(contracts[0]!)}/transactions:getDeployment?currency=eur`,
    );
    expect((eur.networkTokenDetails as { currentPrice: { currencyCode: string } }).currentPrice.currencyCode).toBe(
      'eur',
    );
    const eoa = chain.accounts.findIndex((a) => a.kind === 'eoa');
    await expectError(`/v1/chains/43114/contracts/${address(eoa)}/transactions:getDeployment`, 404);
    await expectError('/v1/chains/43114/contracts/0xnope/transactions:getDeployment', 400);
    await expectError(
      `/v1/chains/43114/contracts/${address(contracts[0]!)}/transactions:getDeployment?currency=xyz`,
      400,
    );
  });

  it('lists latest blocks', async () => {
    const body = await ok(C.ListEvmBlocksResponse$inboundSchema, '/v1/chains/43114/blocks?pageSize=100');
    expect((body.blocks as unknown[]).length).toBe(100);
    await ok(C.ListEvmBlocksResponse$inboundSchema, `/v1/chains/43114/blocks?pageToken=${body.nextPageToken}`);
    await ok(C.ListEvmBlocksResponse$inboundSchema, `/v1/chains/${NETWORKS.fuji.cChainId}/blocks`);
    await expectError('/v1/chains/43114/blocks?pageSize=101', 400);
    await expectError('/v1/chains/43114/blocks?pageSize=0', 400);
  });
});

describe('address balances and transfers', () => {
  it('native balance: latest, at a block, in another currency, of an unknown address', async () => {
    const who = address(collector());
    await ok(C.GetNativeBalanceResponse$inboundSchema, `/v1/chains/43114/addresses/${who}/balances:getNative`);
    const past = chain.blocks[100]!.number;
    await ok(
      C.GetNativeBalanceResponse$inboundSchema,
      `/v1/chains/43114/addresses/${who}/balances:getNative?blockNumber=${past}`,
    );
    const jpy = await ok(
      C.GetNativeBalanceResponse$inboundSchema,
      `/v1/chains/43114/addresses/${who}/balances:getNative?currency=jpy`,
    );
    expect((jpy.nativeTokenBalance as { price: { currencyCode: string } }).price.currencyCode).toBe('jpy');
    await ok(
      C.GetNativeBalanceResponse$inboundSchema,
      `/v1/chains/43114/addresses/0x${'12'.repeat(20)}/balances:getNative`,
    );
    await expectError(`/v1/chains/43114/addresses/${who}/balances:getNative?blockNumber=abc`, 400);
    await expectError(`/v1/chains/43114/addresses/${who}/balances:getNative?blockNumber=999999999999`, 400);
  });

  it('ERC-20 balances with every filter', async () => {
    const who = address(collector());
    const base = `/v1/chains/43114/addresses/${who}/balances:listErc20`;
    const plain = await ok(C.ListErc20BalancesResponse$inboundSchema, base);
    expect((plain.erc20TokenBalances as unknown[]).length).toBeGreaterThan(0);
    await ok(C.ListErc20BalancesResponse$inboundSchema, `${base}?filterSpamTokens=false&pageSize=500`);
    await ok(
      C.ListErc20BalancesResponse$inboundSchema,
      `${base}?currency=gbp&blockNumber=${chain.blocks[3000]!.number}`,
    );
    const usdc = address(chain.tokens[1]!.account);
    await ok(
      C.ListErc20BalancesResponse$inboundSchema,
      `${base}?contractAddresses=${usdc},${address(chain.tokens[2]!.account)}`,
    );
    if (plain.nextPageToken)
      await ok(C.ListErc20BalancesResponse$inboundSchema, `${base}?pageToken=${plain.nextPageToken}`);
    await expectError(`${base}?filterSpamTokens=maybe`, 400);
    await expectError(`${base}?contractAddresses=0x12`, 400);
    await expectError(`${base}?pageSize=501`, 400);
  });

  it('ERC-721 and collectible balances, with and without a contract filter', async () => {
    const who = address(collector());
    const erc721 = await ok(
      C.ListErc721BalancesResponse$inboundSchema,
      `/v1/chains/43114/addresses/${who}/balances:listErc721`,
    );
    expect((erc721.erc721TokenBalances as unknown[]).length).toBeGreaterThan(0);
    const owl = address(chain.collections[0]!.account);
    await ok(
      C.ListErc721BalancesResponse$inboundSchema,
      `/v1/chains/43114/addresses/${who}/balances:listErc721?contractAddress=${owl}`,
    );
    const all = await ok(
      C.ListCollectibleBalancesResponse$inboundSchema,
      `/v1/chains/43114/addresses/${who}/balances:listCollectibles?pageSize=500`,
    );
    const types = new Set((all.collectibleBalances as { ercType: string }[]).map((c) => c.ercType));
    expect(types).toEqual(new Set(['ERC-721', 'ERC-1155']));
    const items = chain.collections.findIndex((c) => c.ercType === 'ERC-1155');
    await ok(
      C.ListCollectibleBalancesResponse$inboundSchema,
      `/v1/chains/43114/addresses/${who}/balances:listCollectibles?contractAddress=${address(chain.collections[items]!.account)}`,
    );
    await expectError(`/v1/chains/43114/addresses/${who}/balances:listCollectibles?contractAddress=nope`, 400);
  });

  it('ERC-20 and native transfer lists with block ranges', async () => {
    const who = address(collector());
    for (const list of ['listErc20', 'listNative'] as const) {
      const schema =
        list === 'listErc20'
          ? C.ListErc20TransactionsResponse$inboundSchema
          : C.ListNativeTransactionsResponse$inboundSchema;
      const base = `/v1/chains/43114/addresses/${who}/transactions:${list}`;
      const page = await ok(schema, `${base}?pageSize=100`);
      expect((page.transactions as unknown[]).length).toBeGreaterThan(0);
      const mid = chain.blocks[6000]!.number;
      await ok(schema, `${base}?startBlock=${mid}`);
      await ok(schema, `${base}?endBlock=${mid}`);
      await ok(schema, `${base}?startBlock=${mid - 2000}&endBlock=${mid}`);
      if (page.nextPageToken) await ok(schema, `${base}?pageSize=100&pageToken=${page.nextPageToken}`);
      await expectError(`${base}?startBlock=-1`, 400);
      await expectError(`${base}?startBlock=${mid}&endBlock=${mid - 1}`, 400);
      await expectError(`${base}?pageSize=101`, 400);
    }
  });

  it('NFT collection tokens of ERC-721 and ERC-1155 contracts', async () => {
    for (const c of chain.collections) {
      const body = await ok(
        C.ListNftTokens$inboundSchema,
        `/v1/chains/43114/nfts/collections/${address(c.account)}/tokens?pageSize=100`,
      );
      for (const t of body.tokens as { ercType: string }[]) expect(t.ercType).toBe(c.ercType);
    }
    await expectError(`/v1/chains/43114/nfts/collections/${address(chain.tokens[0]!.account)}/tokens`, 404);
  });
});

describe('metrics', () => {
  it('every metric at every allowed interval, for each chain id form', async () => {
    for (const chainId of ['43114', '43113', 'total', 'mainnet', 'testnet']) {
      for (const metric of METRIC_NAMES) {
        for (const interval of TIME_INTERVALS) {
          const path = `/v2/chains/${chainId}/metrics/${metric}?timeInterval=${interval}`;
          if (isDayOnlyMetric(metric) && interval !== 'day') {
            await expectError(path, 400);
            continue;
          }
          const body = await ok(C.MetricsApiResponse$inboundSchema, path);
          expect((body.results as unknown[]).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('filters by timestamps and pages', async () => {
    const body = await ok(
      C.MetricsApiResponse$inboundSchema,
      '/v2/chains/43114/metrics/txCount?timeInterval=hour&startTimestamp=1790000000&endTimestamp=1791000000&pageSize=10',
    );
    await ok(
      C.MetricsApiResponse$inboundSchema,
      `/v2/chains/43114/metrics/txCount?timeInterval=hour&startTimestamp=1790000000&endTimestamp=1791000000&pageSize=10&pageToken=${body.nextPageToken}`,
    );
    await expectError('/v2/chains/43114/metrics/txCount?startTimestamp=5&endTimestamp=4', 400);
    await expectError('/v2/chains/43114/metrics/txCount?pageSize=2161', 400);
    await expectError('/v2/chains/43114/metrics/bogus', 400);
    await expectError('/v2/chains/43114/metrics/txCount?timeInterval=year', 400);
    await expectError('/v2/chains/123456789/metrics/txCount', 404);
  });
});

describe('transaction export', () => {
  const post = (body: unknown) =>
    call('/v1/operations/transactions:export', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('runs, then completes (or fails) with the Operation shape; CSV downloadable', async () => {
    const who = address(collector());
    const postedAt = Date.now();
    const good = await post({
      type: 'TRANSACTION_EXPORT_EVM',
      firstDate: '2026-10-20',
      lastDate: '2026-10-26',
      options: { addresses: [who], includeChains: ['43114'] },
    });
    expect(good.status).toBe(201);
    conforms(C.OperationStatusResponse$inboundSchema, good.body);
    expect(good.body).toMatchObject({ operationStatus: 'RUNNING', operationType: 'TRANSACTION_EXPORT_EVM' });
    const goodId = (good.body as { operationId: string }).operationId;
    const running = await ok(C.OperationStatusResponse$inboundSchema, `/v1/operations/${goodId}`);
    // The job runs for EXPORT_DURATION_MS; only a lookup answered within that time must still see it running.
    if (Date.now() - postedAt < EXPORT_DURATION_MS) expect(running.operationStatus).toBe('RUNNING');
    const bad = await post({ type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [who], includeChains: ['777'] } });
    const busiest = [...chain.txsByAccount.entries()]
      .filter(([a]) => chain.accounts[a]!.kind === 'eoa')
      .sort((x, y) => y[1].length - x[1].length)
      .slice(0, 8)
      .map(([a]) => address(a));
    const big = await post({ type: 'TRANSACTION_EXPORT_EVM', options: { addresses: busiest, includeChains: [] } });
    expect(big.status).toBe(201);
    expect(bad.status).toBe(201);
    conforms(C.OperationStatusResponse$inboundSchema, bad.body);
    const badId = (bad.body as { operationId: string }).operationId;

    await new Promise((r) => setTimeout(r, EXPORT_DURATION_MS + 100));
    const done = await ok(C.OperationStatusResponse$inboundSchema, `/v1/operations/${goodId}`);
    expect(done.operationStatus).toBe('COMPLETED');
    const url = (done.metadata as { downloadUrl: string }).downloadUrl;
    expect(url.startsWith(sim.url)).toBe(true);
    const csv = await fetch(url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toContain('txHash');
    const from = Date.parse('2026-10-20T00:00:00Z') / 1000;
    const to = Date.parse('2026-10-27T00:00:00Z') / 1000;
    const expected = (chain.txsByAccount.get(collector()) ?? []).filter((i) => {
      const ts = chain.blocks[chain.txs[i]!.block - chain.spec.firstBlock]!.timestamp;
      return ts >= from && ts < to;
    });
    expect(lines.length - 1).toBe(expected.length);
    const failed = await ok(C.OperationStatusResponse$inboundSchema, `/v1/operations/${badId}`);
    expect(failed).toMatchObject({ operationStatus: 'FAILED', metadata: { code: 'ErrInvalidRequest' } });
    const truncated = await ok(
      C.OperationStatusResponse$inboundSchema,
      `/v1/operations/${(big.body as { operationId: string }).operationId}`,
    );
    expect(truncated).toMatchObject({
      operationStatus: 'COMPLETED_WITH_WARNING',
      metadata: { code: 'WarnTruncatedExport' },
    });
    expect((truncated.metadata as { nextDate: string }).nextDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rejects malformed bodies with 400 and unknown operations with 404', async () => {
    for (const body of [
      { type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', options: { addresses: [], includeChains: [] } },
      { type: 'TRANSACTION_EXPORT_EVM' },
      { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: 'x', includeChains: [] } },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      conforms(ERROR_SCHEMAS[400] as z.ZodTypeAny, res.body);
    }
    await expectError('/v1/operations/00000000-0000-4000-8000-000000000000', 404);
  });
});

describe('errors on every list', () => {
  it('rejects bad page tokens and tokens from other queries', async () => {
    const page = await ok(C.ListNativeTransactionsResponse$inboundSchema, '/v1/chains/43114/transactions');
    await expectError('/v1/chains/43114/transactions?pageToken=garbage!', 400);
    await expectError(`/v1/chains/43114/transactions?status=failed&pageToken=${page.nextPageToken}`, 400);
    await expectError(`/v1/chains/43114/blocks?pageToken=${page.nextPageToken}`, 400);
    await expectError('/v1/chains/43114/transactions?status=pending', 400);
  });
});

describe('the official SDK accepts the answers', () => {
  const sdk = () => new Avalanche({ serverURL: sim.url, enableTelemetry: false, retryConfig: { strategy: 'none' } });
  // Every operation has its own server list, so the client-level serverURL is not enough: pass it per call.
  const at = () => ({ serverURL: sim.url });

  it('balances, transactions, blocks, NFTs, chains', async () => {
    const avalanche = sdk();
    const who = address(collector());
    const native = await avalanche.data.evm.address.balances.getNative({ chainId: '43114', address: who }, at());
    expect(native.nativeTokenBalance.symbol).toBe('AVAX');
    const tx = firstTx((t) => t.erc20.length > 0);
    const detail = await avalanche.data.evm.transactions.get({ chainId: '43114', txHash: tx.hash }, at());
    expect(detail.erc20Transfers?.length).toBe(tx.erc20.length);
    const blocks = await avalanche.data.evm.blocks.listLatest({ chainId: '43114', pageSize: 5 }, at());
    const pages = [];
    for await (const page of blocks) {
      pages.push(page.result.blocks.map((b) => b.blockNumber));
      if (pages.length === 2) break;
    }
    expect(pages[1]![0]).toBe(String(Number(pages[0]![4]) - 1));
    const collectibles = await avalanche.data.evm.address.balances.listCollectibles(
      { chainId: '43114', address: who, pageSize: 50 },
      at(),
    );
    expect(collectibles.result.collectibleBalances.length).toBeGreaterThan(0);
    const tokens = await avalanche.data.nfts.list(
      { chainId: '43114', address: address(chain.collections[0]!.account) },
      at(),
    );
    expect(tokens.result.tokens.length).toBeGreaterThan(0);
    const chains = await avalanche.data.evm.chains.list({}, at());
    expect(chains.chains.some((c) => c.chainId === '43114')).toBe(true);
    const deployment = await avalanche.data.evm.contracts.getDeploymentTransaction(
      { chainId: '43114', address: address(chain.tokens[0]!.account) },
      at(),
    );
    expect(deployment.nativeTransaction.method?.callType).toBe('CONTRACT_CREATION');
    await expect(
      avalanche.data.evm.transactions.get({ chainId: '43114', txHash: `0x${'cd'.repeat(32)}` }, at()),
    ).rejects.toBeInstanceOf(E.NotFoundError);
    await expect(
      avalanche.data.evm.blocks.listLatest({ chainId: '43114', pageSize: 500 }, at()),
    ).rejects.toBeInstanceOf(E.BadRequestError);
  });

  it('metrics and export operations', async () => {
    const avalanche = sdk();
    const metrics = await avalanche.metrics.chains.getMetrics(
      { chainId: '43114', metric: 'txCount', timeInterval: 'day', pageSize: 7 },
      at(),
    );
    expect(metrics.result.results).toHaveLength(7);
    const op = await avalanche.data.operations.exportTransactions(
      {
        type: 'TRANSACTION_EXPORT_EVM',
        firstDate: '2026-10-01',
        lastDate: '2026-10-31',
        options: { addresses: [address(collector())], includeChains: ['43114'] },
      },
      at(),
    );
    expect(op.operationStatus).toBe('RUNNING');
    const again = await avalanche.data.operations.getResult({ operationId: op.operationId }, at());
    expect(again.operationId).toBe(op.operationId);
  });
});

describe('C-Chain RPC through viem', () => {
  it('blocks, transactions, receipts and balances parse and match the Data API', async () => {
    const client = createPublicClient({ transport: http(`${sim.url}/ext/bc/C/rpc`) });
    expect(await client.getChainId()).toBe(43114);
    const head = await client.getBlockNumber();
    const block = await client.getBlock({ blockNumber: head, includeTransactions: true });
    const api = (await call('/v1/chains/43114/blocks?pageSize=1')).body as {
      blocks: { blockHash: string; txCount: number }[];
    };
    expect(block.hash).toBe(api.blocks[0]!.blockHash);
    expect(block.transactions).toHaveLength(api.blocks[0]!.txCount);
    const tx = firstTx((t) => t.erc20.length > 1);
    const rpcTx = await client.getTransaction({ hash: tx.hash as `0x${string}` });
    expect(rpcTx.nonce).toBe(tx.nonce);
    const receipt = await client.getTransactionReceipt({ hash: tx.hash as `0x${string}` });
    expect(receipt.logs).toHaveLength(tx.erc20.length + tx.nft.length);
    const who = address(collector());
    const balance = await client.getBalance({ address: who as `0x${string}` });
    const native = (await call(`/v1/chains/43114/addresses/${who}/balances:getNative`)).body as {
      nativeTokenBalance: { balance: string };
    };
    expect(balance.toString()).toBe(native.nativeTokenBalance.balance);
    const fuji = createPublicClient({ transport: http(`${sim.url}/fuji/ext/bc/${NETWORKS.fuji.cChainId}/rpc`) });
    expect(await fuji.getChainId()).toBe(43113);
  });
});
