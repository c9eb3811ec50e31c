import ts from 'typescript';
import type { Plugin } from 'vite';

/** The shared modules (contract, models, export): where the renderer's module-level schemas are defined. */
const SHARED_MODULE = /[\\/]shared[\\/].+\.ts$/;
const HELPER_MODULE = /[\\/]shared[\\/]lazy-schema\.ts$/;

/** Calls that build a zod schema: `z.…` and the shared helpers that only wrap one (`loose` in shared/schema.ts). */
const SCHEMA_BUILDERS = new Set(['z', 'loose']);

/** The identifier a call chain starts from: `z` for `z.object({…}).extend({…}).optional()`. */
function chainRoot(node: ts.Expression): string | null {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) current = current.expression;
    else if (ts.isParenthesizedExpression(current)) current = current.expression;
    else return ts.isIdentifier(current) ? current.text : null;
  }
}

const buildsSchema = (node: ts.Expression) => ts.isCallExpression(node) && SCHEMA_BUILDERS.has(chainRoot(node) ?? '');

/**
 * Where a module builds schemas at load: the initializer of each top-level `const` that is a schema-building
 * call, and each `params:` of a `channel({ … })` spec (the contract's 92 channels).
 */
export function moduleSchemaRanges(source: string, fileName = 'module.ts'): { start: number; end: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: { start: number; end: number }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && buildsSchema(init)) ranges.push({ start: init.getStart(file), end: init.getEnd() });
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
