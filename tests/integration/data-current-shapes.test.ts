import { genesisProblems, isEvmGenesis } from '@shared/models/data/genesis';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/** data.listSubnets through invoke → router → client → simulator, with the shapes the real service sends. */

const h = harnessForFile();

describe('data.listSubnets keeps every subnet of the page', () => {
  it('subnets without the deprecated owner fields, creators’ geneses, and one genesis nobody can read', async () => {
    const { subnets } = await h.ok('data.listSubnets', { network: 'mainnet', pageSize: 10000 });
    expect(subnets).toHaveLength(h.sim.dataset.primary.mainnet.subnets.length);
    const without = subnets.filter((s) => s.ownerAddresses === undefined);
    expect(without.length).toBeGreaterThan(0);
    for (const s of without) expect(s.subnetOwnershipInfo.addresses.length).toBeGreaterThan(0);
    expect(subnets.some((s) => Array.isArray(s.ownerAddresses))).toBe(true);

    const geneses = subnets.flatMap((s) => s.blockchains.map((b) => b.genesisData)).filter(isEvmGenesis);
    // Header quantities written as JSON numbers are kept as numbers, and read without complaint.
    const numeric = geneses.find((g) => typeof g.gasLimit === 'number');
    expect(numeric).toBeDefined();
    expect(genesisProblems(numeric)).toEqual([]);
    // A precompile written without a time stays null.
    const configs = geneses.map((g) => (isEvmGenesis(g.config) ? g.config : {}));
    expect(configs.some((c) => Object.values(c).some((v) => isEvmGenesis(v) && v.blockTimestamp === null))).toBe(true);
    // The unreadable part is named, with its raw value; the page still loaded.
    const unreadable = geneses.filter((g) => genesisProblems(g).length > 0);
    expect(unreadable).toHaveLength(1);
    expect(genesisProblems(unreadable[0])).toEqual([
      { path: 'config.feeConfig.minBaseFee', message: expect.any(String), raw: '25 gwei' },
    ]);
  });
});
