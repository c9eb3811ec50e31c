import type { RunningSimulator } from '@sim/server';

/** Every view once, by hash route, over the simulator's seed-1 data: the revisit tour's and the memory tour's stops. */
export function tourStops(sim: RunningSimulator, address: string): string[] {
  const tx = sim.dataset.evm.mainnet.txs[100];
  const subnet = sim.dataset.primary.mainnet.subnets.find(
    (s) => s.subnetId !== '11111111111111111111111111111111LpoYY',
  );
  return [
    '#/',
    `#/address/43114/${address}`,
    `#/tx/43114/${tx?.hash}`,
    `#/block/43114/${tx?.block}`,
    '#/subnets/mainnet',
    `#/subnet/mainnet/${subnet?.subnetId}`,
    '#/validators/mainnet',
    '#/rewards/mainnet',
    '#/vertices/mainnet',
    '#/index/C/block',
    '#/metrics/43114',
    '#/labels',
    '#/export',
    '#/signatures',
    '#/settings',
    '#/node',
    '#/blocks/43114',
  ];
}
