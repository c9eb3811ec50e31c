import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseChannelResult } from '@main/ipc/router';
import { type ChannelName, contract, isChannelName } from '@shared/contract';
import { genesisProblems } from '@shared/models/data/genesis';
import type { ListSubnetsResponse } from '@shared/models/data/primary';
import { describe, expect, it } from 'vitest';

/**
 * The corpus of real responses (tests/fixtures/real, see its README): every example is parsed with its
 * channel's result schema exactly as the router parses a remote answer, and must be accepted.
 */

const ROOT = join(__dirname, '..', 'fixtures', 'real');
const KINDS = ['doc-example', 'golden-file', 'go-test', 'go-struct', 'openapi-example'] as const;

interface Fixture {
  file: string;
  channel: ChannelName;
  kind: (typeof KINDS)[number];
  source: { repo: string; path: string; commit: string; where: string };
  sentToday: boolean;
  note?: string;
  result: unknown;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

const FIXTURES: Fixture[] = jsonFiles(ROOT).map((path) => ({
  file: relative(ROOT, path),
  ...(JSON.parse(readFileSync(path, 'utf8')) as Omit<Fixture, 'file'>),
}));
const fixture = (file: string) => {
  const found = FIXTURES.find((f) => f.file === file);
  if (!found) throw new Error(`no fixture ${file}`);
  return found;
};
/** The data the renderer receives for a fixture (the router's parse must succeed). */
function parsed<T = Record<string, unknown>>(file: string): T {
  const { channel, result } = fixture(file);
  const answer = parseChannelResult(channel, result);
  if (!answer.ok) throw new Error(`${file}: ${answer.error.message}`);
  return answer.data as T;
}

describe('the corpus of real responses', () => {
  it('holds doc examples, golden files, Go test JSON and Go-struct shapes, each with its source', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(90);
    for (const kind of KINDS)
      expect(
        FIXTURES.some((f) => f.kind === kind),
        kind,
      ).toBe(true);
    for (const f of FIXTURES) {
      expect(isChannelName(f.channel), `${f.file}: channel ${f.channel}`).toBe(true);
      expect(KINDS, f.file).toContain(f.kind);
      expect(f.source.repo, f.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(f.source.path.length, f.file).toBeGreaterThan(0);
      expect(f.source.commit, f.file).toMatch(/^[0-9a-f]{40}$/);
      expect(f.source.where.length, f.file).toBeGreaterThan(0);
      expect(typeof f.sentToday, f.file).toBe('boolean');
      // An example today's servers no longer send is kept, and says why.
      if (!f.sentToday) expect(f.note?.length ?? 0, `${f.file} needs a note`).toBeGreaterThan(40);
      expect('result' in f, f.file).toBe(true);
    }
  });

  it.each(FIXTURES.map((f) => [f.file, f] as const))('%s parses with its channel’s result schema', (_file, f) => {
    const answer = parseChannelResult(f.channel, f.result);
    expect(answer.ok ? null : answer.error.message).toBeNull();
  });

  it('covers every method the issue names, in the shape today’s servers send', () => {
    const today = new Set(FIXTURES.filter((f) => f.sentToday).map((f) => f.channel));
    const named: ChannelName[] = [
      'node.info.peers',
      'node.info.getVMs',
      'node.info.upgrades',
      'node.info.uptime',
      'node.platform.getCurrentValidators',
      'node.platform.getCurrentSupply',
      'node.platform.getBalance',
      'node.platform.getBlock',
      'node.index.getContainerRange',
      'node.evm.feeConfig',
      'node.evm.getChainConfig',
      'node.evm.getActiveRulesAt',
      'node.validators.getCurrentValidators',
      'data.listSubnets',
    ];
    for (const channel of named) expect(today.has(channel), channel).toBe(true);
    for (const f of FIXTURES) expect(contract[f.channel].result, f.file).toBeDefined();
  });
});

describe('what the parsed corpus tells the views', () => {
  it('info: numPeers and observedUptime as strings, an empty publicIP, ACP ids as numbers', () => {
    const peers = parsed<{ numPeers: string; peers: Record<string, unknown>[] }>('info/peers-current.json');
    expect(peers.numPeers).toBe('2');
    expect(peers.peers[0]).toMatchObject({
      observedUptime: '99',
      supportedACPs: [194, 204],
      upgradeTime: '1763568000',
    });
    expect(peers.peers[1]?.publicIP).toBe('');
    // The docs' example prints numPeers as a number: the same value comes out as text.
    expect(parsed<{ numPeers: string }>('info/peers.json').numPeers).toBe('3');
  });

  it('info: getVMs with fxs, upgrades with graniteEpochDuration and heliconTime', () => {
    expect(parsed('info/get-vms-with-fxs.json').fxs).toMatchObject({
      spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ: 'secp256k1fx',
    });
    const upgrades = parsed('info/upgrades-mainnet.json');
    expect(upgrades.graniteEpochDuration).toBe('300000000000');
    expect(upgrades.heliconTime).toBe('9999-12-01T00:00:00Z');
    expect(parsed('info/upgrades-fuji-v1.15.0.json').heliconTime).toBe('2026-07-28T15:00:00Z');
  });

  it('platform: validators of every kind, supply with height, balance without UTXOs, Banff blocks', () => {
    const primary = parsed<{ validators: Record<string, unknown>[] }>('platform/get-current-validators-primary.json');
    expect(primary.validators[0]?.signer).toMatchObject({ proofOfPossession: expect.stringMatching(/^0x/) });
    const auto = parsed<{ validators: Record<string, unknown>[] }>('platform/get-current-validators-auto-renewed.json');
    expect(auto.validators[0]).toMatchObject({ nextPeriod: '1209600', autoCompoundRewardShares: '333333' });
    expect(auto.validators[0]?.validatorAuthority).toMatchObject({ threshold: '1' });
    const poa = parsed<{ validators: Record<string, unknown>[] }>('platform/get-current-validators-poa.json');
    expect(Object.keys(poa.validators[0] ?? {}).sort()).toEqual(['endTime', 'nodeID', 'startTime', 'txID', 'weight']);
    const mixed = parsed<{ validators: Record<string, unknown>[] }>('platform/get-current-validators-l1-mixed.json');
    expect(mixed.validators[1]?.deactivationOwner).toEqual({ locktime: '0', threshold: '0', addresses: [] });
    expect(parsed('platform/get-current-validators-empty.json').validators).toEqual([]);
    expect(parsed('platform/get-current-supply.json').height).toBe('22815463');
    expect(parsed('platform/get-current-supply-doc.json').height).toBeUndefined();
    expect(parsed('platform/get-balance-no-utxos.json').utxoIDs).toBeNull();
    const proposal = parsed<{ block: Record<string, unknown> }>('platform/get-block-banff-proposal.json').block;
    expect(proposal.txs).toBeNull();
    expect(proposal.tx).toMatchObject({ unsignedTx: { time: 123457 }, credentials: null });
    const commit = parsed<{ block: Record<string, unknown> }>('platform/get-block-banff-commit.json').block;
    expect(commit.tx).toBeUndefined();
    expect(commit.txs).toBeUndefined();
  });

  it('index: the wrapped range and the docs’ bare array read as the same list', () => {
    const wrapped = parsed<unknown[]>('index/get-container-range.json');
    const bare = parsed<unknown[]>('index/get-container-range-doc.json');
    expect(wrapped).toEqual(bare);
    expect(wrapped).toHaveLength(1);
  });

  it('evm: null precompile timestamp, fee config without lastChangedAt, upgrade overrides, no active precompile', () => {
    const config = parsed('evm/subnet-evm-chain-config.json');
    expect(config.txAllowListConfig).toMatchObject({ blockTimestamp: null });
    expect(config.upgrades).toMatchObject({
      networkUpgradeOverrides: { subnetEVMTimestamp: '13' },
      stateUpgrades: [
        { blockTimestamp: '14', accounts: { '0x0f00000000000000000000000000000000000000': { code: '0x10' } } },
      ],
    });
    expect(config.heliconTimestamp).toBe(253399622400);
    const fees = parsed('evm/subnet-evm-fee-config-pre-activation.json');
    expect(fees.lastChangedAt).toBeUndefined();
    expect(fees.feeConfig).toMatchObject({ gasLimit: '8000000' });
    expect(parsed('evm/subnet-evm-active-rules.json').precompiles).toEqual({});
  });

  it('data: subnets without the deprecated owner fields, and a creator’s genesis with an unreadable part', () => {
    const without = parsed<ListSubnetsResponse>('data/list-subnets-without-deprecated.json').subnets[0];
    expect(without?.ownerAddresses).toBeUndefined();
    expect(without?.subnetOwnershipInfo.threshold).toBe(1);
    const creator = parsed<ListSubnetsResponse>('data/list-subnets-creator-genesis.json').subnets[0];
    const genesis = creator?.blockchains[0]?.genesisData as Record<string, unknown>;
    expect(genesis.gasLimit).toBe(12000000);
    expect(genesisProblems(genesis)).toEqual([
      { path: 'config.feeConfig.minBaseFee', message: expect.any(String), raw: '25 gwei' },
    ]);
    expect(
      genesisProblems(
        parsed<ListSubnetsResponse>('data/list-subnets-openapi.json').subnets[0]?.blockchains[0]?.genesisData,
      ),
    ).toEqual([]);
  });
});
