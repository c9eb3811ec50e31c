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

function blockResult(block: PBlockRecord, encoding: 'hex' | 'json') {
  if (encoding === 'hex') return { block: toCheckedHex(block.bytes), encoding };
  return {
    block: {
      parentID: block.parentID,
      height: block.height,
      time: block.time,
      txs: block.txs.map((t) => t.json()),
      id: block.id,
    },
    encoding,
  };
}

const delegatorJson = (d: DelegatorRecord) => ({
  txID: d.txID,
  startTime: str(d.startTime),
  endTime: str(d.endTime),
  stakeAmount: str(d.weight),
  nodeID: d.nodeID,
  weight: str(d.weight),
  rewardOwner: owner(d.rewardOwner),
  potentialReward: str(d.potentialReward),
});

function primaryValidatorJson(v: PrimaryValidatorRecord, withDelegators: boolean) {
  return {
    txID: v.txID,
    startTime: str(v.startTime),
    endTime: str(v.endTime),
    stakeAmount: str(v.weight),
    nodeID: v.nodeID,
    weight: str(v.weight),
    validationRewardOwner: owner(v.validationRewardOwner),
    delegationRewardOwner: owner(v.delegationRewardOwner),
    potentialReward: str(v.potentialReward),
    accruedDelegateeReward: str(v.accruedDelegateeReward),
    delegationFee: percent(v.delegationFee),
    uptime: percent(v.uptime),
    connected: v.connected,
    ...(v.signer ? { signer: { publicKey: v.signer.publicKey, proofOfPosession: v.signer.proofOfPossession } } : {}),
    delegatorCount: str(v.delegators.length),
    delegatorWeight: str(v.delegators.reduce((s, d) => s + d.weight, 0n)),
    // avalanchego lists delegators only when the request names node ids.
    ...(withDelegators ? { delegators: v.delegators.map(delegatorJson) } : {}),
  };
}

function currentValidators(data: NetworkDataset, subnetID: string | undefined, nodeIDs: string[] | undefined) {
  const keep = (nodeID: string) => !nodeIDs?.length || nodeIDs.includes(nodeID);
  if (subnetID === undefined || subnetID === data.pChainId) {
    return data.primaryValidators.filter((v) => keep(v.nodeID)).map((v) => primaryValidatorJson(v, !!nodeIDs?.length));
  }
  const subnet = data.subnetById.get(subnetID);
  if (!subnet) return [];
  if (subnet.isL1) {
    return subnet.l1Validators
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
      }));
  }
  return subnet.poaValidators
    .filter((v) => keep(v.nodeID))
    .map((v) => ({
      txID: v.txID,
      startTime: str(v.startTime),
      endTime: str(v.endTime),
      weight: str(v.weight),
      nodeID: v.nodeID,
      connected: v.connected,
      uptime: percent(v.uptime),
    }));
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
    if ((h[12] as number) < 24) lockedStakeable += BigInt(h[13] as number) * 1_000_000_000_000n;
  }
  const asset = data.avaxAssetId;
  const total = unlocked + lockedStakeable;
  return {
    balance: str(total),
    unlocked: str(unlocked),
    lockedStakeable: str(lockedStakeable),
    lockedNotStakeable: '0',
    balances: { [asset]: str(total) },
    unlockeds: { [asset]: str(unlocked) },
    lockedStakeables: lockedStakeable > 0n ? { [asset]: str(lockedStakeable) } : {},
    lockedNotStakeables: {},
    utxoIDs,
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
      return blockResult(block, encoding);
    },
    'platform.getBlockByHeight': (raw) => {
      const p = new Params(raw);
      const height = p.uint('height');
      const encoding = p.encoding(['hex', 'json'] as const);
      const block = data.pBlocks[height];
      if (!block) throw serverError(`couldn't get block at height ${height}: not found`);
      return blockResult(block, encoding);
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
      if (subnetID === undefined || subnetID === data.pChainId) return { supply: str(data.primarySupply) };
      const subnet = data.subnetById.get(subnetID);
      if (!subnet) throw serverError(`couldn't get supply of subnet ${subnetID}: not found`);
      return { supply: str(subnet.supply) };
    },
    'platform.getCurrentValidators': (raw) => {
      const p = new Params(raw);
      return { validators: currentValidators(data, p.optionalId('subnetID'), p.optionalNodeIds('nodeIDs')) };
    },
  };
}
