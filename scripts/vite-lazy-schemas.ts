import ts from 'typescript';
import type { Plugin } from 'vite';

/** The shared modules (contract, models, export): where the renderer's module-level schemas are defined. */
const SHARED_MODULE = /[\\/]shared[\\/].+\.ts$/;
const HELPER_MODULE = /[\\/]shared[\\/]lazy-schema\.ts$/;

/** Calls that build a zod schema: `z.…` and the shared helpers that only wrap one (`loose` in shared/schema.ts). */
const SCHEMA_BUILDERS = new Set(['z', 'loose']);

/**
 * Helpers exported by one shared module and called at the top level of others, each returning a new schema. A
 * module's own helpers are found in it (`const text = () => z.string()…`); these are listed because the
 * transform sees one module at a time. The unit test fails on a top-level call in `shared/` that is neither
 * wrapped nor known not to be a schema, so a new helper cannot go unnoticed.
 */
const SHARED_SCHEMA_HELPERS = new Set(['uintParam', 'avaxAddress', 'byErcType', 'chosen', 'openEnum']);

/** Zod methods that derive a new schema from one: `Profile.omit({…})`, `quantity.optional()`. */
const ZOD_DERIVATIONS = new Set([
  'omit',
  'pick',
  'extend',
  'safeExtend',
  'partial',
  'required',
  'merge',
  'keyof',
  'optional',
  'nullable',
  'nullish',
  'array',
  'and',
  'or',
  'refine',
  'superRefine',
  'transform',
  'pipe',
  'catch',
  'default',
  'describe',
  'meta',
  'brand',
  'readonly',
]);

/** The identifier a call chain starts from (`z` for `z.object({…}).extend({…})`) and the member read on it. */
function chainStart(node: ts.Expression): { root: string; member: string | null } | null {
  let current: ts.Expression = node;
  let member: string | null = null;
  for (;;) {
    if (ts.isCallExpression(current)) current = current.expression;
    else if (ts.isParenthesizedExpression(current)) current = current.expression;
    else if (ts.isPropertyAccessExpression(current)) {
      member = current.name.text;
      current = current.expression;
    } else return ts.isIdentifier(current) ? { root: current.text, member } : null;
  }
}

/** What a module knows builds a schema: builder names, and the names of schemas it has declared so far. */
interface SchemaNames {
  builders: Set<string>;
  schemas: Set<string>;
}

function buildsSchema(node: ts.Expression, known: SchemaNames): boolean {
  if (!ts.isCallExpression(node)) return false;
  const start = chainStart(node);
  if (!start) return false;
  if (known.builders.has(start.root)) return true;
  // A schema of this module, or an imported one (schemas are named in PascalCase), derived by a zod method.
  const schemaRoot = known.schemas.has(start.root) || /^[A-Z]/.test(start.root);
  return schemaRoot && start.member !== null && ZOD_DERIVATIONS.has(start.member);
}

/**
 * A shape shared by several schemas, `{ fromDate: isoDate.optional(), toDate: isoDate.optional() }`: every
 * property a schema built here or a schema named (spread into `z.object({ ...shape })` through the stand-in).
 */
function isSchemaShape(node: ts.Expression, known: SchemaNames): boolean {
  if (!ts.isObjectLiteralExpression(node) || node.properties.length === 0) return false;
  let builds = false;
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return false;
    const value = property.initializer;
    if (buildsSchema(value, known) || derivesImported(value)) builds = true;
    else if (!(ts.isIdentifier(value) && (known.schemas.has(value.text) || /^[A-Z]/.test(value.text)))) return false;
  }
  return builds;
}

/** `isoDate.optional()`: a zod method on an imported name, taken for a schema where it is a shape's property. */
function derivesImported(node: ts.Expression): boolean {
  const start = ts.isCallExpression(node) ? chainStart(node) : null;
  return start?.member !== null && start?.member !== undefined && ZOD_DERIVATIONS.has(start.member);
}

/** The expression a helper returns, when it is one: `(…) => expr` or `function (…) { return expr; }`. */
function returnedExpression(node: ts.Node): ts.Expression | null {
  const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
  if (!fn) return null;
  if (ts.isArrowFunction(fn)) {
    if (!ts.isBlock(fn.body)) return fn.body;
    return singleReturn(fn.body);
  }
  if (ts.isFunctionDeclaration(fn) && fn.body) return singleReturn(fn.body);
  return null;
}

function singleReturn(body: ts.Block): ts.Expression | null {
  const last = body.statements[body.statements.length - 1];
  return last && ts.isReturnStatement(last) && last.expression ? last.expression : null;
}

/** The module's own schema helpers, e.g. `const text = () => z.string().max(200)` (helpers may use helpers). */
function localBuilders(file: ts.SourceFile): Set<string> {
  const builders = new Set([...SCHEMA_BUILDERS, ...SHARED_SCHEMA_HELPERS]);
  const candidates: { name: string; returned: ts.Expression }[] = [];
  for (const statement of file.statements) {
    const declarations = ts.isVariableStatement(statement)
      ? [...statement.declarationList.declarations]
      : ts.isFunctionDeclaration(statement)
        ? [statement]
        : [];
    for (const declaration of declarations) {
      const returned = returnedExpression(declaration);
      if (returned && declaration.name && ts.isIdentifier(declaration.name)) {
        candidates.push({ name: declaration.name.text, returned });
      }
    }
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const { name, returned } of candidates) {
      if (!builders.has(name) && buildsSchema(unwrapAssertions(returned), { builders, schemas: new Set() })) {
        builders.add(name);
        grew = true;
      }
    }
  }
  return builders;
}

/** `z.string() as unknown as z.ZodType<…>` is still the call it asserts the type of. */
function unwrapAssertions(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isParenthesizedExpression(current) || ts.isSatisfiesExpression(current)) {
    current = current.expression;
  }
  return current;
}

/**
 * Where a module builds schemas at load: the initializer of each top-level `const` that is a schema-building
 * call (`z.…`, a schema helper, or a zod method deriving one schema from another), and each `params:` of a
 * `channel({ … })` spec (the contract's 92 channels).
 */
export function moduleSchemaRanges(source: string, fileName = 'module.ts'): { start: number; end: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const known: SchemaNames = { builders: localBuilders(file), schemas: new Set() };
  const ranges: { start: number; end: number }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !(buildsSchema(init, known) || isSchemaShape(init, known))) continue;
      ranges.push({ start: init.getStart(file), end: init.getEnd() });
      if (ts.isIdentifier(declaration.name)) known.schemas.add(declaration.name.text);
    }
  }
  const inside = (start: number) => ranges.some((r) => start >= r.start && start < r.end);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'channel') {
      const spec = node.arguments[0];
      if (spec && ts.isObjectLiteralExpression(spec)) {
        for (const property of spec.properties) {
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'params') {
            const start = property.initializer.getStart(file);
            if (!inside(start)) ranges.push({ start, end: property.initializer.getEnd() });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * The module with each of those schemas built on first use (`lazySchema(() => …)`, shared/lazy-schema.ts).
 * Lines keep their numbers: the import goes on the first line, and wrapping adds no line break.
 */
export function withLazySchemas(source: string, fileName?: string): string {
  const ranges = moduleSchemaRanges(source, fileName);
  if (ranges.length === 0) return source;
  let out = source;
  for (const { start, end } of [...ranges].reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ lazySchema(() => (${out.slice(start, end)}))${out.slice(end)}`;
  }
  return `import { lazySchema } from '@shared/lazy-schema'; ${out}`;
}

/**
 * Renderer build only: the schemas of the shared modules are built when first used instead of while the
 * start-up code is evaluated. Main and the tests keep them as written (main validates every call anyway).
 */
export const lazySchemas = (): Plugin => ({
  name: 'snowscope-lazy-schemas',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    const path = id.split('?')[0] ?? id;
    if (!SHARED_MODULE.test(path) || HELPER_MODULE.test(path)) return null;
    const edited = withLazySchemas(code, path);
    return edited === code ? null : { code: edited, map: null };
  },
});
