import { SIM_NOW } from '../constants';
import type { Rng } from '../rng';
import { type Deployed, RandomActivity } from './activity';
import { Actors } from './actors';
import { ChainBuilder, type TxDraft } from './builder';
import { dailyPricePath } from './prices';
import { planSetup } from './setup';
import { activityAt, blockTimes, nextBaseFee, pickBusyDays } from './timeline';
import type { EvmChainData, EvmChainSpec } from './types';

export const DAY = 86_400;
export const BLOCK_GAS_LIMIT = 15_000_000;
export const BASE_FEE_BOUNDS = { minimum: 500_000_000n, usual: 2_000_000_000n, maximum: 200_000_000_000n };
/** Gas of an ordinary transaction, to judge how busy a block was. */
const TYPICAL_TX_GAS = 130_000;
/** Give up filling a block after this many drafts that could not be used. */
const MAX_MISSES = 40;

/** Generates one chain: `spec.blockCount` blocks ending just before SIM_NOW. */
export function generateChain(spec: EvmChainSpec, rng: Rng, otherChains: string[]): EvmChainData {
  const windowStart = SIM_NOW - spec.days * DAY;
  const b = new ChainBuilder(spec, rng.fork('ids'), windowStart);
  const actors = new Actors(b, rng.fork('actors'), spec.eoaCount, windowStart, SIM_NOW);
  const deployed: Deployed = {
    router: -1,
    factory: -1,
    disperse: -1,
    messenger: -1,
    pools: new Map(),
    liquidTokens: [],
    spamTokens: [],
    collections721: [],
    collections1155: [],
    mintPrice: new Map(),
    nextTokenId: new Map(),
    mintCap: Math.max(60, Math.round(spec.blockCount / 25)),
    itemMinter: new Map(),
    itemIds: new Map(),
    generic: [],
    nativeUsd: spec.nativeUsdPrice > 0 ? spec.nativeUsdPrice : 1,
    otherChains,
  };
  const setup = planSetup(b, rng.fork('setup'), actors, spec, deployed);
  const activity = new RandomActivity(b, rng.fork('activity'), actors, deployed);
  const busy = pickBusyDays(rng.fork('busy'), spec.days);
  const times = blockTimes(rng.fork('times'), spec.blockCount, windowStart, busy);
  const countRng = rng.fork('counts');
  const feeRng = rng.fork('fees');
  let baseFee = BASE_FEE_BOUNDS.usual;

  for (let i = 0; i < spec.blockCount; i++) {
    const ts = times[i] as number;
    b.openBlock(ts, baseFee, BLOCK_GAS_LIMIT);
    const level = activityAt(ts, windowStart, busy);
    let target = Math.max(1, Math.round(spec.meanTxPerBlock * level * (0.2 + 1.6 * countRng.next())));
    if (setup.length) target = Math.max(target, 14);
    let emitted = 0;
    let misses = 0;
    while (emitted < target && misses < MAX_MISSES) {
      const step = setup[0];
      if (step) {
        const built = step();
        if (!built) {
          setup.shift();
          continue;
        }
        if (b.commit(built.draft)) {
          setup.shift();
          built.after?.();
          emitted++;
        } else if (b.fits(built.draft.gasUsed)) {
          setup.shift(); // unaffordable, not merely late: drop it
        } else break;
        continue;
      }
      const joiner = actors.dueJoiner(ts);
      const draft: TxDraft | null = joiner !== undefined ? activity.funding(joiner) : activity.next();
      if (draft && b.commit(draft)) {
        emitted++;
        if (joiner !== undefined) actors.markJoined();
        else activity.committed(draft);
        if (draft.kind === 'deploy' || draft.kind === 'factoryCreate') deployed.generic.push(b.lastCreated);
      } else misses++;
    }
    if (b.currentBlock.txCount === 0) b.commit(activity.funding(actors.recipient(actors.exchange)));
    const block = b.closeBlock();
    const pressure = block.gasUsed / (TYPICAL_TX_GAS * spec.meanTxPerBlock);
    baseFee = nextBaseFee(baseFee, pressure, feeRng, BASE_FEE_BOUNDS);
  }
  b.data.dailyNativeUsd = dailyPricePath(rng.fork('prices'), spec.days, spec.nativeUsdPrice);
  return b.data;
}
