import { cb58Decode, cb58Encode, nodeIdFromBytes } from '@shared/ids';
import { evmAddress } from '../ids';
import type { Rng } from '../rng';
import { appendId, fromHex, namedId, sha256, toHex } from './codec';
import { type BuildCtx, bareAddress, blsKeys, DAY, NANO_AVAX, newOwner, ownerRecord } from './context';
import { buildEvmChain, genesisBytes, VALIDATOR_MANAGER_PROXY } from './genesis';
import { SIM_NOW } from './params';
import { buildPTx, fundingBase, type L1ValidatorData, SECP_FX_ID } from './txs';
import type {
  BlockchainRecord,
  EvmChainRecord,
  L1ValidatorRecord,
  PoaValidatorRecord,
  PrimaryValidatorRecord,
  SubnetRecord,
} from './types';
import { addressedCall, registerL1ValidatorPayload, signMessage, unsignedMessage } from './warp';

/** Subnets, their blockchains, L1 conversions and validator sets, each backed by P-Chain txs. */

export const SUBNET_EVM_VM_ID = namedId('subnetevm');
const ADJECTIVES = ['Amber', 'Basalt', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo', 'Juniper'];
const NOUNS = ['Falcon', 'Ledger', 'Orchard', 'Forge', 'Arcade', 'Meridian', 'Relay', 'Summit', 'Vault', 'Harvest'];
const SUFFIXES = ['', ' Chain', ' L1', ' Network', ' Mainnet', ' DEX'];

function chainName(rng: Rng, used: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}${rng.pick(SUFFIXES)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function evmChainId(rng: Rng, used: Set<number>): number {
  for (;;) {
    const id = rng.chance(0.3) ? rng.int(1_000, 99_999) : rng.int(100_000, 999_999);
    if (id !== 43114 && id !== 43113 && !used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

const nodeBytes = (nodeID: string) => cb58Decode(nodeID.slice('NodeID-'.length)) as Uint8Array;
const idBytes = (id: string) => cb58Decode(id) as Uint8Array;

interface SubnetPlan {
  createdAt: number;
  isL1: boolean;
  tracked: boolean;
  nodeValidates: boolean;
}

export interface SubnetBuildInput {
  primaryValidators: PrimaryValidatorRecord[];
  /** The answering node's own validator record. */
  self: PrimaryValidatorRecord;
  usedChainNames: Set<string>;
  usedEvmChainIds: Set<number>;
  /** Whether the network's one unreadable genesis is still to be written (on the first untracked EVM chain). */
  unreadableGenesisPending: boolean;
}

function buildBlockchains(rng: Rng, ctx: BuildCtx, subnet: SubnetRecord, plan: SubnetPlan, input: SubnetBuildInput) {
  const count = rng.chance(0.8) ? 1 : rng.int(2, 3);
  const managerOnOwnChain = plan.isL1 && rng.chance(0.75);
  for (let i = 0; i < count; i++) {
    const createdAt = Math.min(SIM_NOW - DAY, plan.createdAt + rng.int(120, 3 * DAY));
    const name = chainName(rng, input.usedChainNames);
    const isEvm = i === 0 ? rng.chance(0.9) : rng.chance(0.6);
    const evm = isEvm
      ? buildEvmChain(
          rng,
          ctx.p,
          evmChainId(rng, input.usedEvmChainIds),
          createdAt,
          managerOnOwnChain && subnet.blockchains.every((b) => !b.evm),
          SIM_NOW,
        )
      : undefined;
    if (evm && !plan.tracked && input.unreadableGenesisPending) {
      breakGenesis(evm);
      input.unreadableGenesisPending = false;
    }
    const genesisString = evm ? undefined : JSON.stringify({ name, version: rng.int(1, 4), seed: rng.hex(8) });
    const vmID = evm ? SUBNET_EVM_VM_ID : rng.bytes(32);
    const tx = buildPTx(
      rng,
      ctx.p.hrp,
      fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, rng.bytes(20), 0n),
      {
        kind: 'createChain',
        subnetID: idBytes(subnet.subnetId),
        chainName: name,
        vmID,
        fxIDs: evm ? [] : [SECP_FX_ID],
        genesisData: evm ? genesisBytes(evm) : new Uint8Array(Buffer.from(genesisString ?? '', 'utf8')),
      },
    );
    const chain: BlockchainRecord = {
      blockchainId: tx.id,
      blockchainName: name,
      vmId: cb58Encode(vmID),
      subnetId: subnet.subnetId,
      createBlockTimestamp: createdAt,
      createBlockNumber: 0,
      evm,
      genesisString,
    };
    ctx.pEvents.push({
      time: createdAt,
      tx,
      placed: (height, time) => {
        chain.createBlockNumber = height;
        chain.createBlockTimestamp = time;
      },
    });
    subnet.blockchains.push(chain);
  }
  return managerOnOwnChain;
}

function l1Validator(
  rng: Rng,
  ctx: BuildCtx,
  validationID: Uint8Array,
  nodeID: Uint8Array,
  startTime: number,
): { record: L1ValidatorRecord; data: L1ValidatorData } {
  const signer = blsKeys(rng);
  const remaining = newOwner(rng);
  const deactivation = rng.chance(0.7) ? remaining : newOwner(rng);
  // Some validator managers register validators nobody can disable from the P-Chain: an owner with
  // threshold 0 and no addresses (the node prints `addresses: []`).
  const ownerless = rng.fork('ownerless').chance(0.15);
  const weight = rng.chance(0.5) ? BigInt(rng.int(1, 100)) : BigInt(rng.int(1, 1_000_000)) * 1_000n;
  const inactive = rng.chance(0.12);
  const balance = inactive ? 0n : BigInt(rng.int(100_000, 50_000_000)) * 1_000n;
  const connected = !inactive && rng.chance(0.85);
  return {
    record: {
      validationID: cb58Encode(validationID),
      nodeID: nodeIdFromBytes(nodeID),
      publicKey: toHex(signer.publicKey),
      weight,
      startTime,
      balance,
      minNonce: rng.chance(0.7) ? 0n : BigInt(rng.int(1, 6)),
      remainingBalanceOwner: ownerRecord(ctx, remaining),
      deactivationOwner: ownerRecord(ctx, ownerless ? NO_OWNER : deactivation),
      connected,
      uptimeSeconds: 0,
    },
    data: {
      nodeID,
      weight,
      balance: balance > 0n ? balance : BigInt(rng.int(1, 10)) * NANO_AVAX,
      signer,
      remainingBalanceOwner: remaining,
      deactivationOwner: ownerless ? NO_OWNER : deactivation,
    },
  };
}

const NO_OWNER = { locktime: 0n, threshold: 0, addrs: [] };

function setUptime(rng: Rng, v: L1ValidatorRecord): void {
  const since = Math.max(0, SIM_NOW - v.startTime);
  v.uptimeSeconds = Math.floor(since * (v.connected ? 0.9 + rng.next() * 0.1 : rng.next() * 0.6));
}

function convertToL1(rng: Rng, ctx: BuildCtx, subnet: SubnetRecord, plan: SubnetPlan, ownChain: boolean, self: string) {
  const lastChain = Math.max(...subnet.blockchains.map((b) => b.createBlockTimestamp));
  const from = Math.max(ctx.p.upgrades.etnaTime, lastChain) + 3600;
  const convertedAt = rng.int(from, Math.max(from, SIM_NOW - 2 * 3600));
  const evmChain = subnet.blockchains.find((b) => b.evm);
  const onOwn = ownChain && evmChain !== undefined;
  const managerBlockchainId = onOwn && evmChain ? evmChain.blockchainId : ctx.p.cChainId;
  const managerAddress = onOwn ? VALIDATOR_MANAGER_PROXY : evmAddress(rng);
  const subnetBytes = idBytes(subnet.subnetId);

  const initial = rng.int(1, 5);
  const made = Array.from({ length: initial }, (_, i) => {
    const node = i === 0 && plan.nodeValidates ? nodeBytes(self) : rng.bytes(20);
    return l1Validator(rng, ctx, appendId(subnetBytes, i), node, convertedAt);
  });
  const tx = buildPTx(rng, ctx.p.hrp, fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, rng.bytes(20), 0n), {
    kind: 'convertSubnetToL1',
    subnetID: subnetBytes,
    chainID: idBytes(managerBlockchainId),
    address: fromHex(managerAddress),
    validators: made.map((m) => m.data),
  });
  subnet.isL1 = true;
  const conversion = { txHash: tx.id, managerBlockchainId, managerAddress, timestamp: convertedAt };
  subnet.conversion = conversion;
  ctx.pEvents.push({
    time: convertedAt,
    tx,
    placed: (_h, time) => {
      conversion.timestamp = time;
      for (const m of made) {
        m.record.startTime = time;
        setUptime(rng, m.record);
      }
    },
  });
  subnet.l1Validators.push(...made.map((m) => m.record));

  for (let i = 0, later = rng.chance(0.5) ? rng.int(1, 4) : 0; i < later; i++) {
    const registeredAt = rng.int(convertedAt + 600, Math.max(convertedAt + 600, SIM_NOW - 600));
    const node = rng.bytes(20);
    const pending = l1Validator(rng, ctx, new Uint8Array(32), node, registeredAt);
    const payload = registerL1ValidatorPayload({
      subnetId: subnetBytes,
      nodeId: node,
      blsPublicKey: pending.data.signer.publicKey,
      expiry: registeredAt + DAY,
      ownerAddress: pending.data.remainingBalanceOwner.addrs[0] as Uint8Array,
      weight: pending.data.weight,
    });
    pending.record.validationID = cb58Encode(sha256(payload));
    const message = signMessage(
      unsignedMessage(ctx.p.networkId, idBytes(managerBlockchainId), addressedCall(fromHex(managerAddress), payload)),
      { validatorCount: subnet.l1Validators.length, percent: 67, salt: subnetBytes },
    );
    const reg = buildPTx(
      rng,
      ctx.p.hrp,
      fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, rng.bytes(20), pending.data.balance),
      {
        kind: 'registerL1Validator',
        balance: pending.data.balance,
        proofOfPossession: pending.data.signer.proofOfPossession,
        message,
      },
    );
    pending.record.registrationTxID = reg.id;
    ctx.pEvents.push({
      time: registeredAt,
      tx: reg,
      placed: (_h, time) => {
        pending.record.startTime = time;
        setUptime(rng, pending.record);
      },
    });
    subnet.l1Validators.push(pending.record);
  }
}

/**
 * Permissioned validators added by the subnet owner. A subnet converted to an L1 keeps the ones it had
 * (the node lists them before the L1 validators); a subnet can also have none at all.
 */
function addPoaValidators(
  rng: Rng,
  ctx: BuildCtx,
  subnet: SubnetRecord,
  plan: SubnetPlan,
  input: SubnetBuildInput,
  until = SIM_NOW - 600,
) {
  const picks = new Set<PrimaryValidatorRecord>();
  if (plan.nodeValidates && !plan.isL1) picks.add(input.self);
  else if (rng.fork('empty-set').chance(plan.isL1 ? 0 : 0.1)) return;
  for (let i = 0, n = plan.isL1 ? rng.int(1, 2) : rng.int(1, 7); i < n; i++) {
    const pick = rng.pick(input.primaryValidators);
    if (pick !== input.self) picks.add(pick);
  }
  for (const primary of picks) {
    const earliest = Math.max(primary.startTime, plan.createdAt) + 600;
    // Before a conversion only validators that could have been added before it count.
    if (earliest > until) continue;
    const startTime = rng.int(earliest, Math.max(earliest, until));
    const endTime = rng.int(Math.max(startTime + DAY, SIM_NOW + 3600), primary.endTime);
    const weight = BigInt(rng.pick([1, 10, 20, 100, 1000]));
    const tx = buildPTx(
      rng,
      ctx.p.hrp,
      fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, rng.bytes(20), 0n),
      {
        kind: 'addSubnetValidator',
        validator: { nodeID: nodeBytes(primary.nodeID), start: startTime, end: endTime, weight },
        subnetID: idBytes(subnet.subnetId),
      },
    );
    const record: PoaValidatorRecord = {
      txID: tx.id,
      nodeID: primary.nodeID,
      startTime,
      endTime,
      weight,
      connected: primary.connected,
      uptime: primary.connected ? 90 + rng.int(0, 100_000) / 10_000 : rng.int(0, 600_000) / 10_000,
    };
    ctx.pEvents.push({ time: startTime, tx });
    subnet.poaValidators.push(record);
  }
}

function buildSubnet(rng: Rng, ctx: BuildCtx, input: SubnetBuildInput): SubnetRecord {
  const createdAt = rng.int(ctx.p.genesisTime + 120 * DAY, SIM_NOW - 3 * DAY);
  const tracked = rng.chance(0.8);
  const plan: SubnetPlan = { createdAt, isL1: rng.chance(0.45), tracked, nodeValidates: tracked && rng.chance(0.5) };
  const threshold = rng.chance(0.8) ? 1 : 2;
  const owner = newOwner(rng, threshold === 1 ? rng.int(1, 2) : rng.int(2, 3), threshold);
  const tx = buildPTx(rng, ctx.p.hrp, fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, rng.bytes(20), 0n), {
    kind: 'createSubnet',
    owner,
  });
  const subnet: SubnetRecord = {
    subnetId: tx.id,
    createBlockTimestamp: createdAt,
    createBlockIndex: 0,
    owner: { locktime: 0, threshold, addresses: owner.addrs.map((a) => bareAddress(ctx, a)) },
    withDeprecatedOwnerFields: !rng.fork('deprecated-owner').chance(0.25),
    isL1: false,
    blockchains: [],
    tracked,
    nodeValidates: plan.nodeValidates,
    supply: BigInt(rng.int(1_000_000, 900_000_000)) * NANO_AVAX * BigInt(rng.pick([1, 1000])),
    l1Validators: [],
    poaValidators: [],
  };
  ctx.pEvents.push({
    time: createdAt,
    tx,
    placed: (height, time) => {
      subnet.createBlockIndex = height;
      subnet.createBlockTimestamp = time;
    },
  });
  const ownChain = buildBlockchains(rng, ctx, subnet, plan, input);
  if (plan.isL1) {
    const legacy = rng.fork('legacy-poa');
    // Some L1s ran as PoA subnets first; their permissioned validators stay after the conversion.
    if (legacy.chance(0.3)) addPoaValidators(legacy, ctx, subnet, plan, input, plan.createdAt + 3600);
    convertToL1(rng, ctx, subnet, plan, ownChain, input.self.nodeID);
  } else addPoaValidators(rng, ctx, subnet, plan, input);
  return subnet;
}

/**
 * One chain per network whose creator's genesis subnet-evm could not read (a fee given as text): the
 * P-Chain does not check genesis bytes, so the chain exists, no node runs it, and the Data API passes
 * the genesis on as written.
 */
function breakGenesis(evm: EvmChainRecord): void {
  const config = evm.genesis.config as { feeConfig?: Record<string, unknown> };
  config.feeConfig = { ...config.feeConfig, minBaseFee: '25 gwei' };
}

export function buildSubnets(rng: Rng, ctx: BuildCtx, input: SubnetBuildInput): SubnetRecord[] {
  const out: SubnetRecord[] = [];
  for (let i = 0; i < ctx.p.sizes.subnets; i++) out.push(buildSubnet(rng.fork(`subnet-${i}`), ctx, input));
  return out;
}
