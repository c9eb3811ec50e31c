import { erc20TransferColumns, partyColumns } from '@renderer/components/transfer/transfer-columns';
import { toChecksumAddress } from '@shared/ids';
import type { AddressInfo } from '@shared/models/data/shared';
import type { Erc20TransferDetail } from '@shared/models/data/transactions';
import { Fragment, createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** The From / direction / To and ERC-20 columns the address tabs and the transaction view share. */

const ME = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const OTHER = '0x00000000000000000000000000000000000000aa';
const party = (address: string, name?: string): AddressInfo => ({ address, ...(name ? { name } : {}) });
interface Row {
  from: AddressInfo;
  to: AddressInfo;
}
const html = (node: ReactNode) => renderToStaticMarkup(h(Fragment, null, node));

describe('partyColumns', () => {
  const testIds = { from: 'from-link', to: 'to-link' };

  it('is From and To alone without a subject', () => {
    const cols = partyColumns<Row>({ chainId: '43114', parties: (r) => r, testIds });
    expect(cols.map((c) => c.id)).toEqual(['from', 'to']);
  });

  it('puts the direction seen from the subject between From and To', () => {
    const cols = partyColumns<Row>({ chainId: '43114', parties: (r) => r, testIds, subject: ME });
    expect(cols.map((c) => c.id)).toEqual(['from', 'direction', 'to']);
    const direction = cols[1]!;
    expect(html(direction.cell({ from: party(OTHER), to: party(ME.toUpperCase().replace('0X', '0x')) }))).toContain(
      'data-direction="in"',
    );
    expect(html(direction.cell({ from: party(ME), to: party(OTHER) }))).toContain('>OUT<');
    expect(html(direction.cell({ from: party(ME), to: party(ME) }))).toContain('>SELF<');
    expect(html(direction.cell({ from: party(OTHER), to: party(OTHER) }))).toContain('data-direction="other"');
  });

  it('links each party by its checksummed address, with the name the service attached', () => {
    const [from, to] = partyColumns<Row>({ chainId: '43114', parties: (r) => r, testIds });
    const row = { from: party(ME, 'Router'), to: party(OTHER) };
    const fromHtml = html(from!.cell(row));
    expect(fromHtml).toContain('data-testid="from-link"');
    expect(fromHtml).toContain(`href="#/address/43114/${toChecksumAddress(ME)}"`);
    expect(fromHtml).toContain('>Router<');
    expect(html(to!.cell(row))).toContain('data-testid="to-link"');
  });

  it('shows a party that is not an EVM address raw instead of a broken link', () => {
    const [from] = partyColumns<Row>({ chainId: '43114', parties: (r) => r, testIds });
    const out = html(from!.cell({ from: party('P-avax1xyz'), to: party(OTHER) }));
    expect(out).toContain('Not an EVM address');
    expect(out).not.toContain('href=');
  });
});

describe('erc20TransferColumns', () => {
  const transfer: Erc20TransferDetail = {
    from: party(OTHER),
    to: party(ME),
    logIndex: 0,
    value: '1500000',
    erc20Token: { address: OTHER, name: 'USD Coin', symbol: 'USDC', decimals: 6, ercType: 'ERC-20' },
  };
  const { token, amount } = erc20TransferColumns<Erc20TransferDetail>({
    chainId: '43114',
    testIds: { token: 'token-link', amount: 'transfer-amount' },
    widths: { token: 120, amount: 140 },
  });

  it('names the token by symbol and scales the amount by its decimals', () => {
    expect(html(token.cell(transfer))).toContain('>USDC<');
    expect(html(amount.cell(transfer))).toContain('>1.5<');
    expect(amount.sortValue?.(transfer)).toBe(1_500_000n);
  });
});
