import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppServices, createServices } from '@main/app/wiring';
import type { NativeDialogs } from '@main/services/files/dialogs';
import { startWebServer } from '@main/web/server';
import { BROWSER_MODE } from '@shared/bridge';
import type { SaveFileResult } from '@shared/contract/files';
import type { IpcResult } from '@shared/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { memorySecrets } from './harness';

/** Save/open dialogs that answer what the test says, and remember what they were asked. */
function scriptedDialogs(answers: { save?: string | null; open?: string | null }) {
  const asked: { suggestedName?: string; filters?: unknown }[] = [];
  const dialogs: NativeDialogs = {
    chooseSavePath: async (o) => {
      asked.push(o);
      return answers.save ?? null;
    },
    chooseOpenPath: async () => answers.open ?? null,
  };
  return { dialogs, asked };
}

const services = (dialogs?: NativeDialogs): AppServices =>
  createServices({
    dataDir: mkdtempSync(join(tmpdir(), 'snowscope-files-')),
    env: { SNOWSCOPE_PROFILE: 'local' },
    secretBackend: memorySecrets,
    dialogs,
  });

const dir = () => mkdtempSync(join(tmpdir(), 'snowscope-chosen-'));
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('app.files.save with the save dialog (Electron)', () => {
  it('writes the text to the chosen path and says where, leaving no partial file', async () => {
    const target = join(dir(), 'points.csv');
    const { dialogs, asked } = scriptedDialogs({ save: target });
    const r = await services(dialogs).dispatch('app.files.save', {
      suggestedName: 'txCount-43114.csv',
      encoding: 'utf8',
      content: 'timestamp,value\n2026-10-01T00:00:00Z,12345678901234567890\n',
      mimeType: 'text/csv',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    expect(r).toEqual({ ok: true, data: { status: 'saved', fileName: 'points.csv', displayPath: target } });
    expect(readFileSync(target, 'utf8')).toBe('timestamp,value\n2026-10-01T00:00:00Z,12345678901234567890\n');
    expect(asked[0]).toMatchObject({
      suggestedName: 'txCount-43114.csv',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    expect(readdirSync(join(target, '..'))).toEqual(['points.csv']);
  });

  it('writes base64 content as the exact bytes', async () => {
    const target = join(dir(), 'chart.png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 128]);
    const r = await services(scriptedDialogs({ save: target }).dialogs).dispatch('app.files.save', {
      suggestedName: 'chart.png',
      encoding: 'base64',
      content: bytes.toString('base64'),
      mimeType: 'image/png',
    });
    expect(r.ok).toBe(true);
    expect(readFileSync(target).equals(bytes)).toBe(true);
  });

  it('a cancelled dialog writes nothing', async () => {
    const r = await services(scriptedDialogs({ save: null }).dialogs).dispatch('app.files.save', {
      suggestedName: 'a.csv',
      encoding: 'utf8',
      content: 'x',
      mimeType: 'text/csv',
    });
    expect(r).toEqual({ ok: true, data: { status: 'cancelled' } });
  });

  it('a place that cannot be written gives the reason without the full path', async () => {
    const target = join(dir(), 'missing-folder', 'a.csv');
    const r = await services(scriptedDialogs({ save: target }).dialogs).dispatch('app.files.save', {
      suggestedName: 'a.csv',
      encoding: 'utf8',
      content: 'x',
      mimeType: 'text/csv',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/Could not save a\.csv: the folder does not exist/);
    expect(r.error.message).not.toContain(tmpdir());
  });

  it('refuses unsafe suggested names before any dialog opens', async () => {
    const { dialogs, asked } = scriptedDialogs({ save: join(dir(), 'x.csv') });
    const s = services(dialogs);
    for (const suggestedName of ['../x.csv', 'a/b.csv', 'noext', 'con.csv', '.hidden.csv', 'a\u0000.csv']) {
      const r = await s.dispatch('app.files.save', {
        suggestedName,
        encoding: 'utf8',
        content: 'x',
        mimeType: 'text/csv',
      });
      expect(r, suggestedName).toMatchObject({ ok: false, error: { kind: 'validation', field: 'suggestedName' } });
    }
    expect(asked).toHaveLength(0);
  });
});

describe('app.files.save in browser mode (no dialog: a download)', () => {
  it('prepares the file as a download the page fetches with its token, byte for byte', async () => {
    const s = services();
    const web = await startWebServer({ services: s, rendererDir: dir(), port: 0 });
    closers.push(() => web.close());
    const content = 'chain,block\n43114,"1,024"\n';
    const r = (await s.dispatch('app.files.save', {
      suggestedName: 'export 43114 – ünïcode.csv',
      encoding: 'utf8',
      content,
      mimeType: 'text/csv',
    })) as IpcResult<SaveFileResult>;
    expect(r.ok).toBe(true);
    if (!r.ok || r.data.status !== 'download') throw new Error(`expected a download, got ${JSON.stringify(r)}`);
    expect(r.data.downloadPath).toMatch(new RegExp(`^${BROWSER_MODE.downloadsPrefix}[A-Za-z0-9_-]{22}$`));

    const withoutToken = await fetch(`${web.url}${r.data.downloadPath}`);
    expect(withoutToken.status).toBe(401);
    const res = await fetch(`${web.url}${r.data.downloadPath}?token=${web.token}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(content);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain("filename*=UTF-8''export%2043114%20%E2%80%93%20%C3%BCn%C3%AFcode.csv");
    expect(disposition).toMatch(/^attachment; filename="export 43114 _ _n_code\.csv"/);
  });

  it('unknown, malformed and unfinished downloads are 404', async () => {
    const s = services();
    const web = await startWebServer({ services: s, rendererDir: dir(), port: 0 });
    closers.push(() => web.close());
    const slot = s.files.downloads.reserve('big.csv');
    writeFileSync(`${slot.path}.partial`, 'half');
    for (const id of [slot.id, 'AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fprofiles.json', 'x']) {
      const res = await fetch(`${web.url}${BROWSER_MODE.downloadsPrefix}${id}?token=${web.token}`);
      expect(res.status, id).toBe(404);
    }
  });
});

describe('app.files.open', () => {
  it('reads the text of the file the user picked', async () => {
    const path = join(dir(), 'labels.json');
    writeFileSync(path, '{"labels":[]}');
    const r = await services(scriptedDialogs({ open: path }).dialogs).dispatch('app.files.open', {});
    expect(r).toEqual({ ok: true, data: { status: 'opened', fileName: 'labels.json', content: '{"labels":[]}' } });
  });

  it('refuses a file larger than asked, naming its size', async () => {
    const path = join(dir(), 'big.json');
    writeFileSync(path, 'x'.repeat(5000));
    const r = await services(scriptedDialogs({ open: path }).dialogs).dispatch('app.files.open', { maxBytes: 1024 });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(r.ok ? '' : r.error.message).toMatch(/big\.json is 5 KB; at most 1 KB/);
  });

  it('a cancelled dialog reads nothing; browser mode says the page must pick the file', async () => {
    expect(await services(scriptedDialogs({ open: null }).dialogs).dispatch('app.files.open', {})).toEqual({
      ok: true,
      data: { status: 'cancelled' },
    });
    expect(await services().dispatch('app.files.open', {})).toEqual({ ok: true, data: { status: 'unsupported' } });
  });
});
