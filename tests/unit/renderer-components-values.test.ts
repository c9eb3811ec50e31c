import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { CopyIconButton } from '@renderer/components/value/CopyIconButton';
import { Duration } from '@renderer/components/value/Duration';
import { FiatValue } from '@renderer/components/value/FiatValue';
import { HashText } from '@renderer/components/value/HashText';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { toneOf } from '@renderer/components/value/status-tone';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { TxLink } from '@renderer/components/value/TxLink';
import { refreshStepFor } from '@renderer/components/value/use-now';
import { clampPercent, ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatLocal, formatLocalDate } from '@renderer/format/time';
import { toChecksumAddress } from '@shared/ids';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
const LOWER = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const CHECKSUMMED = toChecksumAddress(LOWER);
const TX = `0x${'1f'.repeat(32)}`;

describe('Amount', () => {
  it('rounds the shown figure but keeps the exact value in the title', () => {
    const out = html(h(Amount, { value: '1234567890123456789012', decimals: 18, symbol: 'AVAX' }));
    expect(out).toContain('>1,234.56789<'); // 6 digits, half-up, trailing zero trimmed
    expect(out).toContain('title="1,234.567890123456789012 AVAX"');
    expect(out).toContain('>AVAX<');
  });

  it('shows a value that is not an integer raw, flagged', () => {
    const out = html(h(Amount, { value: '12.5', decimals: 18, symbol: 'AVAX' }));
    expect(out).toContain('amount--raw');
    expect(out).toContain('Not an integer amount: 12.5');
  });

  it('with copy, offers the exact value (not the rounded one) to copy', () => {
    const out = html(h(Amount, { value: '1234567890123456789012', decimals: 18, symbol: 'AVAX', copy: true }));
    expect(out).toContain('aria-label="Copy amount: 1,234.567890123456789012"');
    expect(html(h(Amount, { value: '1', decimals: 0 }))).not.toContain('copy-icon');
  });
});

describe('FiatValue', () => {
  it('formats the value and keeps the raw figure in the title', () => {
    const out = html(h(FiatValue, { value: '1234.5', currency: 'usd' }));
    expect(out).toContain('$1,234.50');
    expect(out).toContain('title="1234.5 USD"');
  });

  it('shows a dash when there is no value', () => {
    expect(html(h(FiatValue, { value: undefined, currency: 'eur' }))).toContain('>—<');
  });
});

describe('Timestamp', () => {
  const T = 1_714_565_002;
  it('shows local time with dateTime and UTC in the title', () => {
    const out = html(h(Timestamp, { value: T }));
    expect(out).toContain(`dateTime="2024-05-01T12:03:22.000Z"`);
    expect(out).toContain(`>${formatLocal(T)}<`);
    expect(out).toContain('2024-05-01 12:03:22 UTC');
  });

  it('shows relative time on request and raw text for a non-time', () => {
    expect(html(h(Timestamp, { value: Math.floor(Date.now() / 1000) - 7200, relative: true }))).toContain('2 h ago');
    expect(html(h(Timestamp, { value: 'soon' }))).toContain('Not a recognisable time');
  });

  it('shows only the local day on request, the full time still in the title', () => {
    const out = html(h(Timestamp, { value: T, dateOnly: true }));
    expect(formatLocalDate(T)).toBe(formatLocal(T).slice(0, 10));
    expect(out).toContain(`>${formatLocalDate(T)}<`);
    expect(out).not.toContain(`>${formatLocal(T)}<`);
    expect(out).toContain('2024-05-01 12:03:22 UTC');
  });

  it('redraws young relative times often and old ones rarely', () => {
    expect(refreshStepFor(10_000)).toBe(1000);
    expect(refreshStepFor(10 * 60_000)).toBe(15_000);
    expect(refreshStepFor(5 * 3_600_000)).toBe(300_000);
  });
});

describe('Duration', () => {
  it('formats seconds and counts down to a moment', () => {
    expect(html(h(Duration, { seconds: 90_000 }))).toContain('>1d 1h<');
    const inTwoHours = Math.floor(Date.now() / 1000) + 2 * 3600 + 30;
    expect(html(h(Duration, { until: inTwoHours }))).toMatch(/>(2h 0m|1h 59m)</);
    expect(html(h(Duration, { until: 1000, endedLabel: 'done' }))).toContain('>done<');
  });
});

describe('hashes and links', () => {
  it('HashText truncates in the middle, titles and copies the full value', () => {
    const out = html(h(HashText, { value: TX }));
    expect(out).toContain('0x1f1f1f1f…1f1f1f1f');
    expect(out).toContain(`title="${TX}"`);
    expect(out).toContain(`aria-label="Copy: ${TX}"`);
  });

  it('TxLink links to the transaction route', () => {
    expect(html(h(TxLink, { chainId: '43114', txHash: TX }))).toContain(`href="#/tx/43114/${TX}"`);
  });

  it('AddressLink checksums the address in the text and the link', () => {
    const out = html(h(AddressLink, { chainId: '43114', address: LOWER, truncate: false }));
    expect(CHECKSUMMED).not.toBe(LOWER);
    expect(out).toContain(`href="#/address/43114/${CHECKSUMMED}"`);
    expect(out).toContain(`>${CHECKSUMMED}<`);
  });

  it('AddressLink leads with a name when given', () => {
    const out = html(h(AddressLink, { chainId: '43114', address: LOWER, name: 'Wrapped AVAX' }));
    expect(out).toContain('>Wrapped AVAX<');
    expect(out).toContain(`title="Wrapped AVAX · ${CHECKSUMMED}"`);
  });

  it('AddressLink can leave the short address out after a name (a token symbol), keeping it in the title', () => {
    const withShort = html(h(AddressLink, { chainId: '43114', address: LOWER, name: 'WAVAX' }));
    const nameOnly = html(h(AddressLink, { chainId: '43114', address: LOWER, name: 'WAVAX', shortAfterName: false }));
    expect(withShort).toContain('address-link__short');
    expect(nameOnly).not.toContain('address-link__short');
    expect(nameOnly).toContain(`title="WAVAX · ${CHECKSUMMED}"`);
  });

  it('BlockLink shows hex numbers in decimal and links by the decimal number', () => {
    const out = html(h(BlockLink, { chainId: '43114', number: '0x2a' }));
    expect(out).toContain('href="#/block/43114/42"');
    expect(out).toContain('>#42<');
    expect(html(h(BlockLink, { chainId: '43114', number: 'latest' }))).not.toContain('href');
  });

  it('NodeIdText keeps the NodeID- prefix visible', () => {
    const out = html(h(NodeIdText, { nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' }));
    expect(out).toContain('NodeID-7Xhw2mD…bSt3Lg');
  });
});

describe('status', () => {
  it('maps the services’ status words to tones', () => {
    expect(toneOf('Accepted')).toBe('success');
    expect(toneOf('FAILED')).toBe('failed');
    expect(toneOf('0x0')).toBe('failed');
    expect(toneOf('Processing')).toBe('warning');
    expect(toneOf('Bootstrapping')).toBe('warning');
    expect(toneOf(' validating ')).toBe('success');
    expect(toneOf('SomethingNew')).toBe('neutral');
  });

  it('StatusPill takes its tone from the word unless told', () => {
    expect(html(h(StatusPill, { status: 'Rejected' }))).toContain('status-pill--failed');
    expect(html(h(StatusPill, { status: 'Rejected', tone: 'info' }))).toContain('status-pill--info');
    expect(html(Badge({ tone: 'warning', children: 'ERC-20' }))).toContain('badge--warning');
  });
});

describe('ProgressBar', () => {
  it('clamps to 0..100 and exposes the value', () => {
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    const out = html(h(ProgressBar, { value: 42.346 }));
    expect(out).toContain('aria-valuenow="42.35"');
    expect(out).toContain('width:42.346%');
    expect(out).toContain('>42.35%<');
  });
});

describe('KeyValueGrid and Card', () => {
  it('renders the rows given and skips falsy ones', () => {
    const out = html(
      h(KeyValueGrid, {
        rows: [{ label: 'Height', value: '42' }, false, null, { label: 'Hash', value: 'x', hint: 'keccak' }],
      }),
    );
    expect(out.match(/kv__row/g)).toHaveLength(2);
    expect(out).toContain('keccak');
  });

  it('Card shows title and tools', () => {
    const out = html(Card({ title: 'Balance', tools: h('button', { type: 'button' }, 'Refresh'), children: 'body' }));
    expect(out).toContain('card__title');
    expect(out).toContain('card__tools');
  });
});

describe('CopyIconButton', () => {
  it('is one button: the glyph is CSS and "Copied" goes to the page’s live region, nothing more in every table row', () => {
    const markup = renderToStaticMarkup(h(CopyIconButton, { value: '1.5', label: 'Copy amount', testId: 'x-copy' }));
    const doc = markup.match(/<[a-z]+/g) ?? [];
    expect(doc).toEqual(['<button']);
    expect(markup).toContain('class="copy-icon copy-icon--idle"');
    expect(markup).toContain('aria-label="Copy amount: 1.5"');
  });
});
