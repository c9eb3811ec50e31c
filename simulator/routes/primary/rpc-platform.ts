import { parseAvaxAddress } from '@shared/ids';
import { ByteWriter, cb58, sha256, toCheckedHex } from '@sim/dataset/primary/codec';
import { VM_IDS } from '@sim/dataset/primary/node';
import type {
  DelegatorRecord,
  NetworkDataset,
  OwnerRecord,
  PBlockRecord,
  PrimaryValidatorRecord,
} from '@sim/dataset/primary/types';
import { invalidParams, type RpcMethodMap } from '@sim/http/jsonrpc';
import { blockchainStatus } from './chains';
import { Params, serverError } from './rpc-params';

/** /ext/bc/P: the platform.* methods of the spec; uint64 values are decimal strings as avalanchego prints them. */

const str = (v: bigint | number) => String(v);
const owner = (o: OwnerRecord) => ({ locktime: str(o.locktime), threshold: str(o.threshold), addresses: o.addresses });
const percent = (v: number) => v.toFixed(4);

/**
 * A block's JSON in Banff field order. Blocks read back from the database have empty slices (`txs: []`,
 * `credentials: []`); one held in memory (`fromMemory`, built by this node) has nil ones, printed null.
 */
function blockJson(block: PBlockRecord, fromMemory: boolean) {
  const common = { time: block.time, parentID: block.parentID, height: block.height, id: block.id };
  switch (block.kind) {
    case 'standard':
      return { ...common, txs: block.txs.map((t) => t.json()) };
    case 'proposal': {
      const tx = block.proposal?.json() ?? {};
      return {
        time: block.time,
        txs: fromMemory ? null : block.txs.map((t) => t.json()),
        parentID: block.parentID,
        height: block.height,
        id: block.id,
        tx: fromMemory ? { ...tx, credentials: null } : tx,
      };
    }
    default:
      return common;
  }
}

function blockResult(data: NetworkDataset, block: PBlockRecord, encoding: 'hex' | 'json') {
  if (encoding === 'hex') return { block: toCheckedHex(block.bytes), encoding };
  return { block: blockJson(block, block === data.processingPBlock), encoding };
}

/** api.Staker: all a PoA validator is printed as (and the base of every other kind). */
const stakerJson = (v: { txID: string; startTime: number; endTime: number; weight: bigint; nodeID: string }) => ({
  txID: v.txID,
  startTime: str(v.startTime),
  endTime: str(v.endTime),
  weight: str(v.weight),
  nodeID: v.nodeID,
});

/** api.PrimaryDelegator; the reward owner only when one node id was asked for (as avalanchego does). */
const delegatorJson = (d: DelegatorRecord) => ({
  ...stakerJson(d),
  rewardOwner: owner(d.rewardOwner),
  potentialReward: str(d.potentialReward),
});

/**
 * api.PermissionlessValidator in its JSON field order. Delegators are listed only when exactly one node
 * id was asked for (then `[]` when it has none); the signer is signer.ProofOfPossession's JSON.
 */
function primaryValidatorJson(v: PrimaryValidatorRecord, withDelegators: boolean) {
  return {
    ...stakerJson(v),
    validationRewardOwner: owner(v.validationRewardOwner),
    delegationRewardOwner: owner(v.delegationRewardOwner),
    potentialReward: str(v.potentialReward),
    accruedDelegateeReward: str(v.accruedDelegateeReward),
    delegationFee: percent(v.delegationFee),
    uptime: percent(v.uptime),
    connected: v.connected,
    ...(v.signer ? { signer: { publicKey: v.signer.publicKey, proofOfPossession: v.signer.proofOfPossession } } : {}),
    ...(v.autoRenewed
      ? {
          validatorAuthority: owner(v.autoRenewed.validatorAuthority),
          nextPeriod: str(v.autoRenewed.nextPeriod),
          autoCompoundRewardShares: str(v.autoRenewed.autoCompoundRewardShares),
        }
      : {}),
    delegatorCount: str(v.delegators.length),
    delegatorWeight: str(v.delegators.reduce((s, d) => s + d.weight, 0n)),
    ...(withDelegators ? { delegators: v.delegators.map(delegatorJson) } : {}),
  };
}

function currentValidators(data: NetworkDataset, subnetID: string | undefined, nodeIDs: string[] | undefined) {
  const keep = (nodeID: string) => !nodeIDs?.length || nodeIDs.includes(nodeID);
  if (subnetID === undefined || subnetID === data.pChainId) {
    return data.primaryValidators
      .filter((v) => keep(v.nodeID))
      .map((v) => primaryValidatorJson(v, nodeIDs?.length === 1));
  }
  const subnet = data.subnetById.get(subnetID);
  if (!subnet) return [];
  // Permissioned validators are plain stakers; an L1 lists those it kept first, then its L1 validators.
  const poa = subnet.poaValidators.filter((v) => keep(v.nodeID)).map(stakerJson);
  if (subnet.isL1) {
    return [
      ...poa,
      ...subnet.l1Validators
        .filter((v) => keep(v.nodeID))
        .map((v) => ({
          validationID: v.validationID,
          nodeID: v.nodeID,
          publicKey: v.publicKey,
          remainingBalanceOwner: owner(v.remainingBalanceOwner),
          deactivationOwner: owner(v.deactivationOwner),
          startTime: str(v.startTime),
          weight: str(v.weight),
          minNonce: str(v.minNonce),
          balance: str(v.balance),
        })),
    ];
  }
  return poa;
}

/** A deterministic wallet per address set: amounts and UTXOs derived from the addresses' hash. */
function balanceOf(data: NetworkDataset, addresses: string[]) {
  const keys = addresses.map((a) => {
    const parsed = parseAvaxAddress(a);
    if (parsed?.chain !== 'P') throw serverError(`couldn't parse address "${a}": expected P-${data.hrp}1…`);
    if (parsed.hrp !== data.hrp) throw serverError(`couldn't parse address "${a}": expected hrp "${data.hrp}"`);
    return parsed.bytes;
  });
  let unlocked = 0n;
  let lockedStakeable = 0n;
  const utxoIDs: { txID: string; outputIndex: number }[] = [];
  for (const key of keys) {
    const h = sha256(key);
    const count = (h[0] as number) % 4;
    for (let i = 0; i < count; i++) {
      utxoIDs.push({
        txID: cb58(sha256(new ByteWriter().raw(key).u32(i).done())),
        outputIndex: (h[i + 1] as number) % 3,
      });
      unlocked += BigInt((h[i + 4] as number) * 1_000 + (h[i + 8] as number)) * 10_000_000n;
    }
    // Locked stake sits in a UTXO too: only addresses holding some have any.
    if (count > 0 && (h[12] as number) < 24) lockedStakeable += BigInt(h[13] as number) * 1_000_000_000_000n;
  }
  const asset = data.avaxAssetId;
  const total = unlocked + lockedStakeable;
  // The per-asset maps only hold assets some UTXO carries; utxoIDs is a nil slice (null) without UTXOs.
  const entry = (amount: bigint) => (amount > 0n ? { [asset]: str(amount) } : {});
  return {
    balance: str(total),
    unlocked: str(unlocked),
    lockedStakeable: str(lockedStakeable),
    lockedNotStakeable: '0',
    balances: entry(total),
    unlockeds: entry(unlocked),
    lockedStakeables: entry(lockedStakeable),
    lockedNotStakeables: {},
    utxoIDs: utxoIDs.length > 0 ? utxoIDs : null,
  };
}

export function platformMethods(data: NetworkDataset): RpcMethodMap {
  return {
    'platform.getBalance': (raw) => {
      const addresses = new Params(raw).optionalStringList('addresses');
      if (!addresses?.length) throw invalidParams("argument 'addresses' not given");
      return balanceOf(data, addresses);
    },
    'platform.getBlock': (raw) => {
      const p = new Params(raw);
      const blockID = p.id('blockID');
      const encoding = p.encoding(['hex', 'json'] as const);
      const block = data.pBlockById.get(blockID);
      if (!block) throw serverError(`couldn't get block with id ${blockID}: not found`);
      return blockResult(data, block, encoding);
    },
    'platform.getBlockByHeight': (raw) => {
      const p = new Params(raw);
      const height = p.uint('height');
      const encoding = p.encoding(['hex', 'json'] as const);
      const block = data.pBlocks[height];
      if (!block) throw serverError(`couldn't get block at height ${height}: not found`);
      return blockResult(data, block, encoding);
    },
    'platform.getBlockchains': () => ({
      blockchains: [
        { id: data.xChainId, name: 'X-Chain', subnetID: data.pChainId, vmID: VM_IDS.avm },
        { id: data.cChainId, name: 'C-Chain', subnetID: data.pChainId, vmID: VM_IDS.evm },
        ...data.subnets.flatMap((s) =>
          s.blockchains.map((b) => ({
            id: b.blockchainId,
            name: b.blockchainName,
            subnetID: s.subnetId,
            vmID: b.vmId,
          })),
        ),
      ],
    }),
    'platform.getBlockchainStatus': (raw) => {
      return { status: blockchainStatus(data, new Params(raw).id('blockchainID')) };
    },
    'platform.getCurrentSupply': (raw) => {
      const subnetID = new Params(raw).optionalId('subnetID');
      // GetCurrentSupplyReply: the supply and the height of the last accepted block it was read at.
      const height = str(data.pBlocks.length - 1);
      if (subnetID === undefined || subnetID === data.pChainId) return { supply: str(data.primarySupply), height };
      const subnet = data.subnetById.get(subnetID);
      if (!subnet) throw serverError(`fetching current supply failed: not found`);
      return { supply: str(subnet.supply), height };
    },
    'platform.getCurrentValidators': (raw) => {
      const p = new Params(raw);
      return { validators: currentValidators(data, p.optionalId('subnetID'), p.optionalNodeIds('nodeIDs')) };
    },
  };
}
