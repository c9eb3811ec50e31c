import { PAGE_LIMITS } from '@shared/contract/data/common';
import { cb58Encode } from '@shared/ids';
import type { RunningSimulator } from '@sim/server';
import { integerText, unitsText } from './expected';
import { type AppHarness, expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const MAX_SUBNET_PAGE = PAGE_LIMITS['data.listSubnets'].max;

/** The simulator's answer to the same endpoint the app calls, straight from /v1. */
interface SimBlockchain {
  blockchainId: string;
  blockchainName: string;
  evmChainId?: number;
  genesisData?: unknown;
}
interface SimSubnet {
  subnetId: string;
  isL1: boolean;
  l1ValidatorManagerDetails?: { blockchainId: string; contractAddress: string };
  subnetOwnershipInfo: { threshold: number; locktime: number; addresses: string[] };
  /** Deprecated: not every record carries them. */
  threshold?: number;
  ownerAddresses?: string[];
  locktime?: number;
  l1ConversionTransactionHash?: string;
  blockchains: SimBlockchain[];
}
interface SimGenesis {
  alloc: Record<string, { balance?: string }>;
  config: Record<string, unknown> & { feeConfig: Record<string, number> };
}

async function simSubnets(sim: RunningSimulator, order: 'asc' | 'desc'): Promise<SimSubnet[]> {
  const res = await fetch(`${sim.url}/v1/networks/mainnet/subnets?pageSize=${MAX_SUBNET_PAGE}&sortOrder=${order}`);
  if (!res.ok) throw new Error(`simulator answered ${res.status} for the subnet list`);
  const body = (await res.json()) as { subnets: SimSubnet[]; nextPageToken?: string };
  if (body.nextPageToken) throw new Error(`expected every mainnet subnet on one page of ${MAX_SUBNET_PAGE}`);
  return body.subnets;
}

const PRECOMPILES = [
  'txAllowListConfig',
  'contractDeployerAllowListConfig',
  'contractNativeMinterConfig',
  'feeManagerConfig',
  'rewardManagerConfig',
];

function adminsOf(genesis: SimGenesis): string[] {
  return PRECOMPILES.flatMap(
    (k) => (genesis.config[k] as { adminAddresses?: string[] } | undefined)?.adminAddresses ?? [],
  );
}

/** A subnet whose first blockchain is EVM with a fee config, a precompile admin and several genesis accounts. */
function richSubnet(subnets: SimSubnet[]): { subnet: SimSubnet; chain: SimBlockchain; genesis: SimGenesis } {
  for (const subnet of subnets) {
    const chain = subnet.blockchains[0];
    const genesis = chain?.genesisData as SimGenesis | undefined;
    if (!chain || typeof genesis !== 'object' || !genesis?.config?.feeConfig) continue;
    if (adminsOf(genesis).length > 0 && Object.keys(genesis.alloc).length >= 2) return { subnet, chain, genesis };
  }
  throw new Error('no subnet with an EVM genesis, precompile admins and 2+ accounts');
}

/** Segmented options hide their radio under the label, as the eye sees it: click the label. */
const choose = (page: Page, testId: string) => page.getByTestId(testId).locator('xpath=..').click();

const firstRowId = (page: Page) =>
  page.getByTestId('subnets-table').getByTestId('table-row').first().getByTestId('subnet-link');

test.describe('subnets list', () => {
  test('a deep link loads every subnet; newest/oldest first changes the first row as the service orders it', async ({
    app,
    page,
    sim,
  }) => {
    const desc = await simSubnets(sim, 'desc');
    const asc = await simSubnets(sim, 'asc');
    expect(desc[0]?.subnetId).not.toBe(asc[0]?.subnetId);

    await app.open('#/subnets/mainnet');
    await expect(page.getByTestId('subnets-loaded')).toHaveText(integerText(desc.length));
    await expect(page.getByTestId('subnets-load-state')).toHaveText('all loaded');
    await expect(firstRowId(page)).toHaveAttribute('data-value', desc[0]?.subnetId as string);

    await choose(page, 'order-asc');
    await expect(page).toHaveURL(/order=asc/);
    await expect(firstRowId(page)).toHaveAttribute('data-value', asc[0]?.subnetId as string);

    // The Created header toggles the same server-side order back.
    await page.getByTestId('order-toggle').click();
    await expect(firstRowId(page)).toHaveAttribute('data-value', desc[0]?.subnetId as string);
  });

  test('the L1 filter keeps only L1s; a blockchain name finds its subnet; a row click opens it', async ({
    app,
    page,
    sim,
  }) => {
    const subnets = await simSubnets(sim, 'desc');
    const l1s = subnets.filter((s) => s.isL1);
    expect(l1s.length).toBeGreaterThan(0);
    expect(l1s.length).toBeLessThan(subnets.length);

    await app.open('#/subnets/mainnet');
    await expect(page.getByTestId('subnets-loaded')).toHaveText(integerText(subnets.length));
    await choose(page, 'kind-l1');
    await expect(page.getByTestId('subnets-shown')).toHaveText(integerText(l1s.length));
    const table = page.getByTestId('subnets-table');
    await expect(table.getByTestId('match-count')).toHaveText(String(l1s.length));
    await expect(table.getByTestId('row-count')).toHaveText(String(subnets.length));
    const kinds = await table.getByTestId('subnet-kind').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds.map((k) => k.trim()))).toEqual(new Set(['L1']));
    await expect(firstRowId(page)).toHaveAttribute('data-value', l1s[0]?.subnetId as string);

    await choose(page, 'kind-all');
    const target = subnets[Math.floor(subnets.length / 2)] as SimSubnet;
    const name = (target.blockchains[0] as SimBlockchain).blockchainName;
    await page.getByTestId('subnets-search').fill(name);
    await expect(page.getByTestId('subnets-shown')).toHaveText('1');
    await expect(firstRowId(page)).toHaveAttribute('data-value', target.subnetId);

    await table.getByTestId('table-row').first().getByTestId('subnet-chains').click();
    await expect(page).toHaveURL(new RegExp(`#/subnet/mainnet/${target.subnetId}$`));
    await expect(page.getByTestId('subnet-id')).toHaveText(target.subnetId);
    // The title names the subnet: the Data API's name of its EVM chain when it has one, else its blockchain's.
    const chains = (await (await fetch(`${sim.url}/v1/chains?network=mainnet`)).json()) as {
      chains: { platformChainId?: string; chainName: string }[];
    };
    const evm = chains.chains.find((c) => target.blockchains.some((b) => b.blockchainId === c.platformChainId));
    await expect(page.getByTestId('subnet-name')).toHaveText(evm?.chainName ?? name);
  });

  test('pages load by themselves with no page-size control; a link’s smaller page size is followed and said, a bad one explained in words', async ({
    app,
    page,
    sim,
  }) => {
    const subnets = await simSubnets(sim, 'desc');
    const pages = Math.ceil(subnets.length / 20);
    expect(pages).toBeGreaterThan(1);

    await app.open('#/subnets/mainnet?pageSize=20');
    await expect(page.getByTestId('subnets-pages')).toHaveText(String(pages));
    await expect(page.getByTestId('subnets-loaded')).toHaveText(integerText(subnets.length));
    await expect(page.getByTestId('subnets-load-state')).toHaveText('all loaded');

    await expect(
      page.getByTestId('subnets-toolbar').locator('input:not([type="radio"]):not([type="search"])'),
    ).toHaveCount(0);
    await expect(page.getByTestId('link-page-size')).toContainText('pages of 20 subnets');

    const tooLarge = String(2 * MAX_SUBNET_PAGE);
    await app.open(`#/subnets/mainnet?pageSize=${tooLarge}`);
    const note = page.getByTestId('link-page-size');
    await expect(note).toContainText(`“${tooLarge}”`);
    await expect(note).toContainText(`more than the ${integerText(MAX_SUBNET_PAGE)} the Data API accepts`);
    await expect(note).not.toContainText('pageSize');
    await expect(page.getByTestId('subnets-pages')).toHaveText('1');
    await expect(page.getByTestId('subnets-loaded')).toHaveText(integerText(subnets.length));
    await page.getByTestId('link-page-size-reset').click();
    await expect(page.getByTestId('link-page-size')).toHaveCount(0);
    await expect(page).not.toHaveURL(/pageSize=/);
  });

  test('a failing subnet list shows the error, and Retry loads it', async ({ app, page, sim }) => {
    const subnets = await simSubnets(sim, 'desc');
    await app.fault('500', 1, '/v1/networks/mainnet/subnets');
    await app.open('#/subnets/mainnet');
    await expect(page.getByTestId('error-panel')).toBeVisible();
    await expect(page.getByTestId('error-message')).toContainText('Injected 500');
    await page.getByTestId('retry-button').click();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('subnets-loaded')).toHaveText(integerText(subnets.length));
  });

  test('an unknown network is explained and nothing is requested', async ({ app, page, sim }) => {
    const before = sim.stats.requests;
    await app.open('#/subnets/devnet');
    await expect(page.getByTestId('route-issue')).toContainText('must be mainnet, fuji or testnet');
    await expect(page.getByTestId('subnets-table')).toHaveCount(0);
    expect(sim.stats.requests).toBe(before);
  });
});

test.describe('subnet detail', () => {
  test('shows owners, fee config and precompile admins from the genesis, and every alloc account', async ({
    app,
    page,
    sim,
  }) => {
    const { subnet, chain, genesis } = richSubnet(await simSubnets(sim, 'desc'));
    await app.open(`#/subnet/mainnet/${subnet.subnetId}`);
    await expect(page.getByTestId('subnet-id')).toHaveText(subnet.subnetId);
    const owner = subnet.subnetOwnershipInfo;
    await expect(page.getByTestId('ownership-info-threshold')).toHaveText(
      `${owner.threshold} of ${owner.addresses.length}`,
    );
    const owners = await page
      .getByTestId('ownership-info-addresses')
      .getByTestId('owner-address')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    expect(owners).toEqual(owner.addresses);
    // Shown once: the deprecated top-level copy is only said to agree (or shown when it differs).
    const ownership = page.getByTestId('subnet-ownership');
    const sent = subnet.ownerAddresses !== undefined || subnet.threshold !== undefined || subnet.locktime !== undefined;
    const agrees =
      JSON.stringify(subnet.ownerAddresses) === JSON.stringify(owner.addresses) &&
      subnet.threshold === owner.threshold &&
      subnet.locktime === owner.locktime;
    const differs = sent && !agrees;
    await expect(ownership.getByTestId('owner-address')).toHaveCount((differs ? 2 : 1) * owner.addresses.length);
    await expect(ownership.getByTestId(sent ? 'owner-agree' : 'owner-deprecated-absent')).toBeVisible();
    await expect(ownership).toContainText('Signatures needed');
    await expect(page.getByTestId('subnet-validators-link')).toHaveAttribute(
      'href',
      `#/validators/mainnet?subnet=${subnet.subnetId}`,
    );
    await expect(page.getByTestId('blockchain-name')).toHaveText(chain.blockchainName);
    await expect(page.getByTestId('evm-chain-link')).toHaveAttribute('href', `#/blocks/${chain.evmChainId}`);

    for (const [key, value] of Object.entries(genesis.config.feeConfig)) {
      await expect(page.getByTestId(`fee-${key}`)).toHaveAttribute('data-raw', String(value));
    }
    await expect(page.getByTestId('fee-gasLimit')).toHaveText(
      `${integerText(genesis.config.feeConfig.gasLimit as number)} gas`,
    );

    const shownAdmins = await page
      .getByTestId('precompile-admin-address')
      .locator('a')
      .evaluateAll((els) => els.map((e) => (e.getAttribute('data-address') ?? '').toLowerCase()));
    expect(new Set(shownAdmins)).toEqual(new Set(adminsOf(genesis).map((a) => a.toLowerCase())));

    await page.getByTestId('tab-alloc').click();
    const accounts = Object.entries(genesis.alloc);
    await expect(page.getByTestId('alloc-count')).toHaveText(String(accounts.length));
    const allocTable = page.getByTestId('alloc-table');
    await expect(allocTable.getByTestId('row-count')).toHaveText(String(accounts.length));
    await expect(allocTable.getByTestId('table-row')).toHaveCount(accounts.length);
    const [, firstAccount] = accounts[0] as [string, { balance?: string }];
    await expect(allocTable.getByTestId('alloc-balance').first()).toHaveText(
      unitsText(BigInt(firstAccount.balance ?? '0'), 18),
    );

    await page.getByTestId('tab-raw').click();
    await expect(page.getByTestId('genesis-raw')).toBeVisible();
    await expect(page.getByTestId('json-copy')).toBeVisible();
  });

  test('a blockchain id resolves to the subnet that holds it, with that blockchain open', async ({
    app,
    page,
    sim,
  }) => {
    const subnets = await simSubnets(sim, 'desc');
    const holder = subnets.find((s) => s.blockchains.length >= 2);
    if (!holder) throw new Error('no subnet with two blockchains');
    const second = holder.blockchains[1] as SimBlockchain;

    await app.open(`#/subnet/mainnet/${second.blockchainId}`);
    await expect(page.getByTestId('subnet-id')).toHaveText(holder.subnetId);
    await expect(page.getByTestId('subnet-resolution')).toHaveAttribute('data-kind', 'blockchain');
    await expect(page.getByTestId('subnet-resolution')).toContainText(second.blockchainName);
    await expect(page.getByTestId('blockchain-name')).toHaveText(second.blockchainName);
  });

  test('a validator manager on a chain the Data API lists links to its address view', async ({ app, page, sim }) => {
    const res = await fetch(`${sim.url}/v1/chains?network=mainnet`);
    const { chains } = (await res.json()) as { chains: { chainId: string; platformChainId?: string }[] };
    const byBlockchain = new Map(chains.map((c) => [c.platformChainId, c.chainId]));
    const l1 = (await simSubnets(sim, 'desc')).find(
      (s) => s.l1ValidatorManagerDetails && byBlockchain.has(s.l1ValidatorManagerDetails.blockchainId),
    );
    if (!l1?.l1ValidatorManagerDetails) throw new Error('no L1 managed from a listed chain');
    const chainId = byBlockchain.get(l1.l1ValidatorManagerDetails.blockchainId) as string;

    await app.open(`#/subnet/mainnet/${l1.subnetId}`);
    const link = page.getByTestId('subnet-l1').getByTestId('manager-address').locator('a');
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^#/address/${chainId}/${l1.l1ValidatorManagerDetails.contractAddress}$`, 'i'),
    );
    // The conversion tx is a link (to its signed, decoded Warp message) with a copy button.
    const conversion = l1.l1ConversionTransactionHash;
    if (!conversion) throw new Error('the L1 has no conversion tx');
    const tx = page.getByTestId('l1-conversion-tx');
    await expect(tx).toHaveAttribute('data-value', conversion);
    await expect(tx.getByRole('link')).toHaveAttribute(
      'href',
      `#/signatures?tab=lookup&network=mainnet&tx=${conversion}`,
    );
    await expect(tx.getByTestId('l1-conversion-tx-copy')).toBeVisible();
  });

  test('an id that is no subnet and no blockchain says so; a malformed one makes no call', async ({
    app,
    page,
    sim,
  }) => {
    const subnets = await simSubnets(sim, 'desc');
    // A valid cb58 id of 32 bytes that nothing in the dataset uses.
    const unknown = cb58Encode(new Uint8Array(32).fill(7));
    await app.open(`#/subnet/mainnet/${unknown}`);
    await expect(page.getByTestId('subnet-missing')).toContainText(`among the ${integerText(subnets.length)} subnets`);
    // The panel then tries the id as an X-Chain transaction: that answer must be in before the count is taken (on a
    // loaded machine the request reached the simulator after the mark, and was counted against the malformed id).
    await expect(page.getByTestId('xchain-probe-missing')).toBeVisible();

    const before = sim.stats.requests;
    await app.open('#/subnet/mainnet/not-an-id');
    await expect(page.getByTestId('route-issue')).toHaveText('must be a cb58 id (32 bytes with a valid checksum)');
    expect(sim.stats.requests).toBe(before);
  });
});

const SHOTS: [name: string, show: (page: Page, app: AppHarness, detail: string) => Promise<void>][] = [
  [
    'subnets-list',
    async (page, app) => {
      await app.open('#/subnets/mainnet');
      await expect(page.getByTestId('subnets-load-state')).toHaveText('all loaded');
    },
  ],
  [
    'subnet-detail',
    async (page, app, detail) => {
      await app.open(detail);
      await expect(page.getByTestId('fee-config')).toBeVisible();
    },
  ],
  [
    'subnet-genesis-config',
    async (page, app, detail) => {
      // Tall enough for the fee, fork, warp and precompile tables at once.
      await page.setViewportSize({ width: 1360, height: 1900 });
      await app.open(detail);
      await expect(page.getByTestId('precompiles')).toBeVisible();
      await page.getByTestId('genesis-tabs').scrollIntoViewIfNeeded();
      await page.locator('main').evaluate((m) => m.scrollBy(0, 400));
    },
  ],
  [
    'subnet-genesis-alloc',
    async (page, app, detail) => {
      await app.open(`${detail}?genesis=alloc`);
      await expect(page.getByTestId('alloc-table')).toBeVisible();
      const expand = page.getByTestId('alloc-expand');
      if ((await expand.count()) > 0 && (await page.getByTestId('alloc-detail').count()) === 0) {
        await expand.first().click();
      }
      await page.getByTestId('genesis-tabs').scrollIntoViewIfNeeded();
      await page.locator('main').evaluate((m) => m.scrollBy(0, 300));
    },
  ],
  [
    'subnet-genesis-raw',
    async (page, app, detail) => {
      await app.open(`${detail}?genesis=raw`);
      await expect(page.getByTestId('genesis-raw')).toBeVisible();
      await page.getByTestId('genesis-tabs').scrollIntoViewIfNeeded();
      await page.locator('main').evaluate((m) => m.scrollBy(0, 300));
    },
  ],
];

for (const [name, show] of SHOTS) {
  test(`screenshot: ${name} in light and dark`, async ({ app, page, sim }) => {
    const { subnet } = richSubnet(await simSubnets(sim, 'desc'));
    await page.setViewportSize({ width: 1360, height: 1000 });
    // Brought up once: the dark shot is the same screen after the live theme switch.
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      if (theme === 'light') await show(page, app, `#/subnet/mainnet/${subnet.subnetId}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await shoot(page, `${name}-${theme}`, { animations: 'disabled' });
    }
  });
}
