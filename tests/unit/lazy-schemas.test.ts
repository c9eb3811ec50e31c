import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lazySchema } from '@shared/lazy-schema';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moduleSchemaRanges, withLazySchemas } from '../../scripts/vite-lazy-schemas';

describe('lazySchema (a module-level schema built on first use, renderer build)', () => {
  const counted = <T extends object>(build: () => T) => {
    const state = { builds: 0 };
    const schema = lazySchema(() => {
      state.builds += 1;
      return build();
    });
    return { schema, state };
  };

  it('builds nothing until used, then once, and parses as the schema itself', () => {
    const { schema, state } = counted(() => z.object({ height: z.number().int().min(0) }));
    expect(state.builds).toBe(0);
    expect(schema.parse({ height: 3 })).toEqual({ height: 3 });
    const refused = schema.safeParse({ height: -1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['height']);
    expect(state.builds).toBe(1);
  });

  it('composes like the schema: nested in objects, unions and discriminated unions, extended, optional', () => {
    const Inner = lazySchema(() => z.object({ kind: z.literal('a'), n: z.number() }));
    const Other = lazySchema(() => z.object({ kind: z.literal('b'), s: z.string() }));
    const Outer = z.object({ inner: Inner, maybe: Inner.optional() });
    expect(Outer.parse({ inner: { kind: 'a', n: 1 } })).toEqual({ inner: { kind: 'a', n: 1 } });
    expect(Outer.safeParse({ inner: { kind: 'a', n: 'x' } }).success).toBe(false);
    const Either = z.discriminatedUnion('kind', [Inner, Other]);
    expect(Either.parse({ kind: 'b', s: 'ok' })).toEqual({ kind: 'b', s: 'ok' });
    expect(z.union([Inner, Other]).safeParse({ kind: 'c' }).success).toBe(false);
    expect(Inner.extend({ extra: z.boolean() }).parse({ kind: 'a', n: 2, extra: true })).toMatchObject({ extra: true });
    expect(z.object({ ...Inner.shape, more: z.string() }).keyof().options).toEqual(['kind', 'n', 'more']);
  });

  it('passes zod’s own instance checks, and an object of schemas spreads into a shape', () => {
    const Schema = lazySchema(() => z.object({ a: z.string() }));
    expect(Schema instanceof z.ZodObject).toBe(true);
    expect(Schema instanceof z.ZodString).toBe(false);
    const fields = lazySchema(() => ({ pageSize: z.number().max(100), pageToken: z.string().optional() }));
    expect(Object.keys({ ...fields })).toEqual(['pageSize', 'pageToken']);
    expect(z.object({ ...fields }).safeParse({ pageSize: 101 }).success).toBe(false);
  });
});

describe('the lazy-schemas build transform', () => {
  const source = [
    "import { z } from 'zod';",
    "import { loose } from '../schema';",
    'export const Height = z.number().int().min(0);',
    'const Row = loose({ height: Height });',
    'export const LIMIT = 25;',
    'export const helper = (max: number) => z.number().max(max);',
    'export const channels = {',
    "  'data.one': channel({ summary: 'one', params: z.object({ height: Height }), result: Row, cache: 'none' }),",
    '};',
  ].join('\n');

  it('wraps module-level schemas and channel params, nothing else, keeping every line where it was', () => {
    const out = withLazySchemas(source);
    const lines = out.split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[0]).toMatch(/^import \{ lazySchema \} from '@shared\/lazy-schema'; import \{ z \}/);
    expect(lines[2]).toBe('export const Height = /* @__PURE__ */ lazySchema(() => (z.number().int().min(0)));');
    expect(lines[3]).toBe('const Row = /* @__PURE__ */ lazySchema(() => (loose({ height: Height })));');
    expect(lines[4]).toBe('export const LIMIT = 25;');
    expect(lines[5]).toBe('export const helper = (max: number) => z.number().max(max);');
    expect(lines[7]).toContain('params: /* @__PURE__ */ lazySchema(() => (z.object({ height: Height }))),');
    expect(lines[7]).toContain('result: Row,');
  });

  it('wraps schemas built by helpers and derived from other schemas, not other calls', () => {
    const helpers = [
      "import { z } from 'zod';",
      "import { Profile } from './profile';",
      "import { uintParam } from './common';",
      'const text = () => z.string().max(200);',
      'function pattern(regex: RegExp) {',
      '  return z.string().regex(regex);',
      '}',
      'const trimmed = () => text().trim();',
      'export const Name = trimmed().min(1);',
      'export const Hex = pattern(/^0x/);',
      'export const MaybeHex = Hex.optional();',
      'export const Custom = Profile.omit({ builtin: true });',
      'export const Index = uintParam(1024).refine((n) => n >= 1);',
      'export const SMALLEST = Math.min(1, 2);',
      "export const NAMES = LIST.filter((n) => n !== 'x');",
      'export const FROZEN = Object.freeze({ a: 1 });',
      'export const LIMITS = { max: 5, min: 1 };',
      'export const MIXED = { height: z.number(), max: 5 };',
      'export const dates = { from: isoDate.optional(), to: isoDate.optional() };',
      'export const base = { from: AddressInfo, logIndex: z.number() };',
    ].join('\n');
    const lines = withLazySchemas(helpers).split('\n');
    const wrapped = (line: string | undefined) => line?.includes('lazySchema(() =>') ?? false;
    expect(lines.slice(3, 8).some(wrapped)).toBe(false);
    expect(lines.slice(8, 13).every(wrapped)).toBe(true);
    expect(lines.slice(13, 18).some(wrapped)).toBe(false);
    expect(lines.slice(18).every(wrapped)).toBe(true);
  });

  it('leaves no top-level call of a shared module unwrapped unless it is known not to build a schema', () => {
    // A schema helper the transform does not know would build its schemas at every start again: classify it.
    const notSchemas = [
      'shared/contract/data/common.ts: METRIC_NAMES.filter',
      'shared/csp.ts: DIRECTIVES.join',
      'shared/csp.ts: [...DIRECTIVES, "frame-ancestors \'none\'"].join',
      'shared/routing/route-issues.ts: bySchema',
      'shared/routing/route-issues.ts: INDEX_PATHS.map',
    ];
    const unwrapped = new Set<string>();
    for (const path of sharedModules()) {
      const source = readFileSync(path, 'utf8');
      const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const ranges = moduleSchemaRanges(source, path);
      for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const { initializer } of statement.declarationList.declarations) {
          if (!initializer || !ts.isCallExpression(initializer)) continue;
          const start = initializer.getStart(file);
          if (ranges.some((r) => r.start === start)) continue;
          unwrapped.add(`${path.replaceAll('\\', '/')}: ${initializer.expression.getText(file)}`);
        }
      }
    }
    expect([...unwrapped].sort()).toEqual([...notSchemas].sort());
  });

  it('leaves a module without schemas as it is', () => {
    const plain = "export const LIMIT = 25;\nexport function f() { return 'z'; }\n";
    expect(withLazySchemas(plain)).toBe(plain);
  });

  it('finds the schemas of the real shared modules (the contract’s channels among them)', () => {
    const files = sharedModules();
    const count = (pattern: RegExp) =>
      files.reduce((n, f) => n + moduleSchemaRanges(readFileSync(f, 'utf8'), f).length * Number(pattern.test(f)), 0);
    // Every channel has params; each becomes lazy.
    expect(count(/[\\/]contract[\\/]/)).toBeGreaterThan(90);
    expect(count(/[\\/]models[\\/]/)).toBeGreaterThan(50);
  });
});

/** Every module of `shared/` (paths as `shared/…`). */
function sharedModules(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) files.push(path);
    }
  };
  walk('shared');
  return files;
}
