import { z } from 'zod';
import { type AppError, appError } from './errors';

/**
 * Response objects are parsed tolerantly: unknown keys are kept (real APIs drift), required
 * fields and types are still checked. Request objects are strict (`z.strictObject` in every channel's `params`).
 */
export const loose = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);

/**
 * A field the spec or the SDK marks deprecated: servers may stop sending it at any time, so it is
 * optional, and a malformed value is dropped (read as absent) rather than failing the whole answer.
 * Views read the field that replaces it and treat this one as a fallback.
 */
export const deprecatedField = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** An enum whose unknown values are kept as the raw string rather than rejected. */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.string().describe(`one of ${values.join(', ')} (other values kept as-is)`) as unknown as z.ZodType<
    T[number] | (string & {})
  >;
}

/** Turn the first zod issue into the one error type, naming the field path. */
export function zodIssueToAppError(error: z.ZodError, kind: 'validation' | 'parse'): AppError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid value';
  return appError(kind, message, field ? { field } : {});
}

/** Every field-level message for a form: `{ 'options.addresses': 'at least one address' }`. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
