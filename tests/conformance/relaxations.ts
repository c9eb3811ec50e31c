import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as components from '@avalanche-sdk/chainkit/models/components';
import type * as z from 'zod/v3';
import type { Relaxations } from './strict';

/**
 * The two places where the Data API as it really answers and `@avalanche-sdk/chainkit`'s schemas part
 * ways, read from the SDK itself rather than listed by hand where possible:
 * - fields the SDK marks `@deprecated field` ("will be removed in a future release") may be absent;
 * - genesisData is the chain creator's document, passed through: its quantities may be JSON numbers or
 *   hex/decimal strings, and a precompile's blockTimestamp may be null.
 */

const SCHEMAS = components as unknown as Record<string, z.ZodTypeAny | undefined>;

/** `@deprecated field` keys of every component type in the SDK's TypeScript sources, by type name. */
function deprecatedKeysByType(): Map<string, string[]> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@avalanche-sdk/chainkit/package.json'));
  const dir = join(root, 'src', 'models', 'components');
  const out = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const type of text.matchAll(/export type (\w+) = \{([\s\S]*?)\n\};/g)) {
      const [, name, body] = type as unknown as [string, string, string];
      const keys = [...body.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(\w+)\??:/g)]
        .filter((m) => (m[1] ?? '').includes('@deprecated field'))
        .map((m) => m[2] as string);
      if (keys.length > 0) out.set(name, keys);
    }
  }
  return out;
}

/** The SDK's deprecated fields, keyed by the inbound schema instances its response schemas use. */
export function sdkDeprecatedFields(): Map<z.ZodTypeAny, string[]> {
  const out = new Map<z.ZodTypeAny, string[]>();
  for (const [type, keys] of deprecatedKeysByType()) {
    const schema = SCHEMAS[`${type}$inboundSchema`];
    if (schema) out.set(schema, keys);
  }
  return out;
}

/** The SDK's schemas of genesisData's parts. */
const GENESIS_SCHEMAS = [
  'EvmGenesisDto',
  'EvmGenesisConfigDto',
  'EvmGenesisFeeConfigDto',
  'EvmGenesisWarpConfigDto',
  'EvmGenesisAllowListConfigDto',
  'EvmGenesisAllocDto',
];

export function dataApiRelaxations(): Relaxations {
  const creatorDocument = new Set<z.ZodTypeAny>();
  for (const name of GENESIS_SCHEMAS) {
    const schema = SCHEMAS[`${name}$inboundSchema`];
    if (!schema) throw new Error(`@avalanche-sdk/chainkit no longer exports ${name}$inboundSchema`);
    creatorDocument.add(schema);
  }
  return { deprecated: sdkDeprecatedFields(), creatorDocument };
}
