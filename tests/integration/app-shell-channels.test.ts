import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '@main/app/wiring';
import { describe, expect, it } from 'vitest';
import { memorySecrets } from './harness';

const services = (options: { clipboard?: { writeText(text: string): void }; spoil?: boolean } = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-shell-'));
  if (options.spoil) writeFileSync(join(dataDir, 'profiles.json'), '{"custom": "not a list"}');
  return createServices({ dataDir, env: {}, secretBackend: memorySecrets, clipboard: options.clipboard });
};

describe('app.clipboard.writeText', () => {
  it('writes through the clipboard main was given (Electron) and says so', async () => {
    const written: string[] = [];
    const app = services({ clipboard: { writeText: (t) => written.push(t) } });
    expect(await app.dispatch('app.clipboard.writeText', { text: '0xabc' })).toEqual({
      ok: true,
      data: { status: 'written' },
    });
    expect(written).toEqual(['0xabc']);
  });

  it('answers unsupported without one (browser mode: the page uses the browser clipboard)', async () => {
    expect(await services().dispatch('app.clipboard.writeText', { text: 'x' })).toEqual({
      ok: true,
      data: { status: 'unsupported' },
    });
  });

  it('refuses more than a megabyte, and unknown fields', async () => {
    const app = services({ clipboard: { writeText: () => {} } });
    expect(await app.dispatch('app.clipboard.writeText', { text: 'x'.repeat(1024 * 1024 + 1) })).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'text' },
    });
    expect(await app.dispatch('app.clipboard.writeText', { text: 'x', html: '<b>' })).toMatchObject({ ok: false });
  });
});

describe('app.notices', () => {
  it('lists what happened at start-up until it is dismissed', async () => {
    const app = services({ spoil: true });
    const listed = await app.dispatch('app.notices.list', {});
    expect(listed).toMatchObject({
      ok: true,
      data: { notices: [{ id: 'settings-file', message: expect.stringContaining('expected shape') }] },
    });
    expect(await app.dispatch('app.notices.dismiss', { id: 'settings-file' })).toEqual({
      ok: true,
      data: { notices: [] },
    });
    expect(await app.dispatch('app.notices.list', {})).toEqual({ ok: true, data: { notices: [] } });
  });

  it('has nothing to say after a clean start', async () => {
    expect(await services().dispatch('app.notices.list', {})).toEqual({ ok: true, data: { notices: [] } });
  });
});
