import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INITIAL_BUNDLE_BUDGET_BYTES, initialScripts, measureInitialBundle } from '../../bench/initial-bundle';

/** A built page as Vite writes it: entry script, preloads, a stylesheet, and a lazy chunk nobody names. */
function fixtureBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snowscope-bundle-'));
  mkdirSync(join(dir, 'assets'));
  const write = (name: string, content: string) => writeFileSync(join(dir, name), content);
  write('assets/index-a1.js', `import"./react-b2.js";${'entry();'.repeat(500)}`);
  write('assets/react-b2.js', 'x'.repeat(20_000));
  write('assets/prefs-c3.js', `export const p=${JSON.stringify(Array.from({ length: 300 }, (_, i) => i))};`);
  write('assets/AddressView-d4.js', 'lazy'.repeat(50_000));
  write('assets/index-e5.css', 'body{}'.repeat(1000));
  write(
    'index.html',
    `<!doctype html><html><head>
    <script type="module" crossorigin src="./assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-b2.js">
    <link crossorigin href='./assets/prefs-c3.js' rel='modulepreload'>
    <link rel="modulepreload" href="./assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="./assets/index-e5.css">
    <script>var inline = 1;</script>
    </head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

describe('initial bundle measurement', () => {
  it('names the entry script and each modulepreload once, in page order, and nothing else', () => {
    const html = readFileSync(join(fixtureBuild(), 'index.html'), 'utf8');
    expect(initialScripts(html)).toEqual(['./assets/index-a1.js', './assets/react-b2.js', './assets/prefs-c3.js']);
  });

  it('sums raw and gzipped bytes of exactly those files (the lazy chunk and the stylesheet do not count)', () => {
    const dir = fixtureBuild();
    const measured = measureInitialBundle(dir);
    const named = ['assets/index-a1.js', 'assets/react-b2.js', 'assets/prefs-c3.js'].map((f) =>
      readFileSync(join(dir, f)),
    );
    expect(measured.files.map((f) => f.file)).toEqual([
      './assets/index-a1.js',
      './assets/react-b2.js',
      './assets/prefs-c3.js',
    ]);
    expect(measured.bytes).toBe(named.reduce((s, b) => s + b.length, 0));
    expect(measured.gzipBytes).toBe(named.reduce((s, b) => s + gzipSync(b).length, 0));
    // The repetitive fixture compresses well: gzipped must really be the compressed size.
    expect(measured.gzipBytes).toBeLessThan(measured.bytes / 10);
  });

  it('refuses a build whose page names a file that is not there', () => {
    const dir = fixtureBuild();
    writeFileSync(
      join(dir, 'index.html'),
      '<script type="module" src="./assets/gone.js"></script><link rel="modulepreload" href="./assets/react-b2.js">',
    );
    expect(() => measureInitialBundle(dir)).toThrow(/gone\.js/);
  });
});

const built = resolve('out/renderer');
const haveBuild = existsSync(join(built, 'index.html'));
if (!haveBuild) console.warn(`skipping the start-up budget: no build at ${built} (run \`npx electron-vite build\`)`);

describe.skipIf(!haveBuild)('the built renderer (npm test builds it first)', () => {
  it('starts with at most 250 KB of gzipped JavaScript, and views are not part of it', () => {
    const measured = measureInitialBundle(built);
    expect(measured.gzipBytes).toBeLessThanOrEqual(INITIAL_BUNDLE_BUDGET_BYTES);
    expect(measured.files.some((f) => /AddressView|MetricsView|NodeView|charts/.test(f.file))).toBe(false);
  });

  it('runs the boot script first, from one file that imports nothing (its early work must not wait)', () => {
    const [first, ...rest] = initialScripts(readFileSync(join(built, 'index.html'), 'utf8'));
    expect(first).toMatch(/^\.\/assets\/boot-[\w-]{8}\.js$/);
    expect(rest.some((f) => /\/index-[\w-]{8}\.js$/.test(f))).toBe(true);
    const boot = readFileSync(join(built, first as string), 'utf8');
    // Static imports (`import{a}from"./x.js"`, `import"./x.js"`); `import("./View.js")` loads a view on demand.
    expect(boot).not.toMatch(/\bimport\s*[{*"'\w]|\bfrom\s*["']/);
    expect(boot).toMatch(/app\.profiles\.list/);
  });
});

/** Every source module of the built renderer's JavaScript, as its source maps name them (`shared/…`, `renderer/…`). */
function builtSources(dir: string): Set<string> {
  const assets = join(dir, 'assets');
  const sources = new Set<string>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] };
    for (const source of map.sources)
      sources.add(relative(process.cwd(), resolve(assets, source)).replaceAll('\\', '/'));
  }
  return sources;
}

describe.skipIf(!haveBuild)('the built renderer leaves out what it never runs', () => {
  it('has no response model that only results use (the contract it carries has no result schemas)', () => {
    const sources = builtSources(built);
    // Still there, so the check reads real names: the renderer uses these models' constants and helpers.
    expect(sources).toContain('shared/models/profile.ts');
    expect(sources).toContain('shared/contract/data/balances.ts');
    for (const resultOnly of [
      'shared/models/data/balances.ts',
      'shared/models/data/blocks.ts',
      'shared/models/data/metrics.ts',
      'shared/models/data/signatures.ts',
      'shared/models/node/evm.ts',
      'shared/models/node/validators.ts',
    ]) {
      expect(sources, resultOnly).not.toContain(resultOnly);
    }
  });
});
