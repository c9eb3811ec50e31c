import { ListSubnetsResponse$inboundSchema } from '@avalanche-sdk/chainkit/models/components';
import { type RunningSimulator, startSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiRelaxations } from './relaxations';
import { conformanceProblems } from './strict';

/** `--subnets 10000`: the mainnet subnet list grows to that many, in the same strict shape and order. */

const TOTAL = 10_000;
let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, subnets: TOTAL });
});
afterAll(() => sim.close());

interface SubnetJson {
  subnetId: string;
  createBlockIndex: string;
  createBlockTimestamp: number;
  blockchains: { blockchainId: string; genesisData?: unknown }[];
}
interface Page {
  subnets: SubnetJson[];
  nextPageToken?: string;
}

const list = async (network: string, query: string): Promise<Page> => {
  const res = await fetch(`${sim.url}/v1/networks/${network}/subnets?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

/** The one genesis of the dataset no schema reads (a fee as text, see data-primary.test.ts), by its path. */
const unreadableGenesis = (page: Page) =>
  page.subnets.flatMap((s, i) =>
    s.blockchains.flatMap((b, j) => {
      const fee = (b.genesisData as { config?: { feeConfig?: { minBaseFee?: unknown } } } | undefined)?.config
        ?.feeConfig?.minBaseFee;
      return typeof fee === 'string' && !/^(0x[0-9a-fA-F]*|\d+)$/.test(fee)
        ? [`subnets.${i}.blockchains.${j}.genesisData.config.feeConfig.minBaseFee: Invalid`]
        : [];
    }),
  );

async function walk(order: 'asc' | 'desc', pageSize: number): Promise<{ subnets: SubnetJson[]; pages: number }> {
  const subnets: SubnetJson[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const page = await list('mainnet', `pageSize=${pageSize}&sortOrder=${order}${token ? `&pageToken=${token}` : ''}`);
    if (pages < 3) {
      expect(conformanceProblems(ListSubnetsResponse$inboundSchema, page, dataApiRelaxations())).toEqual(
        unreadableGenesis(page),
      );
    }
    subnets.push(...page.subnets);
    pages++;
    token = page.nextPageToken;
  } while (token);
  return { subnets, pages };
}

describe('many subnets (--subnets)', () => {
  it('lists exactly that many on mainnet, each once, in creation order both ways, pages ending with no token', async () => {
    const desc = await walk('desc', 1000);
    expect(desc.pages).toBe(TOTAL / 1000);
    expect(desc.subnets).toHaveLength(TOTAL);
    expect(new Set(desc.subnets.map((s) => s.subnetId)).size).toBe(TOTAL);
    const heights = desc.subnets.map((s) => Number(s.createBlockIndex));
    const times = desc.subnets.map((s) => s.createBlockTimestamp);
    for (let i = 1; i < TOTAL; i++) {
      expect(heights[i]).toBeLessThanOrEqual(heights[i - 1] as number);
      expect(times[i]).toBeLessThanOrEqual(times[i - 1] as number);
    }
    const asc = await walk('asc', 3000);
    expect(asc.pages).toBe(4);
    expect(asc.subnets.map((s) => s.subnetId)).toEqual(desc.subnets.map((s) => s.subnetId).reverse());
  });

  it('keeps every subnet of the dataset among them, and gives each subnet its P-Chain block time', async () => {
    const { subnets } = await list('mainnet', `pageSize=${TOTAL}`);
    const ids = new Set(subnets.map((s) => s.subnetId));
    for (const own of sim.dataset.primary.mainnet.subnets) expect(ids.has(own.subnetId)).toBe(true);
    const blocks = sim.dataset.primary.mainnet.pBlocks;
    const made = subnets.filter((s) => !sim.dataset.primary.mainnet.subnetById.has(s.subnetId));
    expect(made).toHaveLength(TOTAL - sim.dataset.primary.mainnet.subnets.length);
    for (const s of made) expect(s.createBlockTimestamp).toBe(blocks[Number(s.createBlockIndex)]?.time);
  });

  it('is the same list on every start with the same seed, and leaves Fuji as the dataset has it', async () => {
    const again = await startSimulator({ port: 0, subnets: TOTAL });
    try {
      const first = await list('mainnet', 'pageSize=50&sortOrder=asc');
      const res = await fetch(`${again.url}/v1/networks/mainnet/subnets?pageSize=50&sortOrder=asc`);
      expect(((await res.json()) as Page).subnets).toEqual(first.subnets);
    } finally {
      await again.close();
    }
    const fuji = await list('fuji', 'pageSize=10000');
    expect(fuji.subnets).toHaveLength(sim.dataset.primary.fuji.subnets.length);
  });
});
