import type { ChannelName } from '@shared/contract';
import type { EvmChainData } from '@sim/dataset/evm';
import { accountOf, latestBlock, nativeBalanceAt } from '@sim/dataset/evm/lookup';
import type { NetworkDataset } from '@sim/dataset/primary';
import { activePrecompilesAt } from '@sim/dataset/primary/genesis';
import type { BlockchainRecord, EvmChainRecord, SubnetRecord } from '@sim/dataset/primary/types';
import { UPGRADES } from '@sim/routes/evm/chain-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** An EVM chain's `/ext/bc/<id>/rpc` (the C-Chain and subnet-EVM L1s) through invoke → router → client → simulator. */

const h = harnessForFile();
let d: NetworkDataset;
let c: EvmChainData;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
  c = h.sim.dataset.evm.mainnet;
});

const hex = (n: number | bigint) => `0x${n.toString(16)}`;

type RunningEvm = { subnet: SubnetRecord; chain: BlockchainRecord; evm: EvmChainRecord };
/** Subnet-EVM chains this node runs (it serves their RPC). */
const runningEvmChains = (): RunningEvm[] =>
  d.subnets
    .filter((s) => s.tracked)
    .flatMap((subnet) => subnet.blockchains.flatMap((chain) => (chain.evm ? [{ subnet, chain, evm: chain.evm }] : [])));
const runningWhere = (pick: (c: RunningEvm) => boolean): RunningEvm => {
  const found = runningEvmChains().find(pick);
  if (!found) throw new Error('no running EVM chain matches');
  return found;
};

describe('the C-Chain: standard reads consistent with each other and with the dataset', () => {
  it('chainId and blockNumber', async () => {
    expect(await h.ok('node.evm.chainId', { blockchainId: 'C' })).toBe(hex(Number(c.spec.evmChainId)));
    expect(Number(await h.ok('node.evm.chainId', { blockchainId: d.cChainId }))).toBe(43114);
    expect(await h.ok('node.evm.blockNumber', { blockchainId: 'C' })).toBe(hex(latestBlock(c).number));
  });

  it('getBlockByNumber: latest is the block blockNumber names; transactions as hashes or objects', async () => {
    const head = await h.ok('node.evm.blockNumber', { blockchainId: 'C' });
    const latest = await h.ok('node.evm.getBlockByNumber', { blockchainId: 'C' });
    expect(latest?.number).toBe(head);
    expect(latest?.hash).toBe(latestBlock(c).hash);
    const block = c.blocks.find((b, i) => i > 0 && b.txCount > 2) as (typeof c.blocks)[number];
    const byNumber = await h.ok('node.evm.getBlockByNumber', { blockchainId: 'C', block: block.number });
    expect(byNumber?.hash).toBe(block.hash);
    expect(byNumber?.parentHash).toBe(c.blocks[block.number - c.spec.firstBlock - 1]?.hash);
    const hashes = c.txs.slice(block.firstTx, block.firstTx + block.txCount).map((t) => t.hash);
    expect(byNumber?.transactions).toEqual(hashes);
    const full = await h.ok('node.evm.getBlockByNumber', {
      blockchainId: 'C',
      block: hex(block.number),
      fullTx: true,
    });
    const objects = (full?.transactions ?? []).map((t) => (typeof t === 'string' ? { hash: t, blockHash: null } : t));
    expect(objects.map((t) => t.hash)).toEqual(hashes);
    for (const t of objects) expect(t.blockHash).toBe(block.hash);
  });

  it('getBlockByNumber of a block outside the served history is null', async () => {
    expect(await h.ok('node.evm.getBlockByNumber', { blockchainId: 'C', block: 'earliest' })).toBeNull();
    const past = latestBlock(c).number + 10;
    expect(await h.ok('node.evm.getBlockByNumber', { blockchainId: 'C', block: past })).toBeNull();
  });

  it('getTransactionByHash, getTransactionReceipt and getBalance agree about one transaction', async () => {
    const tx = c.txs.find((t) => t.block > c.spec.firstBlock && t.value > 0n && t.success) as (typeof c.txs)[number];
    const block = c.blocks[tx.block - c.spec.firstBlock] as (typeof c.blocks)[number];
    const from = c.accounts[tx.from]?.address as string;
    const got = await h.ok('node.evm.getTransactionByHash', { blockchainId: 'C', hash: tx.hash });
    expect(got).toMatchObject({
      hash: tx.hash,
      blockHash: block.hash,
      blockNumber: hex(block.number),
      transactionIndex: hex(tx.index),
      from: from.toLowerCase(),
      value: hex(tx.value),
      nonce: hex(tx.nonce),
    });
    const receipt = await h.ok('node.evm.getTransactionReceipt', { blockchainId: 'C', hash: tx.hash });
    expect(receipt).toMatchObject({
      transactionHash: tx.hash,
      blockHash: block.hash,
      blockNumber: hex(block.number),
      from: from.toLowerCase(),
      gasUsed: hex(tx.gasUsed),
      status: '0x1',
    });
    const account = accountOf(c, from) as number;
    const atBlock = await h.ok('node.evm.getBalance', { blockchainId: 'C', address: from, block: block.number });
    expect(atBlock).toBe(hex(nativeBalanceAt(c, account, block.number)));
    const before = await h.ok('node.evm.getBalance', { blockchainId: 'C', address: from, block: block.number - 1 });
    expect(before).toBe(hex(nativeBalanceAt(c, account, block.number - 1)));
    // Sending value and paying gas lowers the sender's balance across the block.
    expect(BigInt(atBlock)).toBeLessThan(BigInt(before));
    const latest = await h.ok('node.evm.getBalance', { blockchainId: 'C', address: from });
    expect(latest).toBe(hex(nativeBalanceAt(c, account, latestBlock(c).number)));
  });

  it('an unknown transaction is null, its receipt too', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(await h.ok('node.evm.getTransactionByHash', { blockchainId: 'C', hash })).toBeNull();
    expect(await h.ok('node.evm.getTransactionReceipt', { blockchainId: 'C', hash })).toBeNull();
  });

  it('feeConfig, getChainConfig, getActiveRulesAt and getActivePrecompilesAt', async () => {
    const head = latestBlock(c).number;
    const fee = await h.ok('node.evm.feeConfig', { blockchainId: 'C', block: head - 5 });
    expect(fee.lastChangedAt).toBe('0');
    expect(Number(fee.feeConfig.targetBlockRate)).toBeGreaterThan(0);
    expect(await h.ok('node.evm.feeConfig', { blockchainId: 'C' })).toEqual(fee);
    expect(await h.invoke('node.evm.feeConfig', { blockchainId: 'C', block: head + 100 })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
    const config = await h.ok('node.evm.getChainConfig', { blockchainId: 'C' });
    expect(config.chainId).toBe(c.spec.evmChainId);
    expect(config.feeConfig).toEqual(fee.feeConfig);
    const durango = UPGRADES.mainnet.durango as number;
    const before = await h.ok('node.evm.getActiveRulesAt', { blockchainId: 'C', timestamp: durango - 1 });
    const after = await h.ok('node.evm.getActiveRulesAt', { blockchainId: 'C', timestamp: durango });
    expect(before.avalancheRules.IsDurango).toBe(false);
    expect(after.avalancheRules.IsDurango).toBe(true);
    expect(Object.keys(before.precompiles)).toEqual([]);
    expect(after.precompiles.warpConfig?.timestamp).toBe(String(durango));
    const precompiles = await h.ok('node.evm.getActivePrecompilesAt', { blockchainId: 'C' });
    expect(precompiles.warpConfig?.blockTimestamp).toBe(String(durango));
    expect(await h.ok('node.evm.getActivePrecompilesAt', { blockchainId: 'C', timestamp: durango - 1 })).toEqual({});
  });
});

describe('subnet-EVM L1 chains', () => {
  it('chainId, blockNumber and getBlockByNumber of the running chain', async () => {
    const { chain, evm } = runningWhere((x) => x.subnet.isL1);
    const blockchainId = chain.blockchainId;
    expect(await h.ok('node.evm.chainId', { blockchainId })).toBe(hex(evm.evmChainId));
    expect(await h.ok('node.evm.blockNumber', { blockchainId })).toBe(hex(evm.latestBlock));
    const latest = await h.ok('node.evm.getBlockByNumber', { blockchainId, fullTx: true });
    expect(latest?.number).toBe(hex(evm.latestBlock));
    expect(Number(latest?.timestamp)).toBeLessThanOrEqual(evm.latestBlockTimestamp);
    const parent = await h.ok('node.evm.getBlockByNumber', { blockchainId, block: evm.latestBlock - 1 });
    expect(latest?.parentHash).toBe(parent?.hash);
    expect(Number(parent?.timestamp)).toBeLessThanOrEqual(Number(latest?.timestamp));
    const genesis = await h.ok('node.evm.getBlockByNumber', { blockchainId, block: 'earliest' });
    expect(Number(genesis?.timestamp)).toBe(evm.genesisTimestamp);
    expect(await h.ok('node.evm.getBlockByNumber', { blockchainId, block: evm.latestBlock + 1 })).toBeNull();
  });

  it('getBalance is the genesis allocation; unknown transactions are null', async () => {
    const { chain, evm } = runningWhere((x) => x.subnet.isL1);
    const blockchainId = chain.blockchainId;
    const [address, entry] = Object.entries(evm.genesis.alloc as Record<string, { balance: string }>)[0] as [
      string,
      { balance: string },
    ];
    expect(BigInt(await h.ok('node.evm.getBalance', { blockchainId, address }))).toBe(BigInt(entry.balance));
    const stranger = '0x000000000000000000000000000000000000dEaD';
    expect(await h.ok('node.evm.getBalance', { blockchainId, address: stranger, block: 0 })).toBe('0x0');
    const hash = `0x${'cd'.repeat(32)}`;
    expect(await h.ok('node.evm.getTransactionByHash', { blockchainId, hash })).toBeNull();
    expect(await h.ok('node.evm.getTransactionReceipt', { blockchainId, hash })).toBeNull();
  });

  it('feeConfig at a block: the original before the fee manager changed it, the new one from then on', async () => {
    const { chain, evm } = runningWhere((x) => x.evm.feeLastChangedAt > 0);
    const blockchainId = chain.blockchainId;
    const before = await h.ok('node.evm.feeConfig', { blockchainId, block: evm.feeLastChangedAt - 1 });
    const at = await h.ok('node.evm.feeConfig', { blockchainId, block: evm.feeLastChangedAt });
    expect(before.lastChangedAt).toBe('0');
    expect(before.feeConfig.minBaseFee).toBe(String(evm.feeConfig.minBaseFee));
    expect(at.lastChangedAt).toBe(String(evm.feeLastChangedAt));
    expect(at.feeConfig.minBaseFee).toBe(String(evm.currentFeeConfig.minBaseFee));
    expect(at.feeConfig.minBaseFee).not.toBe(before.feeConfig.minBaseFee);
    expect(await h.ok('node.evm.feeConfig', { blockchainId })).toEqual(at);
    // By block hash: the same answer as by that block's number, and the block's base fee follows it.
    const older = await h.ok('node.evm.getBlockByNumber', { blockchainId, block: evm.feeLastChangedAt - 1 });
    const byHash = await h.ok('node.evm.feeConfig', { blockchainId, block: older?.hash as string });
    expect(byHash).toEqual(before);
    expect(older?.baseFeePerGas).toBe(hex(evm.feeConfig.minBaseFee));
    expect(await h.invoke('node.evm.feeConfig', { blockchainId, block: evm.latestBlock + 1 })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
  });

  it('getChainConfig: fee config, precompile configs and the scheduled upgrades', async () => {
    const { chain, evm } = runningWhere((x) => x.evm.upgrades.some((u) => u.disable) || x.evm.upgrades.length > 1);
    const config = await h.ok('node.evm.getChainConfig', { blockchainId: chain.blockchainId });
    expect(config.chainId).toBe(String(evm.evmChainId));
    expect(config.feeConfig?.gasLimit).toBe(String(evm.feeConfig.gasLimit));
    expect(config.allowFeeRecipients).toBe(evm.allowFeeRecipients);
    for (const [name, cfg] of Object.entries(evm.precompiles)) {
      expect(config[name as keyof typeof config], name).toMatchObject({ adminAddresses: cfg.adminAddresses });
    }
    const upgrades = config.upgrades?.precompileUpgrades ?? [];
    expect(upgrades.map((u) => Object.keys(u))).toEqual(evm.upgrades.map((u) => [u.name]));
    evm.upgrades.forEach((want, i) => {
      const got = upgrades[i]?.[want.name];
      expect(got?.blockTimestamp).toBe(String(want.blockTimestamp));
      if (want.disable) expect(got).toMatchObject({ disable: true, adminAddresses: null });
      else expect(got?.adminAddresses).toEqual(want.adminAddresses);
    });
  });

  it('getActivePrecompilesAt before and after an upgrade, by timestamp', async () => {
    const { chain, evm } = runningWhere((x) => x.evm.upgrades.some((u) => !u.disable));
    const upgrade = evm.upgrades.find((u) => !u.disable) as (typeof evm.upgrades)[number];
    const blockchainId = chain.blockchainId;
    const before = await h.ok('node.evm.getActivePrecompilesAt', {
      blockchainId,
      timestamp: upgrade.blockTimestamp - 1,
    });
    const after = await h.ok('node.evm.getActivePrecompilesAt', {
      blockchainId,
      timestamp: String(upgrade.blockTimestamp),
    });
    expect(Object.keys(before).sort()).toEqual([...activePrecompilesAt(evm, upgrade.blockTimestamp - 1).keys()].sort());
    expect(after[upgrade.name]).toMatchObject({
      adminAddresses: upgrade.adminAddresses,
      blockTimestamp: String(upgrade.blockTimestamp),
    });
    const latest = await h.ok('node.evm.getActivePrecompilesAt', { blockchainId });
    expect(Object.keys(latest).sort()).toEqual([...activePrecompilesAt(evm, evm.latestBlockTimestamp).keys()].sort());
  });

  it('getActiveRulesAt on a chain that offers it; unavailable on one that does not', async () => {
    const { chain, evm } = runningWhere((x) => x.evm.offersActiveRulesAt);
    const rules = await h.ok('node.evm.getActiveRulesAt', { blockchainId: chain.blockchainId });
    expect(rules.avalancheRules).toMatchObject({ IsSubnetEVM: true, IsDurango: true });
    expect(rules.ethRules.IsIstanbul).toBe(true);
    const expected = [...activePrecompilesAt(evm, evm.latestBlockTimestamp).keys()] as string[];
    if (evm.warp && evm.warp.blockTimestamp <= evm.latestBlockTimestamp) expected.push('warpConfig');
    expect(Object.keys(rules.precompiles).sort()).toEqual(expected.sort());
    const early = await h.ok('node.evm.getActiveRulesAt', {
      blockchainId: chain.blockchainId,
      timestamp: evm.durangoTimestamp - 1,
    });
    expect(early.avalancheRules.IsDurango).toBe(false);

    const without = runningWhere((x) => !x.evm.offersActiveRulesAt);
    const r = await h.invoke('node.evm.getActiveRulesAt', { blockchainId: without.chain.blockchainId });
    expect(r).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });

  it('a PoA subnet chain answers too', async () => {
    const { chain, evm } = runningWhere((x) => !x.subnet.isL1);
    expect(await h.ok('node.evm.chainId', { blockchainId: chain.blockchainId })).toBe(hex(evm.evmChainId));
  });

  it('a blockchain this node does not run is unavailable (404), not an rpc error', async () => {
    const untracked = d.subnets.find((s) => !s.tracked && s.blockchains.some((b) => b.evm));
    const blockchainId = untracked?.blockchains.find((b) => b.evm)?.blockchainId as string;
    for (const r of [
      await h.invoke('node.evm.chainId', { blockchainId }),
      await h.invoke('node.evm.getChainConfig', { blockchainId }),
      await h.invoke('node.evm.getBlockByNumber', { blockchainId }),
    ]) {
      expect(r).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 404 } });
    }
  });
});

describe('evm params are refused before the network', () => {
  const EVM_ADDRESS = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
  const HASH = `0x${'1f'.repeat(32)}`;
  const CASES: [ChannelName, unknown, string | undefined][] = [
    ['node.evm.chainId', {}, 'blockchainId'],
    ['node.evm.chainId', { blockchainId: 'D' }, 'blockchainId'],
    ['node.evm.chainId', { blockchainId: 'C', extra: 1 }, undefined],
    ['node.evm.blockNumber', { blockchainId: 'X' }, 'blockchainId'],
    ['node.evm.getChainConfig', { blockchainId: 'abc' }, 'blockchainId'],
    ['node.evm.feeConfig', { blockchainId: 'C', block: 'finalized' }, 'block'],
    ['node.evm.feeConfig', { blockchainId: 'C', block: '0x12z' }, 'block'],
    ['node.evm.feeConfig', { blockchainId: 'C', block: -1 }, 'block'],
    ['node.evm.getActivePrecompilesAt', { blockchainId: 'C', timestamp: -5 }, 'timestamp'],
    ['node.evm.getActivePrecompilesAt', { blockchainId: 'C', timestamp: 1.5 }, 'timestamp'],
    ['node.evm.getActiveRulesAt', { blockchainId: 'C', timestamp: 'soon' }, 'timestamp'],
    ['node.evm.getBlockByNumber', { blockchainId: 'C', block: 'safe' }, 'block'],
    ['node.evm.getBlockByNumber', { blockchainId: 'C', block: -1 }, 'block'],
    ['node.evm.getBlockByNumber', { blockchainId: 'C', fullTx: 'yes' }, 'fullTx'],
    ['node.evm.getTransactionByHash', { blockchainId: 'C', hash: '0x12' }, 'hash'],
    ['node.evm.getTransactionByHash', { blockchainId: 'C' }, 'hash'],
    ['node.evm.getTransactionReceipt', { blockchainId: 'C', hash: HASH.slice(2) }, 'hash'],
    ['node.evm.getBalance', { blockchainId: 'C', address: '0x123' }, 'address'],
    ['node.evm.getBalance', { blockchainId: 'C', address: EVM_ADDRESS.replace('b', 'B') }, 'address'],
    ['node.evm.getBalance', { blockchainId: 'C', address: EVM_ADDRESS, block: 'now' }, 'block'],
    ['node.evm.getBalance', { blockchainId: 'C' }, 'address'],
  ];
  it.each(CASES)('%s %j → field %s', async (channel, params, field) => {
    await expectRefusedOffline(h, channel, params, field);
  });

  it('a blockchain id with a broken checksum is refused', async () => {
    const id = runningEvmChains()[0]?.chain.blockchainId as string;
    const broken = `${id.slice(0, -1)}${id.endsWith('1') ? '2' : '1'}`;
    await expectRefusedOffline(h, 'node.evm.chainId', { blockchainId: broken }, 'blockchainId');
  });
});
