import * as z from 'zod/v3';

/**
 * Where the real service and the SDK's schemas disagree, and the simulator follows the service. Each is
 * narrow and documented; everything else stays strict.
 */
export interface Relaxations {
  /**
   * Keys the SDK itself marks `@deprecated` ("will be removed in a future release"), per inbound schema:
   * they may be absent, as the service is removing them.
   */
  deprecated?: ReadonlyMap<z.ZodTypeAny, readonly string[]>;
  /**
   * Schemas of a document the chain's creator wrote and the service passes through (genesisData):
   * quantities may be written as JSON numbers or hex/decimal strings (subnet-evm reads math.HexOrDecimal
   * either way) and a precompile's blockTimestamp may be null (disabled at genesis). Keys stay strict.
   */
  creatorDocument?: ReadonlySet<z.ZodTypeAny>;
}

/** Keys of a creator's genesis whose values are quantities (gen_genesis.go: math.HexOrDecimal64/256). */
const QUANTITY_KEYS = new Set(['gasLimit', 'gasUsed', 'difficulty', 'nonce', 'number', 'timestamp', 'baseFeePerGas']);
const creatorQuantity = z.union([z.number().nonnegative(), z.string().regex(/^(0x[0-9a-fA-F]*|\d+)$/)]).nullable();

function unwrapLeaf(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrapLeaf(schema.unwrap());
  return schema;
}

/** A leaf of a creator's document as the real service passes it: SDK numbers and known quantities relaxed. */
function creatorLeaf(key: string, value: z.ZodTypeAny): z.ZodTypeAny | null {
  const leaf = unwrapLeaf(value);
  const quantity = leaf instanceof z.ZodNumber || (leaf instanceof z.ZodString && QUANTITY_KEYS.has(key));
  return quantity ? creatorQuantity.optional() : null;
}

/**
 * Rebuilds one of `@avalanche-sdk/chainkit`'s inbound zod (v3) schemas with every object strict
 * (unknown keys fail) and every open enum closed (values the SDK does not know fail), so the
 * simulator cannot drift from the real service's shapes unnoticed (bar the `relax`ations named).
 */
export function strictSchema(
  schema: z.ZodTypeAny,
  relax: Relaxations = {},
  seen = new Map<z.ZodTypeAny, z.ZodTypeAny>(),
): z.ZodTypeAny {
  const cached = seen.get(schema);
  if (cached) return cached;
  let out: z.ZodTypeAny;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodTypeAny> = {};
    const deprecated = relax.deprecated?.get(schema) ?? [];
    const creator = relax.creatorDocument?.has(schema) ?? false;
    for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      const strict = (creator && creatorLeaf(key, value)) || strictSchema(value, relax, seen);
      shape[key] = deprecated.includes(key) ? strict.optional() : strict;
    }
    out = z.object(shape).strict();
  } else if (schema instanceof z.ZodOptional) {
    out = strictSchema(schema.unwrap(), relax, seen).optional();
  } else if (schema instanceof z.ZodNullable) {
    out = strictSchema(schema.unwrap(), relax, seen).nullable();
  } else if (schema instanceof z.ZodDefault) {
    out = strictSchema(schema.removeDefault(), relax, seen).default(schema._def.defaultValue());
  } else if (schema instanceof z.ZodArray) {
    out = z.array(strictSchema(schema.element, relax, seen));
  } else if (schema instanceof z.ZodRecord) {
    out = z.record(schema.keySchema, strictSchema(schema.valueSchema, relax, seen));
  } else if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodTypeAny[]).filter((o) => !isOpenEnumFallback(o));
    const mapped = options.map((o) => strictSchema(o, relax, seen));
    out = mapped.length === 1 ? (mapped[0] as z.ZodTypeAny) : z.union(mapped as [z.ZodTypeAny, z.ZodTypeAny]);
  } else if (schema instanceof z.ZodIntersection) {
    out = strictIntersection(schema._def.left, schema._def.right, relax, seen);
  } else if (schema instanceof z.ZodEffects) {
    out = new z.ZodEffects({ ...schema._def, schema: strictSchema(schema._def.schema, relax, seen) });
  } else if (schema instanceof z.ZodPipeline) {
    out = z.pipeline(strictSchema(schema._def.in, relax, seen), schema._def.out);
  } else if (schema instanceof z.ZodLazy) {
    out = z.lazy(() => strictSchema(schema.schema, relax, seen));
  } else {
    out = schema;
  }
  seen.set(schema, out);
  return out;
}

/**
 * `A.and(B)` of two objects is one object with the keys of both: each side alone must not reject the
 * other's keys, so the shapes are merged into a single strict object (shared keys must satisfy both).
 */
function strictIntersection(
  left: z.ZodTypeAny,
  right: z.ZodTypeAny,
  relax: Relaxations,
  seen: Map<z.ZodTypeAny, z.ZodTypeAny>,
) {
  if (!(left instanceof z.ZodObject && right instanceof z.ZodObject)) {
    return z.intersection(strictSchema(left, relax, seen), strictSchema(right, relax, seen));
  }
  const l = left.shape as Record<string, z.ZodTypeAny>;
  const r = right.shape as Record<string, z.ZodTypeAny>;
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
    const a = l[key];
    const b = r[key];
    shape[key] =
      a && b
        ? z.intersection(strictSchema(a, relax, seen), strictSchema(b, relax, seen))
        : strictSchema((a ?? b) as z.ZodTypeAny, relax, seen);
  }
  return z.object(shape).strict();
}

/** Speakeasy's open enums are `union(literal…, string.transform(unrecognized))`: the last member is the fallback. */
function isOpenEnumFallback(option: z.ZodTypeAny): boolean {
  return (
    option instanceof z.ZodEffects &&
    (option._def.schema instanceof z.ZodString || option._def.schema instanceof z.ZodNumber) &&
    option._def.effect.type === 'transform'
  );
}

/** Parses strictly; returns a readable list of problems (path: message), empty when it conforms. */
export function conformanceProblems(schema: z.ZodTypeAny, value: unknown, relax: Relaxations = {}): string[] {
  const result = strictSchema(schema, relax).safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}
