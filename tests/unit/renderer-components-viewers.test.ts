import { breakdownBars, countBy } from '@renderer/components/chart/breakdown';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import {
  childEntries,
  childPath,
  containerPaths,
  containerSummary,
  jsonKind,
  leafText,
  toJsonText,
} from '@renderer/components/viewer/json-tree';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const doc = { a: { b: [1, { c: null }], 'x/y': 'z' }, n: 5, big: 12n };

describe('json tree helpers', () => {
  it('classifies values', () => {
    expect([null, [], {}, 'x', 1, 1n, true, undefined].map(jsonKind)).toEqual([
      'null',
      'array',
      'object',
      'string',
      'number',
      'bigint',
      'boolean',
      'undefined',
    ]);
  });

  it('lists container paths, JSON-pointer escaped, to a depth', () => {
    expect(containerPaths(doc)).toEqual(['', '/a', '/a/b', '/a/b/1']);
    expect(containerPaths(doc, 1)).toEqual(['']);
    expect(containerPaths(doc, 2)).toEqual(['', '/a']);
    expect(containerPaths(doc, Number.POSITIVE_INFINITY, 2)).toEqual(['', '/a']);
    expect(containerPaths('leaf')).toEqual([]);
    expect(childPath('/a', 'x/y~z')).toBe('/a/x~1y~0z');
  });

  it('summarises containers and prints leaves as JSON', () => {
    expect(containerSummary([1, 2])).toBe('[2 items]');
    expect(containerSummary({ k: 1 })).toBe('{1 key}');
    expect(childEntries(['p', 'q'])).toEqual([
      ['0', 'p'],
      ['1', 'q'],
    ]);
    expect(leafText('say "hi"')).toBe('"say \\"hi\\""');
    expect(leafText(null)).toBe('null');
    expect(leafText(7n)).toBe('7n');
  });

  it('copies BigInts as decimal strings instead of throwing', () => {
    expect(JSON.parse(toJsonText(doc))).toEqual({ a: { b: [1, { c: null }], 'x/y': 'z' }, n: 5, big: '12' });
    expect(toJsonText(undefined)).toBe('undefined');
  });
});

describe('JsonViewer', () => {
  it('opens the first level only by default', () => {
    const out = renderToStaticMarkup(h(JsonViewer, { value: doc }));
    expect(out).toContain('{2 keys}'); // "a" is collapsed: shows its summary
    expect(out).toContain('>5<');
    expect(out).not.toContain('[2 items]'); // "b" lives inside the collapsed "a"
    expect(out.match(/aria-expanded="true"/g)).toHaveLength(1);
  });

  it('opens deeper levels on request', () => {
    const out = renderToStaticMarkup(h(JsonViewer, { value: doc, expandDepth: 10 }));
    expect(out.match(/aria-expanded="true"/g)).toHaveLength(4);
    expect(out).toContain('json__value--null');
  });

  it('pages very long arrays', () => {
    const out = renderToStaticMarkup(h(JsonViewer, { value: Array.from({ length: 450 }, (_, i) => i) }));
    expect(out).toContain('Show 200 more of 250');
  });
});

describe('HexViewer', () => {
  it('counts the bytes and copies normalised hex', () => {
    const out = renderToStaticMarkup(h(HexViewer, { hex: '0xDEADBEEF' }));
    expect(out).toContain('data-testid="hex-byte-count">4<');
    expect(out).toContain('aria-label="Copy all: 0xdeadbeef"');
  });

  it('says when the text is not hex bytes', () => {
    const out = renderToStaticMarkup(h(HexViewer, { hex: '0xabc' }));
    expect(out).toContain('data-testid="hex-invalid"');
  });
});

describe('breakdown', () => {
  it('counts items by key', () => {
    const peers = ['v1.11', 'v1.12', 'v1.11', 'v1.10', 'v1.11'].map((version) => ({ version }));
    const counts = countBy(peers, (p) => p.version);
    expect(counts).toContainEqual({ label: 'v1.11', count: 3 });
    expect(counts.reduce((s, c) => s + c.count, 0)).toBe(5);
  });

  it('orders by count then label, with shares of the total', () => {
    const bars = breakdownBars([
      { label: 'b', count: 2 },
      { label: 'a', count: 2 },
      { label: 'c', count: 4 },
    ]);
    expect(bars.map((b) => b.label)).toEqual(['c', 'a', 'b']);
    expect(bars.map((b) => b.percent)).toEqual([50, 25, 25]);
    expect(bars.every((b) => !b.other)).toBe(true);
  });

  it('sums what does not fit into an "Other" bar', () => {
    const items = Array.from({ length: 6 }, (_, i) => ({ label: `v${i}`, count: 10 - i }));
    const bars = breakdownBars(items, 4);
    expect(bars).toHaveLength(4);
    expect(bars[3]).toMatchObject({ label: 'Other (3)', count: 7 + 6 + 5, other: true });
    expect(bars.reduce((s, b) => s + b.count, 0)).toBe(items.reduce((s, i) => s + i.count, 0));
  });

  it('copes with nothing and with zero totals', () => {
    expect(breakdownBars([])).toEqual([]);
    expect(breakdownBars([{ label: 'x', count: 0 }])[0]?.percent).toBe(0);
  });
});
