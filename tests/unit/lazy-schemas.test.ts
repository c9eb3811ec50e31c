import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lazySchema } from '@shared/lazy-schema';
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

  it('leaves a module without schemas as it is', () => {
    const plain = "export const LIMIT = 25;\nexport function f() { return 'z'; }\n";
    expect(withLazySchemas(plain)).toBe(plain);
  });

  it('finds the schemas of the real shared modules (the contract’s channels among them)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) files.push(path);
      }
    };
    walk('shared');
    const count = (pattern: RegExp) =>
      files.reduce((n, f) => n + moduleSchemaRanges(readFileSync(f, 'utf8'), f).length * Number(pattern.test(f)), 0);
    // Every channel has params; each becomes lazy.
    expect(count(/[\\/]contract[\\/]/)).toBeGreaterThan(90);
    expect(count(/[\\/]models[\\/]/)).toBeGreaterThan(50);
  });
});
