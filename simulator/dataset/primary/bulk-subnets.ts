import { cb58Encode, formatAvaxAddress } from '@shared/ids';
import { Rng } from '../rng';
import { sha256 } from './codec';
import type { NetworkDataset, SubnetRecord } from './types';

/**
 * Many more subnets than the dataset builds (`--subnets N`), for benchmarks of long tables: the mainnet
 * Data API then lists N subnets — the dataset's own plus plain (non-L1) subnets of one non-EVM
 * blockchain each, made up from their index. They are spread over the P-Chain's blocks from the first
 * real subnet on, so the list stays in creation order with the real ones among them. Nothing is made until
 * the list is first asked for, and then once. They are known to the Data API's subnet list only: the node,
 * validators and signatures do not know them (as the bulk address is known to its transaction list only).
 */
export class BulkSubnets {
  private merged: SubnetRecord[] | undefined;

  constructor(
    private readonly network: NetworkDataset,
    /** How many subnets the list holds in all (never fewer than the dataset's own). */
    readonly total: number,
    private readonly seed: number,
  ) {}

  /** Every subnet, the dataset's and the made-up ones, in creation (P-Chain height) order. */
  all(): readonly SubnetRecord[] {
    this.merged ??= this.build();
    return this.merged;
  }

  private build(): SubnetRecord[] {
    const own = this.network.subnets;
    const extra = Math.max(0, this.total - own.length);
    const blocks = this.network.pBlocks;
    const first = Math.min(own[0]?.createBlockIndex ?? 0, blocks.length - 1);
    const span = blocks.length - first;
    const made = Array.from({ length: extra }, (_, i) => this.subnet(i, first + Math.floor((i * span) / extra)));
    // Stable: at the same height the dataset's subnet comes first.
    return [...own, ...made].sort((a, b) => a.createBlockIndex - b.createBlockIndex);
  }

  private subnet(i: number, height: number): SubnetRecord {
    const digest = sha256(new TextEncoder().encode(`snowscope-sim:bulk-subnet:${this.seed}:${i}`));
    const rng = new Rng(new DataView(digest.buffer, digest.byteOffset).getUint32(0));
    const block = this.network.pBlocks[height];
    const time = block?.time ?? 0;
    const subnetId = cb58Encode(digest);
    const name = `Bulk ${i + 1}`;
    return {
      subnetId,
      createBlockTimestamp: time,
      createBlockIndex: height,
      owner: { locktime: 0, threshold: 1, addresses: [formatAvaxAddress(this.network.hrp, rng.bytes(20))] },
      withDeprecatedOwnerFields: rng.chance(0.75),
      isL1: false,
      blockchains: [
        {
          blockchainId: cb58Encode(sha256(rng.bytes(32))),
          blockchainName: name,
          vmId: cb58Encode(rng.bytes(32)),
          subnetId,
          createBlockTimestamp: time,
          createBlockNumber: height,
          genesisString: JSON.stringify({ name, version: rng.int(1, 4), seed: rng.hex(8) }),
        },
      ],
      tracked: false,
      nodeValidates: false,
      supply: 0n,
      l1Validators: [],
      poaValidators: [],
    };
  }
}
