import { cb58Decode } from '@shared/ids';
import type { SimNetwork } from '../constants';
import { cb58Id } from '../ids';
import type { Rng } from '../rng';
import { sha256 } from './codec';
import { buildCtx } from './context';
import { buildIndex, cChainAccepted } from './indexes';
import { buildNode } from './node';
import { NETWORK_PARAMS, type NetworkParams } from './params';
import { buildPChain } from './pchain';
import { buildAcps, buildPeers } from './peers';
import { buildPendingRewards } from './rewards';
import { buildSubnets } from './subnets';
import type { BuiltTx } from './txs';
import type { BlockchainRecord, NetworkDataset, SubnetRecord } from './types';
import { buildPrimaryValidators } from './validators';
import {
  addressedCall,
  l1ValidatorRegistrationPayload,
  signMessage,
  subnetToL1ConversionPayload,
  unsignedMessage,
} from './warp';
import { buildXChain } from './xchain';

export type { NetworkDataset } from './types';

/** Both networks' primary-network data: P-, X- and C-Chain views, subnets/L1s, validators, the node itself. */
export interface PrimaryDatasets {
  mainnet: NetworkDataset;
  fuji: NetworkDataset;
}

const toHexString = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;

/** Aggregated Warp messages the signature aggregator returns for L1-related P-Chain txs. */
function l1SignedMessages(p: NetworkParams, subnets: SubnetRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  const pChain = cb58Decode(p.pChainId) as Uint8Array;
  for (const s of subnets) {
    if (!s.conversion) continue;
    const subnetBytes = cb58Decode(s.subnetId) as Uint8Array;
    const sign = (payload: Uint8Array) =>
      toHexString(
        signMessage(unsignedMessage(p.networkId, pChain, addressedCall(new Uint8Array(0), payload)), {
          validatorCount: s.l1Validators.length,
          percent: 67,
          salt: subnetBytes,
        }),
      );
    const conversionId = sha256(cb58Decode(s.conversion.txHash) as Uint8Array);
    out.set(s.conversion.txHash, sign(subnetToL1ConversionPayload(conversionId)));
    for (const v of s.l1Validators) {
      if (!v.registrationTxID) continue;
      out.set(v.registrationTxID, sign(l1ValidatorRegistrationPayload(cb58Decode(v.validationID) as Uint8Array, true)));
    }
  }
  return out;
}

function buildNetwork(rng: Rng, p: NetworkParams): NetworkDataset {
  const ctx = buildCtx(p);
  const validators = buildPrimaryValidators(rng.fork('validators'), ctx);
  const self = validators.find((v) => v.connected && v.signer) ?? (validators[0] as (typeof validators)[number]);
  const subnets = buildSubnets(rng.fork('subnets'), ctx, {
    primaryValidators: validators,
    self,
    usedChainNames: new Set(),
    usedEvmChainIds: new Set(),
    unreadableGenesisPending: true,
  });
  const pChain = buildPChain(rng.fork('p-chain'), ctx);
  const pBlocks = pChain.blocks;
  subnets.sort((a, b) => a.createBlockIndex - b.createBlockIndex);
  const x = buildXChain(rng.fork('x-chain'), ctx);
  const acps = buildAcps(rng.fork('acps'), validators);
  const peers = buildPeers(rng.fork('peers'), p, self.nodeID, validators, subnets, acps);
  const node = buildNode(rng.fork('node'), ctx, self, validators, subnets, x.stopVertexId);

  const xTxById = new Map<string, BuiltTx>();
  const xTxAccepted = [];
  for (const v of x.vertices) for (const t of v.txs) xTxAccepted.push({ tx: t, time: v.vertexTimestamp });
  for (const b of x.blocks) for (const t of b.txs) xTxAccepted.push({ tx: t, time: b.time });
  for (const { tx } of xTxAccepted) xTxById.set(tx.id, tx);

  const blockchainById = new Map<string, BlockchainRecord>();
  for (const s of subnets) for (const b of s.blockchains) blockchainById.set(b.blockchainId, b);
  const indexRng = rng.fork('indexes');
  return {
    network: p.network,
    networkId: p.networkId,
    hrp: p.hrp,
    avaxAssetId: p.avaxAssetId,
    pChainId: p.pChainId,
    xChainId: p.xChainId,
    cChainId: p.cChainId,
    node,
    subnets,
    subnetById: new Map(subnets.map((s) => [s.subnetId, s])),
    blockchainById,
    preferredBlockchainIds: [cb58Id(rng), cb58Id(rng), cb58Id(rng)],
    primaryValidators: validators,
    primarySupply: 458_000_000n * 1_000_000_000n + rng.bigint(0n, 9_999_999n * 1_000_000_000n),
    pendingRewards: buildPendingRewards(validators),
    peers,
    acps,
    pBlocks,
    processingPBlock: pChain.processing,
    pBlockById: new Map([...pBlocks, pChain.processing].map((b) => [b.id, b])),
    xTxById,
    xBlocks: x.blocks,
    vertices: x.vertices.map(({ bytes: _b, hash: _h, txs: _t, ...v }) => v),
    indexes: {
      'C/block': buildIndex(indexRng.fork('C/block'), ctx, cChainAccepted(indexRng.fork('c-blocks'), ctx)),
      'P/block': buildIndex(
        indexRng.fork('P/block'),
        ctx,
        pBlocks.map((b) => ({ id: b.id, bytes: b.bytes, time: b.time })),
      ),
      'X/tx': buildIndex(
        indexRng.fork('X/tx'),
        ctx,
        xTxAccepted.map(({ tx, time }) => ({ id: tx.id, bytes: tx.bytes, time })),
      ),
      'X/block': buildIndex(
        indexRng.fork('X/block'),
        ctx,
        x.blocks.map((b) => ({ id: b.id, bytes: b.bytes, time: b.time })),
      ),
      'X/vtx': buildIndex(
        indexRng.fork('X/vtx'),
        ctx,
        x.vertices.map((v) => ({ id: v.vertexHash, bytes: v.bytes, time: v.vertexTimestamp })),
      ),
    },
    l1SignedMessages: l1SignedMessages(p, subnets),
  };
}

export function buildPrimaryDatasets(rng: Rng): PrimaryDatasets {
  const build = (network: SimNetwork) => buildNetwork(rng.fork(network), NETWORK_PARAMS[network]);
  return { mainnet: build('mainnet'), fuji: build('fuji') };
}
