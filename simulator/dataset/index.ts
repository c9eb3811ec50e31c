import { buildEvmDatasets, type EvmDatasets } from './evm';
import { buildPrimaryDatasets, type PrimaryDatasets } from './primary';
import { Rng } from './rng';

/** Everything the simulator serves, generated once from the seed. */
export interface Dataset {
  seed: number;
  evm: EvmDatasets;
  primary: PrimaryDatasets;
}

export function buildDataset(seed: number): Dataset {
  const root = new Rng(seed);
  return { seed, evm: buildEvmDatasets(root.fork('evm')), primary: buildPrimaryDatasets(root.fork('primary')) };
}
