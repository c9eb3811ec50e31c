import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path aliases (`@shared/…`, `@main/…`, `@renderer/…`, `@sim/…`) are declared once, in
 * tsconfig.base.json; Vite, electron-vite and Vitest read them from there so the tools never disagree.
 */
interface TsconfigPaths {
  compilerOptions: { paths: Record<string, string[]> };
}

const here = fileURLToPath(new URL('.', import.meta.url));
const tsconfig = JSON.parse(readFileSync(resolve(here, 'tsconfig.base.json'), 'utf8')) as TsconfigPaths;

export const pathAliases: Record<string, string> = Object.fromEntries(
  Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
    alias.replace(/\/\*$/, ''),
    resolve(here, (target ?? '').replace(/\/\*$/, '')),
  ]),
);
