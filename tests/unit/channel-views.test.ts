import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hasView, ROUTES_WITHOUT_VIEW } from '@renderer/routing/route-views';
import { type ChannelName, channelNames, contract } from '@shared/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHANNEL_VIEWS, type ChannelUse } from './channel-views';

const RENDERER = resolve('renderer/src');
const MAIN = resolve('electron');

/** `@renderer/x` or `./x` from `from`, as a file that exists; null for anything outside the renderer. */
function resolveModule(spec: string, from: string): string | null {
  const base = spec.startsWith('@renderer/')
    ? join(RENDERER, spec.slice('@renderer/'.length))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('.css') && candidate !== base) return candidate;
  }
  return existsSync(base) && /\.tsx?$/.test(base) ? base : null;
}

/** Names imported into `source` from renderer modules: name → module file. */
function rendererImports(source: string, file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const target = resolveModule(m[2] as string, file);
    if (!target) continue;
    for (const part of (m[1] as string).split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) out.set(name, target);
    }
  }
  return out;
}

/** The text of a top-level declaration of `name` in `source` (up to the next top-level declaration). */
function declaration(source: string, name: string): string | null {
  const start = source.search(new RegExp(`^(export )?(async )?(function|const|let|class) ${name}\\b`, 'm'));
  if (start === -1) return null;
  const rest = source.slice(start + 1);
  const next = rest.search(/^(export |function |const |let |class |interface |type )/m);
  return source.slice(start, next === -1 ? undefined : start + 1 + next);
}

const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

/**
 * Whether `text` (part of `file`) calls `channel`: the literal is in it, or in a declaration it uses —
 * one of the same file or one it imports from a renderer module — followed `depth` levels deep.
 */
function reaches(text: string, file: string, channel: ChannelName, depth: number): boolean {
  if (text.includes(`'${channel}'`)) return true;
  if (depth === 0) return false;
  const source = readFileSync(file, 'utf8');
  for (const [name, target] of rendererImports(source, file)) {
    if (!mentions(text, name)) continue;
    const body = declaration(readFileSync(target, 'utf8'), name);
    if (body && reaches(body, target, channel, depth - 1)) return true;
  }
  for (const m of source.matchAll(/^(?:export )?(?:async )?(?:function|const) (\w+)/gm)) {
    const name = m[1] as string;
    const body = declaration(source, name);
    if (body && body !== text && mentions(text, name) && reaches(body, file, channel, depth - 1)) return true;
  }
  return false;
}

const entries = Object.entries(CHANNEL_VIEWS) as [ChannelName, ChannelUse][];

/** The parameter names of a channel's params schema (through optional/default wrappers and unions). */
function paramNames(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape) return Object.keys(shape);
    const options = (current as { def?: { type?: string; options?: z.ZodType[] } }).def;
    if (options?.type === 'union' && options.options) {
      return [...new Set(options.options.flatMap(paramNames))];
    }
    current = (current as { def?: { innerType?: unknown } }).def?.innerType;
  }
  return [];
}

/** The endpoint path a data channel's summary names, up to its first path parameter. */
function endpointPath(channel: ChannelName): string {
  const path = /^(?:GET|POST) (\/[^\s{]*)/.exec(contract[channel].summary)?.[1];
  if (!path) throw new Error(`the summary of ${channel} names no endpoint`);
  return path;
}

/** README's "Where each endpoint is used" rows, by channel. */
function readmeRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync('README.md', 'utf8').split('\n')) {
    const m = /^\| `([\w.]+)` \|/.exec(line);
    if (m) rows.set(m[1] as string, line);
  }
  return rows;
}

describe('every channel is used by a view', () => {
  it('the list names exactly the channels of the contract', () => {
    expect(entries.map(([c]) => c).sort()).toEqual([...channelNames].sort());
  });

  it.each(entries.filter((e): e is [ChannelName, string] => typeof e[1] === 'string'))(
    '%s is called from %s (directly or through a hook it imports)',
    (channel, view) => {
      const file = join(RENDERER, view);
      expect(existsSync(file), `${view} does not exist`).toBe(true);
      expect(reaches(readFileSync(file, 'utf8'), file, channel, 4), `${view} does not reach ${channel}`).toBe(true);
    },
  );

  it.each(
    entries.filter(
      (e): e is [ChannelName, { inMain: string; through: ChannelName }] => typeof e[1] === 'object' && 'inMain' in e[1],
    ),
  )('%s is sent by main on behalf of a view: %o', (channel, { inMain, through }) => {
    const file = join(MAIN, inMain);
    expect(existsSync(file), `${inMain} does not exist`).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(
      source.includes(`'${channel}'`) || source.includes(endpointPath(channel)),
      `${inMain} does not send ${channel}`,
    ).toBe(true);
    expect(typeof CHANNEL_VIEWS[through], `${through} is not itself called from a view`).toBe('string');
  });

  it('a channel may wait only for a route that is listed without a view', () => {
    for (const [channel, use] of entries) {
      if (typeof use === 'string' || !('awaiting' in use)) continue;
      expect(ROUTES_WITHOUT_VIEW, channel).toContain(use.awaiting);
      expect(hasView(use.awaiting), channel).toBe(false);
    }
  });

  it("README's table has a row for every channel naming each of its parameters", () => {
    const rows = readmeRows();
    for (const channel of channelNames) {
      const row = rows.get(channel);
      expect(row, `README.md has no row for ${channel}`).toBeDefined();
      for (const name of paramNames(contract[channel].params)) {
        expect(row, `README.md's row for ${channel} does not name ${name}`).toContain(`\`${name}\``);
      }
    }
    expect(paramNames(contract['data.aggregateSignatures'].params)).toContain('quorumPercentageBuffer');
  });

  it('the checker itself: a view that does not call a channel is not taken for one that does', () => {
    const file = join(RENDERER, 'views/node/AcpsTab.tsx');
    expect(reaches(readFileSync(file, 'utf8'), file, 'node.info.getNodeIP', 4)).toBe(false);
    expect(endpointPath('data.getOperation')).toBe('/v1/operations/');
    const runner = readFileSync(join(MAIN, 'services/export/remote-runner.ts'), 'utf8');
    expect(runner.includes(endpointPath('data.listPendingRewards'))).toBe(false);
  });
});
