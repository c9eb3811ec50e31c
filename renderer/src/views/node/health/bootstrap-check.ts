import type { Verdict } from './verdict';

export interface ChainBootstrapState {
  /** Alias (`P`) or blockchain id, as asked. */
  chain: string;
  /** Readable name (`P-Chain`, the L1 chain's name). */
  name: string;
  /** P, X and C: the node is of no use until they are bootstrapped. */
  primary: boolean;
  /** null while unknown (loading or the node did not answer). */
  bootstrapped: boolean | null;
}

export interface BootstrapCheck {
  total: number;
  done: number;
  bootstrapping: ChainBootstrapState[];
  unknown: ChainBootstrapState[];
  verdict: Verdict;
}

/** Red while P, X or C is bootstrapping; amber while another tracked chain is; unknown while a primary chain is. */
export function bootstrapCheck(chains: readonly ChainBootstrapState[]): BootstrapCheck {
  const bootstrapping = chains.filter((c) => c.bootstrapped === false);
  const unknown = chains.filter((c) => c.bootstrapped === null);
  let verdict: Verdict = 'ok';
  if (bootstrapping.some((c) => c.primary)) verdict = 'fail';
  else if (unknown.some((c) => c.primary)) verdict = 'unknown';
  else if (bootstrapping.length > 0) verdict = 'warn';
  return {
    total: chains.length,
    done: chains.filter((c) => c.bootstrapped === true).length,
    bootstrapping,
    unknown,
    verdict,
  };
}
