import { formatAvaxAddress } from '@shared/ids';
import type { Rng } from '../rng';
import { ByteWriter, cb58 as cb58Uncached, fillBytes, idOf, namedId, toHex } from './codec';

/** Serialisation of the P- and X-Chain transactions the dataset holds: bytes and avalanchego's JSON form agree. */

export const SECP_FX_ID = namedId('secp256k1fx');

/** Codec type ids (P-Chain and X-Chain codecs). */
const TYPE = {
  transferInput: 5,
  transferOutput: 7,
  credential: 9,
  subnetAuth: 10,
  outputOwners: 11,
  pAddSubnetValidator: 13,
  pCreateChain: 15,
  pCreateSubnet: 16,
  pAddPermissionlessValidator: 25,
  pAddPermissionlessDelegator: 26,
  pEmptySigner: 27,
  pSigner: 28,
  pBase: 34,
  pRewardValidator: 20,
  pConvertSubnetToL1: 35,
  pRegisterL1Validator: 36,
  pAddAutoRenewedValidator: 40,
  xBase: 0,
  xExport: 4,
} as const;

export interface OwnerData {
  locktime: bigint;
  threshold: number;
  addrs: Uint8Array[];
}
export interface OutputData {
  assetID: Uint8Array;
  amount: bigint;
  owner: OwnerData;
}
export interface InputData {
  txID: Uint8Array;
  outputIndex: number;
  assetID: Uint8Array;
  amount: bigint;
  sigIndices: number[];
}
export interface BaseTxData {
  networkID: number;
  blockchainID: Uint8Array;
  outputs: OutputData[];
  inputs: InputData[];
  memo: Uint8Array;
}
export interface ValidatorData {
  nodeID: Uint8Array;
  start: number;
  end: number;
  weight: bigint;
}
export interface SignerData {
  publicKey: Uint8Array;
  proofOfPossession: Uint8Array;
}
export interface L1ValidatorData {
  nodeID: Uint8Array;
  weight: bigint;
  balance: bigint;
  signer: SignerData;
  remainingBalanceOwner: OwnerData;
  deactivationOwner: OwnerData;
}

export type PTxBody =
  | { kind: 'base' }
  | {
      kind: 'addValidator';
      validator: ValidatorData;
      subnetID: Uint8Array;
      signer: SignerData | null;
      stake: OutputData[];
      validationRewardsOwner: OwnerData;
      delegationRewardsOwner: OwnerData;
      shares: number;
    }
  | {
      kind: 'addAutoRenewedValidator';
      nodeID: Uint8Array;
      signer: SignerData;
      stake: OutputData[];
      validationRewardsOwner: OwnerData;
      delegationRewardsOwner: OwnerData;
      validatorAuthority: OwnerData;
      shares: number;
      autoCompoundRewardShares: number;
      period: number;
    }
  | { kind: 'addSubnetValidator'; validator: ValidatorData; subnetID: Uint8Array }
  | {
      kind: 'addDelegator';
      validator: ValidatorData;
      subnetID: Uint8Array;
      stake: OutputData[];
      rewardsOwner: OwnerData;
    }
  | { kind: 'createSubnet'; owner: OwnerData }
  | {
      kind: 'createChain';
      subnetID: Uint8Array;
      chainName: string;
      vmID: Uint8Array;
      fxIDs: Uint8Array[];
      genesisData: Uint8Array;
    }
  | {
      kind: 'convertSubnetToL1';
      subnetID: Uint8Array;
      chainID: Uint8Array;
      address: Uint8Array;
      validators: L1ValidatorData[];
    }
  | { kind: 'registerL1Validator'; balance: bigint; proofOfPossession: Uint8Array; message: Uint8Array };

export type XTxBody =
  | { kind: 'base' }
  | { kind: 'export'; destinationChain: Uint8Array; exportedOutputs: OutputData[] };

export interface BuiltTx {
  id: string;
  bytes: Uint8Array;
  /** avalanchego's JSON form of the signed tx: {unsignedTx, credentials, id} (built on first use). */
  json(): Record<string, unknown>;
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

interface JsonCtx {
  hrp: string;
  chain: 'P' | 'X';
}

/** Asset, chain and fx ids repeat in every tx: encode each array once. */
const cb58Cache = new WeakMap<Uint8Array, string>();
function cb58(b: Uint8Array): string {
  let out = cb58Cache.get(b);
  if (out === undefined) {
    out = cb58Uncached(b);
    cb58Cache.set(b, out);
  }
  return out;
}
const nodeIdFromBytes = (b: Uint8Array) => `NodeID-${cb58(b)}`;
const fxId = cb58Uncached(SECP_FX_ID);
const num = (v: bigint) => Number(v);

function writeOwner(w: ByteWriter, o: OwnerData): void {
  w.u64(o.locktime).u32(o.threshold).u32(o.addrs.length);
  for (const a of o.addrs) w.raw(a);
}
function ownerJson(o: OwnerData, ctx: JsonCtx) {
  return {
    addresses: o.addrs.map((a) => formatAvaxAddress(ctx.hrp, a, ctx.chain)),
    locktime: num(o.locktime),
    threshold: o.threshold,
  };
}
function writeOutputs(w: ByteWriter, outs: OutputData[]): void {
  w.u32(outs.length);
  for (const o of outs) {
    w.raw(o.assetID).u32(TYPE.transferOutput).u64(o.amount);
    writeOwner(w, o.owner);
  }
}
const outputsJson = (outs: OutputData[], ctx: JsonCtx) =>
  outs.map((o) => ({
    assetID: cb58(o.assetID),
    fxID: fxId,
    output: { ...ownerJson(o.owner, ctx), amount: num(o.amount) },
  }));

function writeBase(w: ByteWriter, b: BaseTxData): void {
  w.u32(b.networkID).raw(b.blockchainID);
  writeOutputs(w, b.outputs);
  w.u32(b.inputs.length);
  for (const i of b.inputs) {
    w.raw(i.txID).u32(i.outputIndex).raw(i.assetID).u32(TYPE.transferInput).u64(i.amount).u32(i.sigIndices.length);
    for (const s of i.sigIndices) w.u32(s);
  }
  w.bytes(b.memo);
}
const baseJson = (b: BaseTxData, ctx: JsonCtx) => ({
  networkID: b.networkID,
  blockchainID: cb58(b.blockchainID),
  outputs: outputsJson(b.outputs, ctx),
  inputs: b.inputs.map((i) => ({
    txID: cb58(i.txID),
    outputIndex: i.outputIndex,
    assetID: cb58(i.assetID),
    fxID: fxId,
    input: { amount: num(i.amount), signatureIndices: i.sigIndices },
  })),
  memo: toHex(b.memo),
});

function writeValidator(w: ByteWriter, v: ValidatorData): void {
  w.raw(v.nodeID).u64(v.start).u64(v.end).u64(v.weight);
}
const validatorJson = (v: ValidatorData) => ({
  nodeID: nodeIdFromBytes(v.nodeID),
  start: v.start,
  end: v.end,
  weight: num(v.weight),
});
const signerJson = (s: SignerData) => ({
  publicKey: toHex(s.publicKey),
  proofOfPossession: toHex(s.proofOfPossession),
});
const l1OwnerJson = (o: OwnerData, ctx: JsonCtx) => ({
  threshold: o.threshold,
  addresses: o.addrs.map((a) => formatAvaxAddress(ctx.hrp, a, ctx.chain)),
});

function writePBody(w: ByteWriter, body: PTxBody): void {
  switch (body.kind) {
    case 'base':
      return;
    case 'addValidator':
      writeValidator(w, body.validator);
      w.raw(body.subnetID);
      if (body.signer) w.u32(TYPE.pSigner).raw(body.signer.publicKey).raw(body.signer.proofOfPossession);
      else w.u32(TYPE.pEmptySigner);
      writeOutputs(w, body.stake);
      w.u32(TYPE.outputOwners);
      writeOwner(w, body.validationRewardsOwner);
      w.u32(TYPE.outputOwners);
      writeOwner(w, body.delegationRewardsOwner);
      w.u32(body.shares);
      return;
    case 'addAutoRenewedValidator':
      w.bytes(body.nodeID).u32(TYPE.pSigner).raw(body.signer.publicKey).raw(body.signer.proofOfPossession);
      writeOutputs(w, body.stake);
      for (const owner of [body.validationRewardsOwner, body.delegationRewardsOwner, body.validatorAuthority]) {
        w.u32(TYPE.outputOwners);
        writeOwner(w, owner);
      }
      w.u32(body.shares).u32(body.autoCompoundRewardShares).u64(BigInt(body.period));
      return;
    case 'addSubnetValidator':
      writeValidator(w, body.validator);
      w.raw(body.subnetID).u32(TYPE.subnetAuth).u32(1).u32(0);
      return;
    case 'addDelegator':
      writeValidator(w, body.validator);
      w.raw(body.subnetID);
      writeOutputs(w, body.stake);
      w.u32(TYPE.outputOwners);
      writeOwner(w, body.rewardsOwner);
      return;
    case 'createSubnet':
      w.u32(TYPE.outputOwners);
      writeOwner(w, body.owner);
      return;
    case 'createChain':
      w.raw(body.subnetID).str(body.chainName).raw(body.vmID).u32(body.fxIDs.length);
      for (const f of body.fxIDs) w.raw(f);
      w.bytes(body.genesisData).u32(TYPE.subnetAuth).u32(1).u32(0);
      return;
    case 'convertSubnetToL1':
      w.raw(body.subnetID).raw(body.chainID).bytes(body.address).u32(body.validators.length);
      for (const v of body.validators) {
        w.bytes(v.nodeID).u64(v.weight).u64(v.balance).raw(v.signer.publicKey).raw(v.signer.proofOfPossession);
        w.u32(v.remainingBalanceOwner.threshold).u32(v.remainingBalanceOwner.addrs.length);
        for (const a of v.remainingBalanceOwner.addrs) w.raw(a);
        w.u32(v.deactivationOwner.threshold).u32(v.deactivationOwner.addrs.length);
        for (const a of v.deactivationOwner.addrs) w.raw(a);
      }
      w.u32(TYPE.subnetAuth).u32(1).u32(0);
      return;
    case 'registerL1Validator':
      w.u64(body.balance).raw(body.proofOfPossession).bytes(body.message);
      return;
  }
}

function pBodyJson(body: PTxBody, ctx: JsonCtx): Record<string, unknown> {
  switch (body.kind) {
    case 'base':
      return {};
    case 'addValidator':
      return {
        validator: validatorJson(body.validator),
        subnetID: cb58(body.subnetID),
        signer: body.signer ? signerJson(body.signer) : {},
        stake: outputsJson(body.stake, ctx),
        validationRewardsOwner: ownerJson(body.validationRewardsOwner, ctx),
        delegationRewardsOwner: ownerJson(body.delegationRewardsOwner, ctx),
        shares: body.shares,
      };
    case 'addAutoRenewedValidator':
      return {
        nodeID: toHex(body.nodeID),
        signer: signerJson(body.signer),
        stake: outputsJson(body.stake, ctx),
        validationRewardsOwner: ownerJson(body.validationRewardsOwner, ctx),
        delegationRewardsOwner: ownerJson(body.delegationRewardsOwner, ctx),
        validatorAuthority: ownerJson(body.validatorAuthority, ctx),
        delegationShares: body.shares,
        autoCompoundRewardShares: body.autoCompoundRewardShares,
        period: body.period,
      };
    case 'addSubnetValidator':
      return {
        validator: { ...validatorJson(body.validator), subnetID: cb58(body.subnetID) },
        subnetAuthorization: { signatureIndices: [0] },
      };
    case 'addDelegator':
      return {
        validator: validatorJson(body.validator),
        subnetID: cb58(body.subnetID),
        stake: outputsJson(body.stake, ctx),
        rewardsOwner: ownerJson(body.rewardsOwner, ctx),
      };
    case 'createSubnet':
      return { owner: ownerJson(body.owner, ctx) };
    case 'createChain':
      return {
        subnetID: cb58(body.subnetID),
        chainName: body.chainName,
        vmID: cb58(body.vmID),
        fxIDs: body.fxIDs.map(cb58),
        genesisData: toHex(body.genesisData),
        subnetAuthorization: { signatureIndices: [0] },
      };
    case 'convertSubnetToL1':
      return {
        subnetID: cb58(body.subnetID),
        chainID: cb58(body.chainID),
        address: toHex(body.address),
        validators: body.validators.map((v) => ({
          nodeID: toHex(v.nodeID),
          weight: num(v.weight),
          balance: num(v.balance),
          signer: signerJson(v.signer),
          remainingBalanceOwner: l1OwnerJson(v.remainingBalanceOwner, ctx),
          deactivationOwner: l1OwnerJson(v.deactivationOwner, ctx),
        })),
        subnetAuthorization: { signatureIndices: [0] },
      };
    case 'registerL1Validator':
      return {
        balance: num(body.balance),
        proofOfPossession: toHex(body.proofOfPossession),
        message: toHex(body.message),
      };
  }
}

const P_TYPE: Record<PTxBody['kind'], number> = {
  base: TYPE.pBase,
  addValidator: TYPE.pAddPermissionlessValidator,
  addAutoRenewedValidator: TYPE.pAddAutoRenewedValidator,
  addSubnetValidator: TYPE.pAddSubnetValidator,
  addDelegator: TYPE.pAddPermissionlessDelegator,
  createSubnet: TYPE.pCreateSubnet,
  createChain: TYPE.pCreateChain,
  convertSubnetToL1: TYPE.pConvertSubnetToL1,
  registerL1Validator: TYPE.pRegisterL1Validator,
};

function signatures(rng: Rng, inputs: InputData[]): Uint8Array[][] {
  return inputs.map((i) => i.sigIndices.map(() => fillBytes(rng.int(1, 0xffffffff), 65)));
}

function writeCredentials(w: ByteWriter, creds: Uint8Array[][]): void {
  w.u32(creds.length);
  for (const sigs of creds) {
    w.u32(TYPE.credential).u32(sigs.length);
    for (const s of sigs) w.raw(s);
  }
}

export function buildPTx(rng: Rng, hrp: string, base: BaseTxData, body: PTxBody): BuiltTx {
  const ctx: JsonCtx = { hrp, chain: 'P' };
  const creds = signatures(rng, base.inputs);
  const w = new ByteWriter(1024).u16(0).u32(P_TYPE[body.kind]);
  writeBase(w, base);
  writePBody(w, body);
  writeCredentials(w, creds);
  const bytes = w.done();
  const id = idOf(bytes);
  const json = lazy(() => ({
    unsignedTx: { ...baseJson(base, ctx), ...pBodyJson(body, ctx) },
    credentials: creds.map((sigs) => ({ signatures: sigs.map(toHex) })),
    id,
  }));
  return { id, bytes, json };
}

export function buildXTx(rng: Rng, hrp: string, base: BaseTxData, body: XTxBody): BuiltTx {
  const ctx: JsonCtx = { hrp, chain: 'X' };
  const creds = signatures(rng, base.inputs);
  const w = new ByteWriter(512).u16(0).u32(body.kind === 'base' ? TYPE.xBase : TYPE.xExport);
  writeBase(w, base);
  if (body.kind === 'export') {
    w.raw(body.destinationChain);
    writeOutputs(w, body.exportedOutputs);
  }
  writeCredentials(w, creds);
  const bytes = w.done();
  const id = idOf(bytes);
  const json = lazy(() => ({
    unsignedTx: {
      ...baseJson(base, ctx),
      ...(body.kind === 'export'
        ? {
            destinationChain: cb58(body.destinationChain),
            exportedOutputs: outputsJson(body.exportedOutputs, ctx),
          }
        : {}),
    },
    credentials: creds.map((sigs) => ({ fxID: fxId, credential: { signatures: sigs.map(toHex) } })),
    id,
  }));
  return { id, bytes, json };
}

/** A plausible funding section: 1–2 inputs spending earlier outputs, change back to the owner. */
export function fundingBase(
  rng: Rng,
  networkID: number,
  blockchainID: Uint8Array,
  assetID: Uint8Array,
  payer: Uint8Array,
  spend: bigint,
): BaseTxData {
  const fee = BigInt(rng.int(1, 20)) * 100_000n;
  const change = BigInt(rng.int(0, 5_000)) * 1_000_000n;
  const total = spend + fee + change;
  const nInputs = rng.int(1, 2);
  const first = nInputs === 1 ? total : total / 2n;
  const inputs: InputData[] = [
    { txID: rng.bytes(32), outputIndex: rng.int(0, 3), assetID, amount: first, sigIndices: [0] },
  ];
  if (nInputs === 2) {
    inputs.push({ txID: rng.bytes(32), outputIndex: rng.int(0, 3), assetID, amount: total - first, sigIndices: [0] });
  }
  const outputs: OutputData[] =
    change > 0n ? [{ assetID, amount: change, owner: { locktime: 0n, threshold: 1, addrs: [payer] } }] : [];
  return { networkID, blockchainID, outputs, inputs, memo: new Uint8Array(0) };
}

/**
 * RewardValidatorTx: the proposal of a Banff proposal block that ends a staker's period. It has no
 * inputs and no credentials (stored blocks read back with `credentials: []`).
 */
export function buildRewardValidatorTx(stakerTxId: Uint8Array): BuiltTx {
  const bytes = new ByteWriter(64).u16(0).u32(TYPE.pRewardValidator).raw(stakerTxId).u32(0).done();
  const id = idOf(bytes);
  const json = lazy(() => ({ unsignedTx: { txID: cb58(stakerTxId) }, credentials: [], id }));
  return { id, bytes, json };
}
