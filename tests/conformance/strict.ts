import * as z from 'zod/v3';

/**
 * Rebuilds one of `@avalanche-sdk/chainkit`'s inbound zod (v3) schemas with every object strict
 * (unknown keys fail) and every open enum closed (values the SDK does not know fail), so the
 * simulator cannot drift from the real service's shapes unnoticed.
 */
export function strictSchema(schema: z.ZodTypeAny, seen = new Map<z.ZodTypeAny, z.ZodTypeAny>()): z.ZodTypeAny {
  const cached = seen.get(schema);
  if (cached) return cached;
  let out: z.ZodTypeAny;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodTypeAny> = {};
    for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      shape[key] = strictSchema(value, seen);
    }
    out = z.object(shape).strict();
  } else if (schema instanceof z.ZodOptional) {
    out = strictSchema(schema.unwrap(), seen).optional();
  } else if (schema instanceof z.ZodNullable) {
    out = strictSchema(schema.unwrap(), seen).nullable();
  } else if (schema instanceof z.ZodDefault) {
    out = strictSchema(schema.removeDefault(), seen).default(schema._def.defaultValue());
  } else if (schema instanceof z.ZodArray) {
    out = z.array(strictSchema(schema.element, seen));
  } else if (schema instanceof z.ZodRecord) {
    out = z.record(schema.keySchema, strictSchema(schema.valueSchema, seen));
  } else if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodTypeAny[]).filter((o) => !isOpenEnumFallback(o));
    const mapped = options.map((o) => strictSchema(o, seen));
    out = mapped.length === 1 ? (mapped[0] as z.ZodTypeAny) : z.union(mapped as [z.ZodTypeAny, z.ZodTypeAny]);
  } else if (schema instanceof z.ZodIntersection) {
    out = strictIntersection(schema._def.left, schema._def.right, seen);
  } else if (schema instanceof z.ZodEffects) {
    out = new z.ZodEffects({ ...schema._def, schema: strictSchema(schema._def.schema, seen) });
  } else if (schema instanceof z.ZodPipeline) {
    out = z.pipeline(strictSchema(schema._def.in, seen), schema._def.out);
  } else if (schema instanceof z.ZodLazy) {
    out = z.lazy(() => strictSchema(schema.schema, seen));
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
function strictIntersection(left: z.ZodTypeAny, right: z.ZodTypeAny, seen: Map<z.ZodTypeAny, z.ZodTypeAny>) {
  if (!(left instanceof z.ZodObject && right instanceof z.ZodObject)) {
    return z.intersection(strictSchema(left, seen), strictSchema(right, seen));
  }
  const l = left.shape as Record<string, z.ZodTypeAny>;
  const r = right.shape as Record<string, z.ZodTypeAny>;
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
    const a = l[key];
    const b = r[key];
    shape[key] =
      a && b
        ? z.intersection(strictSchema(a, seen), strictSchema(b, seen))
        : strictSchema((a ?? b) as z.ZodTypeAny, seen);
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
export function conformanceProblems(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = strictSchema(schema).safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}
