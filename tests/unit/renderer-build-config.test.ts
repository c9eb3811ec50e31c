import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import electronViteConfig from '../../electron.vite.config';
import rendererConfig from '../../vite.renderer.config';

describe('one renderer build for the desktop app and browser mode', () => {
  it('electron-vite builds the renderer with the very config browser mode builds with', () => {
    const desktop = (electronViteConfig as { renderer?: UserConfig }).renderer;
    expect(desktop).toBe(rendererConfig);
  });

  it('is minified, has source maps, and groups the boot script, React, the chart library and the kit views share into chunks of their own', () => {
    const build = (rendererConfig as UserConfig).build;
    expect(build?.minify).toBe(true);
    expect(build?.sourcemap).toBe(true);
    const output = build?.rolldownOptions?.output;
    const splitting = !Array.isArray(output) ? output?.codeSplitting : undefined;
    const groups = typeof splitting === 'object' ? (splitting.groups ?? []) : [];
    expect(groups.map((g) => g.name)).toEqual(['boot', 'react', 'charts', 'kit']);
  });
});
