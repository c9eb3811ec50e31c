import { describe, expect, it } from 'vitest';
import { type Area, areaOf, cyclesOf, display, type ImportEdge, readImportGraph } from './import-graph';

/**
 * The arrows of docs/architecture.md, checked on the real import graph (Biome's noRestrictedImports
 * checks them per file as you type; this also catches re-exports and dynamic imports, and cycles).
 */
const MAY_IMPORT: Record<Area, readonly Area[]> = {
  shared: ['shared'],
  electron: ['electron', 'shared'],
  renderer: ['renderer', 'shared'],
  simulator: ['simulator', 'shared'],
};
/** Only the main process (and its preload) may load Electron itself. */
const ELECTRON_PACKAGE_AREAS: readonly Area[] = ['electron'];

const graph = readImportGraph();

describe('import graph', () => {
  it('reads the whole tree', () => {
    const areas = new Set(graph.files.map(areaOf));
    expect([...areas].sort()).toEqual(['electron', 'renderer', 'shared', 'simulator']);
    expect(graph.edges.length).toBeGreaterThan(graph.files.length);
  });

  it('has no import that runs against the arrows', () => {
    const wrong = graph.edges
      .filter((e) => !MAY_IMPORT[areaOf(e.from)].includes(areaOf(e.to)))
      .map((e) => `${display(e.from)} → ${display(e.to)}`);
    expect(wrong).toEqual([]);
  });

  it('loads the electron package only in the main process', () => {
    const wrong = [...graph.packages]
      .filter(([file, specifiers]) => specifiers.includes('electron') && !ELECTRON_PACKAGE_AREAS.includes(areaOf(file)))
      .map(([file]) => display(file));
    expect(wrong).toEqual([]);
  });

  it('climbs at most one folder with a relative import (further, or into another area, takes an alias)', () => {
    const climbing = [...graph.relatives].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => s.startsWith('../../')).map((s) => `${display(file)}: ${s}`),
    );
    const crossing = graph.edges
      .filter((e) => e.specifier?.startsWith('.') && areaOf(e.from) !== areaOf(e.to))
      .map((e) => `${display(e.from)}: ${e.specifier}`);
    expect([...climbing, ...crossing]).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cyclesOf(graph.files, graph.edges).map((cycle) => cycle.map(display))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const edges: ImportEdge[] = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
      { from: 'e', to: 'e' },
    ];
    expect(cyclesOf(['a', 'b', 'c', 'd', 'e'], edges)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cyclesOf(['a', 'b', 'c', 'd'], edges.slice(1, 4))).toEqual([]);
  });
});
