import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The import graph of the app's own code (shared/, electron/, renderer/, simulator/), read the way the
 * tools resolve it: path aliases from tsconfig.base.json, relative paths, `.ts`/`.tsx`/`index` files.
 */

export const AREAS = ['shared', 'electron', 'renderer', 'simulator'] as const;
export type Area = (typeof AREAS)[number];

export interface ImportEdge {
  from: string;
  to: string;
  /** The specifier as written (`@shared/ids`, `./rows`, `../api`). */
  specifier?: string;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Bare package specifiers per file (e.g. `electron`), for the rules about packages. */
  packages: Map<string, string[]>;
  /** Relative specifiers per file, as written (`./x`, `../y`). */
  relatives: Map<string, string[]>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(ts|tsx)$/;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'out') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function aliases(): [prefix: string, target: string][] {
  const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
    alias.replace(/\*$/, ''),
    resolve(ROOT, (target ?? '').replace(/\*$/, '')),
  ]);
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module specifier of a file: imports and re-exports (type-only ones too) and dynamic `import()`. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) out.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

export function readImportGraph(): ImportGraph {
  const files = AREAS.flatMap((area) => listFiles(join(ROOT, area)));
  const known = new Set(files);
  const aliasList = aliases();
  const edges: ImportEdge[] = [];
  const packages = new Map<string, string[]>();
  const relatives = new Map<string, string[]>();
  for (const file of files) {
    for (const text of specifiersOf(file)) {
      const alias = aliasList.find(([prefix]) => text.startsWith(prefix));
      const base = alias
        ? join(alias[1], text.slice(alias[0].length))
        : text.startsWith('.')
          ? resolve(dirname(file), text)
          : null;
      if (base === null) {
        packages.set(file, [...(packages.get(file) ?? []), text]);
        continue;
      }
      if (!alias) relatives.set(file, [...(relatives.get(file) ?? []), text]);
      const target = resolveFile(base);
      // Stylesheets and other assets are not modules of the graph.
      if (target && known.has(target)) edges.push({ from: file, to: target, specifier: text });
    }
  }
  return { files, edges, packages, relatives };
}

export const areaOf = (file: string): Area => relative(ROOT, file).split(sep)[0] as Area;
export const display = (file: string) => relative(ROOT, file).split(sep).join('/');

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
export function cyclesOf(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative Tarjan: the graph is deep enough that recursion is not worth the risk.
  for (const start of files) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1] as [string, number];
      const [node, i] = frame;
      if (i === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter++;
        stack.push(node);
        onStack.add(node);
      }
      const targets = next.get(node) ?? [];
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i] as string;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]) ?? 0, low.get(node) ?? 0));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || targets.includes(node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
