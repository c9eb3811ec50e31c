import ts from 'typescript';
import type { Plugin } from 'vite';

/** The contract's channel modules (shared/contract/**), whose `channel({ …, result })` specs this plugin edits. */
const CONTRACT_MODULE = /[\\/]shared[\\/]contract[\\/].+\.ts$/;

/**
 * Where each `result:` value of a `channel({ … })` spec starts and ends in a contract module's source.
 * Only a property written `result: <expression>` in the object literal passed to a call of `channel` counts.
 */
export function channelResultRanges(source: string, fileName = 'contract.ts'): { start: number; end: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: { start: number; end: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'channel') {
      const spec = node.arguments[0];
      if (spec && ts.isObjectLiteralExpression(spec)) {
        for (const property of spec.properties) {
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'result') {
            ranges.push({ start: property.initializer.getStart(file), end: property.initializer.getEnd() });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

/**
 * The source with every channel's result schema replaced by `undefined`. Line breaks inside a replaced
 * value are kept, so every other line keeps its number (and the source map its meaning).
 */
export function withoutChannelResults(source: string, fileName?: string): string {
  let out = source;
  for (const { start, end } of channelResultRanges(source, fileName).reverse()) {
    const newlines = source.slice(start, end).replace(/[^\n]/g, '');
    out = `${out.slice(0, start)}undefined${newlines}${out.slice(end)}`;
  }
  return out;
}

/**
 * Renderer build only: the renderer validates the params of a call (inline form errors) and reads its cache
 * class, but never a result — main parses every result before it crosses over. Dropping the result schemas
 * from the renderer's copy of the contract leaves the response models unreferenced, and with `z` declared a
 * pure function (`treeshake.manualPureFunctions`) the bundler leaves them out: less JavaScript to build at
 * start-up (README, "Performance"). Main and the tests keep the whole contract.
 */
export const contractWithoutResults = (): Plugin => ({
  name: 'snowscope-contract-without-results',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!CONTRACT_MODULE.test(id.split('?')[0] ?? id)) return null;
    const edited = withoutChannelResults(code, id);
    return edited === code ? null : { code: edited, map: null };
  },
});
