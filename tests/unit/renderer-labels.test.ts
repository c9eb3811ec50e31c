import { AddressLink } from '@renderer/components/value/AddressLink';
import { labelsMatching, useLabelStore } from '@renderer/stores/labels';
import { importSummary } from '@renderer/views/labels/LabelFiles';
import { toChecksumAddress } from '@shared/ids';
import { AddressLabel, labelsFileText } from '@shared/models/labels';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

const LOWER = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const label = (address: string, name: string, watch = false) =>
  AddressLabel.parse({ address, label: name, watch, chainId: '43114' });
const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

afterEach(() => useLabelStore.getState().replace([]));

describe('AddressLink with a label', () => {
  it('leads with the label, whatever letter case the address is given in, and keeps the address', () => {
    useLabelStore.getState().replace([label(LOWER, 'Treasury')]);
    const out = renderToStaticMarkup(h(AddressLink, { chainId: '43114', address: toChecksumAddress(LOWER) }));
    expect(out).toContain('>Treasury<');
    expect(out).toContain('data-label="Treasury"');
    expect(out).toContain(`href="#/address/43114/${toChecksumAddress(LOWER)}"`);
    expect(out).toContain(`title="Your label: Treasury · ${toChecksumAddress(LOWER)}"`);
  });

  it('the label wins over a contract name, which stays in the title', () => {
    useLabelStore.getState().replace([label(LOWER, 'Mine')]);
    const out = renderToStaticMarkup(h(AddressLink, { chainId: '43114', address: LOWER, name: 'Wrapped AVAX' }));
    expect(out).toContain('>Mine<');
    expect(out).not.toContain('address-link__name');
    expect(out).toContain('Wrapped AVAX');
  });

  it('without a label shows no label element', () => {
    const out = renderToStaticMarkup(h(AddressLink, { chainId: '43114', address: LOWER }));
    expect(out).not.toContain('address-label');
    expect(out).not.toContain('data-label');
  });
});

describe('labelsMatching (search by label)', () => {
  const all = [label(addr(1), 'Binance hot'), label(addr(2), 'My wallet'), label(addr(3), 'Old binance')];
  it('finds by any part of the name, any case; names starting with the text first', () => {
    expect(labelsMatching(all, 'BINANCE').map((l) => l.label)).toEqual(['Binance hot', 'Old binance']);
    expect(labelsMatching(all, 'wal').map((l) => l.address)).toEqual([addr(2)]);
  });
  it('finds nothing for blank text and stops at the limit', () => {
    expect(labelsMatching(all, '  ')).toEqual([]);
    expect(labelsMatching(all, 'n', 2)).toHaveLength(2);
  });
});

describe('labels file and import summary', () => {
  it('exports in a stable order, so the same labels give the same file', () => {
    const a = labelsFileText([label(addr(2), 'b'), label(addr(1), 'a')]);
    const b = labelsFileText([label(addr(1), 'a'), label(addr(2), 'b')]);
    expect(a).toBe(b);
    expect(JSON.parse(a).labels.map((l: { label: string }) => l.label)).toEqual(['a', 'b']);
  });
  it('says how many were added, updated and skipped, naming the first skipped entries (1-based)', () => {
    const text = importSummary({
      labels: [],
      added: 2,
      updated: 1,
      rejected: [{ index: 4, reason: 'label: is required' }],
    });
    expect(text).toBe('Imported: 2 added, 1 updated; 1 skipped (entry 5: label: is required).');
    expect(importSummary({ labels: [], added: 0, updated: 0, rejected: [] })).toBe('Imported: 0 added, 0 updated.');
  });
});
