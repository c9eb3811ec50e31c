import { expect, type Page, test } from './fixtures';

/** A decimal string of `raw` smallest units with `decimals` places, trailing zeros dropped (test's own, exact). */
function exactUnits(raw: string, decimals: number): string {
  const digits = raw.padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const frame = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('table-frame');

test.describe('tables that fit', () => {
  test('at 1024 px the validators table hides its least important columns, names them, and can show them all with a scroll cue', async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await app.open('#/validators/mainnet');
    const table = page.getByTestId('validator-table');
    await expect(table.getByTestId('table-row').first()).toBeVisible();
    await expect(table.getByTestId('hidden-columns')).toHaveText(
      '4 columns hidden to fit: Start, Delegation fee, Delegators, Delegated',
    );
    await expect(table.getByTestId('sort-fee')).toHaveCount(0);
    await expect(table.getByTestId('sort-reward')).toBeInViewport();
    // Fits: no sideways scroll, so no cue.
    await expect(table.getByTestId('scroll-cue')).toHaveCount(0);
    await expect(frame(page, 'validator-table')).not.toHaveAttribute('data-more-right', /.*/);

    await table.getByTestId('show-all-columns').click();
    await expect(table.getByTestId('sort-fee')).toHaveCount(1);
    await expect(table.getByTestId('hidden-columns')).toHaveCount(0);
    await expect(frame(page, 'validator-table')).toHaveAttribute('data-more-right', 'true');
    await expect(frame(page, 'validator-table')).not.toHaveAttribute('data-more-left', /.*/);
    await table.getByTestId('scroll-cue').click();
    await expect(frame(page, 'validator-table')).toHaveAttribute('data-more-left', 'true');
    await expect(table.getByTestId('sort-reward')).toBeInViewport();

    await table.getByTestId('fit-columns').click();
    await expect(table.getByTestId('sort-fee')).toHaveCount(0);
    await expect(table.getByTestId('scroll-cue')).toHaveCount(0);

    // Wide enough: everything shows and nothing is said.
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(table.getByTestId('sort-fee')).toHaveCount(1);
    await expect(table.getByTestId('table-fit-note')).toHaveCount(0);
  });

  test('ERC-20 transfers: token, amount and parties carry their whole value in a title and copy it', async ({
    app,
    page,
    context,
    sim,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const chain = sim.dataset.evm.mainnet;
    const holder = chain.accounts.find((a, i) => a.kind === 'eoa' && (chain.erc20ByAccount.get(i)?.length ?? 0) > 5);
    if (!holder) throw new Error('no EOA with ERC-20 transfers');
    const res = await fetch(
      `${sim.url}/v1/chains/43114/addresses/${holder.address}/transactions:listErc20?pageSize=10`,
    );
    const first = (
      (await res.json()) as {
        transactions: {
          value: string;
          to: { address: string };
          erc20Token: { address: string; symbol: string; decimals: number };
        }[];
      }
    ).transactions[0];
    if (!first) throw new Error('the simulator listed no transfer');
    const exact = exactUnits(first.value, first.erc20Token.decimals);

    await page.setViewportSize({ width: 1024, height: 700 });
    await app.open(`#/address/43114/${holder.address}?tab=erc20-transfers`);
    const row = page.getByTestId('erc20-transfers-table').getByTestId('table-row').first();
    await row.scrollIntoViewIfNeeded();
    const amount = row.getByTestId('transfer-amount');
    await expect(amount).toHaveAttribute('title', `${exact} ${first.erc20Token.symbol}`);
    await expect(row.getByTestId('token-link')).toHaveAttribute('title', new RegExp(first.erc20Token.address, 'i'));
    await expect(row.getByTestId('token-link')).toContainText(first.erc20Token.symbol);
    await expect(row.getByTestId('to-link')).toHaveAttribute('title', new RegExp(first.to.address, 'i'));

    // The copy buttons rest without their icon (the button keeps its place) and show it with the row's hover, or
    // with focus in the row.
    const copyAmount = row.getByTestId('transfer-amount-copy');
    const icon = () => copyAmount.evaluate((button) => getComputedStyle(button, '::before').display);
    await expect(copyAmount).toBeVisible();
    expect(await icon()).toBe('none');
    await copyAmount.focus();
    await expect.poll(icon).not.toBe('none');
    await copyAmount.blur();
    await expect.poll(icon).toBe('none');
    await row.hover();
    await expect.poll(icon).not.toBe('none');
    await copyAmount.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exact);
    // The button says so in its title, and the page's live region says it to assistive technology.
    await expect(copyAmount).toHaveAttribute('title', 'Copied');
    await expect(page.getByTestId('announcer')).toHaveText('Copied');
    await expect(page.getByTestId('announcer')).toHaveAttribute('aria-live', 'polite');
    await row.getByTestId('to-link-copy').click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(
      first.to.address.toLowerCase(),
    );
    await row.getByTestId('token-link-copy').click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(
      first.erc20Token.address.toLowerCase(),
    );
  });
});
