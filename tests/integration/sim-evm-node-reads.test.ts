import type { EvmChainData } from '@sim/dataset/evm';
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, erc721Abi, type Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/**
 * The simulator's EVM node answers the reads a node-only explorer needs (eth_getLogs, eth_call, eth_getCode,
 * eth_getTransactionCount, batches) consistently with its own Data API over the same chain. Calls go to the
 * simulator over HTTP as any JSON-RPC client sends them; expected values come from the Data API's answers.
 */

const h = harnessForFile();
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
const hex = (n: number | bigint) => `0x${n.toString(16)}`;

interface RpcAnswer {
  jsonrpc: string;
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${h.sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}

let nextId = 1;
async function rpc(chainRef: string, method: string, params: unknown[]): Promise<RpcAnswer> {
  return (await post(`/ext/bc/${chainRef}/rpc`, { jsonrpc: '2.0', id: nextId++, method, params })) as RpcAnswer;
}
async function result(chainRef: string, method: string, params: unknown[]): Promise<unknown> {
  const answer = await rpc(chainRef, method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

async function dataApi<T>(path: string): Promise<T> {
  const res = await fetch(`${h.sim.url}/v1${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

interface DataTransfer {
  blockNumber: string;
  txHash: string;
  logIndex: number;
  value: string;
  from: { address: string };
  to: { address: string };
  erc20Token: { address: string; name: string; symbol: string; decimals: number };
}

/** Every page of an address's ERC-20 transfers in [startBlock, endBlock) from the Data API. */
async function dataTransfers(chainId: string, address: string, startBlock: number, endBlock: number) {
  const out: DataTransfer[] = [];
  let token: string | undefined;
  do {
    const page = await dataApi<{ transactions: DataTransfer[]; nextPageToken?: string }>(
      `/chains/${chainId}/addresses/${address}/transactions:listErc20?startBlock=${startBlock}&endBlock=${endBlock}&pageSize=100${token ? `&pageToken=${token}` : ''}`,
    );
    out.push(...page.transactions);
    token = page.nextPageToken || undefined;
  } while (token);
  return out;
}

interface RpcLogJson {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  logIndex: string;
}

let beam: EvmChainData;
let cChain: EvmChainData;
/** The Beam account with the most ERC-20 transfers: a holder whose history spans the chain. */
let holder: string;

beforeAll(() => {
  const evm = h.sim.dataset.evm;
  cChain = evm.mainnet;
  beam = evm.chains.find((c) => c.spec.chainName === 'Beam') as EvmChainData;
  let best = -1;
  for (const [account, list] of beam.erc20ByAccount) {
    const a = beam.accounts[account]!;
    if (a.kind === 'eoa' && list.length > best) {
      best = list.length;
      holder = a.address;
    }
  }
});

const beamId = () => beam.spec.blockchainId;
const headOf = (c: EvmChainData) => c.spec.firstBlock + c.spec.blockCount - 1;

describe('eth_getLogs', () => {
  it("an address's Transfer logs (topic 1 or 2) over a range equal the Data API's ERC-20 transfers", async () => {
    const from = beam.spec.firstBlock;
    const to = from + 450;
    const t = word(holder);
    const sent = (await result(beamId(), 'eth_getLogs', [
      { fromBlock: hex(from), toBlock: hex(to), topics: [TRANSFER, t] },
    ])) as RpcLogJson[];
    const received = (await result(beamId(), 'eth_getLogs', [
      { fromBlock: hex(from), toBlock: hex(to), topics: [TRANSFER, null, t] },
    ])) as RpcLogJson[];
    // ERC-721 Transfers share the topic and carry the token id as topic 3; ERC-20 ones have three topics.
    const logs = [...sent, ...received].filter((l) => l.topics.length === 3);
    // The simulator's Data API treats endBlock as exclusive.
    const expected = await dataTransfers(beam.spec.evmChainId, holder, from, to + 1);
    expect(expected.length).toBeGreaterThan(0);
    const key = (tx: string, i: number) => `${tx}#${i}`;
    const fromLogs = new Map(logs.map((l) => [key(l.transactionHash, Number(l.logIndex)), l]));
    expect([...fromLogs.keys()].sort()).toEqual(expected.map((e) => key(e.txHash, e.logIndex)).sort());
    for (const e of expected) {
      const log = fromLogs.get(key(e.txHash, e.logIndex)) as RpcLogJson;
      expect(log.address).toBe(e.erc20Token.address.toLowerCase());
      expect(BigInt(log.data)).toBe(BigInt(e.value));
      expect(Number(log.blockNumber)).toBe(Number(e.blockNumber));
      expect(log.topics[1]).toBe(word(e.from.address));
      expect(log.topics[2]).toBe(word(e.to.address));
    }
  });

  it('filters by contract address and by block hash', async () => {
    const [first] = await dataTransfers(beam.spec.evmChainId, holder, beam.spec.firstBlock, headOf(beam) + 1);
    const transfer = first as DataTransfer;
    const block = (await result(beamId(), 'eth_getBlockByNumber', [hex(Number(transfer.blockNumber)), false])) as {
      hash: string;
    };
    const byHash = (await result(beamId(), 'eth_getLogs', [
      { blockHash: block.hash, address: transfer.erc20Token.address },
    ])) as RpcLogJson[];
    expect(byHash.length).toBeGreaterThan(0);
    for (const l of byHash) expect(l.address).toBe(transfer.erc20Token.address.toLowerCase());
    expect(byHash.map((l) => l.transactionHash)).toContain(transfer.txHash);
  });

  it("refuses a range spanning the node's limit with coreth's error, and accepts one block less", async () => {
    const head = headOf(cChain);
    // coreth refuses when toBlock - fromBlock reaches the limit.
    const tooMany = await rpc('C', 'eth_getLogs', [{ fromBlock: hex(head - 2048), toBlock: 'latest' }]);
    expect(tooMany.error).toEqual({
      code: -32000,
      message: `requested too many blocks from ${head - 2048} to ${head}, maximum is set to 2048`,
    });
    const fits = await rpc('C', 'eth_getLogs', [{ fromBlock: hex(head - 2047), toBlock: hex(head) }]);
    expect(fits.error).toBeUndefined();
    expect((fits.result as unknown[]).length).toBeGreaterThan(0);
    // The L1 node runs with a tighter limit, so Beam's history needs several chunks.
    const l1 = await rpc(beamId(), 'eth_getLogs', [{ fromBlock: hex(beam.spec.firstBlock), toBlock: 'latest' }]);
    expect(l1.error?.message).toMatch(/^requested too many blocks from \d+ to \d+, maximum is set to 500$/);
  });

  it('refuses a reversed range and a range past the head', async () => {
    const head = headOf(beam);
    expect((await rpc(beamId(), 'eth_getLogs', [{ fromBlock: hex(head), toBlock: hex(head - 1) }])).error).toEqual({
      code: -32000,
      message: 'invalid block range params',
    });
    expect((await rpc(beamId(), 'eth_getLogs', [{ fromBlock: hex(head), toBlock: hex(head + 5) }])).error?.code).toBe(
      -32602,
    );
  });
});

describe('eth_call, eth_getCode, eth_getTransactionCount', () => {
  it('a token answers name, symbol, decimals and balanceOf as the Data API reports them', async () => {
    const transfers = await dataTransfers(beam.spec.evmChainId, holder, beam.spec.firstBlock, headOf(beam) + 1);
    const token = (transfers[0] as DataTransfer).erc20Token;
    const call = async (data: Hex, block: string | number = 'latest') =>
      (await result(beamId(), 'eth_call', [
        { to: token.address, data },
        typeof block === 'number' ? hex(block) : block,
      ])) as Hex;
    const read = async (functionName: 'name' | 'symbol' | 'decimals'): Promise<unknown> => {
      const data = await call(encodeFunctionData({ abi: erc20Abi, functionName }));
      return functionName === 'decimals'
        ? decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data })
        : decodeFunctionResult({ abi: erc20Abi, functionName, data });
    };
    expect(await read('name')).toBe(token.name);
    expect(await read('symbol')).toBe(token.symbol);
    expect(await read('decimals')).toBe(token.decimals);

    const asOf = Number((transfers[0] as DataTransfer).blockNumber);
    const balances = await dataApi<{ erc20TokenBalances: { address: string; balance: string }[] }>(
      `/chains/${beam.spec.evmChainId}/addresses/${holder}/balances:listErc20?blockNumber=${asOf}&filterSpamTokens=false&contractAddresses=${token.address}`,
    );
    const expected = BigInt(balances.erc20TokenBalances[0]?.balance ?? '0');
    const balanceOf = decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'balanceOf',
      data: await call(
        encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder as Address] }),
        asOf,
      ),
    });
    expect(balanceOf).toBe(expected);
    expect(expected).toBeGreaterThan(0n);
  });

  it('an ERC-721 collection answers name and symbol; unknown functions revert; an account without code returns 0x', async () => {
    const collection = beam.collections.find((c) => c.ercType === 'ERC-721');
    if (!collection) throw new Error('Beam has no ERC-721 collection');
    const address = beam.accounts[collection.account]!.address;
    const nameData = (await result(beamId(), 'eth_call', [
      { to: address, data: encodeFunctionData({ abi: erc721Abi, functionName: 'name' }) },
      'latest',
    ])) as Hex;
    expect(decodeFunctionResult({ abi: erc721Abi, functionName: 'name', data: nameData })).toBe(collection.name);
    const unknown = await rpc(beamId(), 'eth_call', [{ to: address, data: '0xdeadbeef' }, 'latest']);
    expect(unknown.error).toEqual({ code: -32000, message: 'execution reverted' });
    expect(await result(beamId(), 'eth_call', [{ to: holder, data: '0x06fdde03' }, 'latest'])).toBe('0x');
  });

  it('getCode: contracts have code from their deployment block on, accounts have none', async () => {
    const deployment = [...beam.deployments.entries()][0] as [number, number];
    const contract = beam.accounts[deployment[0]]!.address;
    const deployedAt = beam.txs[deployment[1]]!.block;
    const code = (await result(beamId(), 'eth_getCode', [contract, 'latest'])) as string;
    expect(code).toMatch(/^0x6080604052([0-9a-f]{2})+$/);
    expect(code.length).toBeGreaterThan(2000);
    expect(await result(beamId(), 'eth_getCode', [contract, hex(deployedAt)])).toBe(code);
    expect(await result(beamId(), 'eth_getCode', [contract, hex(deployedAt - 1)])).toBe('0x');
    expect(await result(beamId(), 'eth_getCode', [holder, 'latest'])).toBe('0x');
  });

  it('getTransactionCount is one more than the nonce of the last transaction the account sent', async () => {
    const page = await dataApi<{ transactions: { from: { address: string }; nonce: string; blockNumber: string }[] }>(
      `/chains/${beam.spec.evmChainId}/addresses/${holder}/transactions:listNative?pageSize=100`,
    );
    const lastSent = page.transactions.find((t) => t.from.address.toLowerCase() === holder.toLowerCase());
    if (!lastSent) throw new Error('the holder sent nothing');
    expect(Number(await result(beamId(), 'eth_getTransactionCount', [holder, 'latest']))).toBe(
      Number(lastSent.nonce) + 1,
    );
    expect(
      Number(await result(beamId(), 'eth_getTransactionCount', [holder, hex(Number(lastSent.blockNumber) - 1)])),
    ).toBeLessThanOrEqual(Number(lastSent.nonce));
  });
});

describe('JSON-RPC batches', () => {
  it('answers every call of a batch in order, each with its own id, errors included', async () => {
    const latest = (await result(beamId(), 'eth_blockNumber', [])) as string;
    const answers = (await post(`/ext/bc/${beamId()}/rpc`, [
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 7, method: 'eth_getBlockByNumber', params: [latest, false] },
      { jsonrpc: '2.0', id: 8, method: 'eth_getBlockByNumber', params: [hex(Number(latest) - 1), false] },
      { jsonrpc: '2.0', id: 9, method: 'eth_noSuchMethod', params: [] },
      { jsonrpc: '2.0', id: 10, method: 'eth_chainId', params: [] },
    ])) as RpcAnswer[];
    expect(answers.map((a) => a.id)).toEqual(['a', 7, 8, 9, 10]);
    expect(answers[0]?.result).toBe(latest);
    expect((answers[1]?.result as { number?: string } | undefined)?.number).toBe(latest);
    expect((answers[2]?.result as { number?: string } | undefined)?.number).toBe(hex(Number(latest) - 1));
    expect(answers[3]?.error?.code).toBe(-32601);
    expect(answers[4]?.result).toBe(hex(Number(beam.spec.evmChainId)));
  });

  it('refuses an empty batch and one over the node’s batch limit', async () => {
    expect(await post('/ext/bc/C/rpc', [])).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'empty batch' },
    });
    const calls = Array.from({ length: 1001 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'eth_chainId' }));
    expect(await post('/ext/bc/C/rpc', calls)).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'batch too large' } },
    ]);
  });
});
