import { SIM_NOW } from './dataset/constants';

/**
 * Simulator time. The dataset is fixed at SIM_NOW, but the metrics service of the real API keeps
 * updating its latest point (spec rule 1), so the simulator has a clock that the metrics route reads:
 * frozen at SIM_NOW unless moved by `POST /__sim/clock` or run at `--clock-rate` simulator seconds per
 * real second. It never goes before SIM_NOW, so everything the dataset holds stays in the past.
 */
export class SimClock {
  private offsetSeconds = 0;
  private startedAt: number;

  constructor(
    private readonly rate = 0,
    private readonly realNow: () => number = Date.now,
  ) {
    this.startedAt = realNow();
  }

  /** Current simulator time, Unix seconds (whole seconds). */
  now(): number {
    const running = this.rate > 0 ? ((this.realNow() - this.startedAt) / 1000) * this.rate : 0;
    return SIM_NOW + Math.floor(this.offsetSeconds + running);
  }

  advance(seconds: number): void {
    this.offsetSeconds = Math.max(0, this.offsetSeconds + seconds);
  }

  /** Sets the time (never before SIM_NOW); the rate keeps running from here. */
  set(now: number): void {
    this.startedAt = this.realNow();
    this.offsetSeconds = Math.max(0, now - SIM_NOW);
  }

  reset(): void {
    this.set(SIM_NOW);
  }
}
