import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBrowserModeProcess } from '../support/browser-mode-process';

/**
 * Regression for "a bad settings file stops the app or wipes it silently": `npm run web` (a real process)
 * is started on each unusable shape of profiles.json. It must start, keep the old file under another
 * name, and tell the page (a start-up notice) and the terminal what happened.
 */

const validCustom = {
  id: 'kept',
  name: 'Kept profile',
  builtin: false,
  network: 'fuji',
  defaultChainId: '43113',
  dataApiUrl: 'http://127.0.0.1:9000',
  metricsApiUrl: 'http://127.0.0.1:9000',
  nodeRpcUrl: 'http://127.0.0.1:9650',
  apiKeyHeader: 'x-glacier-api-key',
  timeoutMs: 5000,
  publicNode: false,
};

/** [name, how the file is spoiled, what the notice says, the custom profiles that must survive] */
const shapes: [string, (file: string) => void, RegExp, string[]][] = [
  ['random bytes', (f) => writeFileSync(f, randomBytes(256)), /not valid JSON/, []],
  ['an unknown active id', (f) => writeFileSync(f, JSON.stringify({ activeId: 'gone', custom: [] })), /"gone"/, []],
  [
    'an active custom profile with an invalid field',
    (f) =>
      writeFileSync(
        f,
        JSON.stringify({ activeId: 'broken', custom: [{ ...validCustom, id: 'broken', timeoutMs: 500 }, validCustom] }),
      ),
    /"broken": timeoutMs/,
    ['kept'],
  ],
  [
    'a folder in place of the file',
    (f) => {
      mkdirSync(f);
      writeFileSync(join(f, 'x'), 'x');
    },
    /it is a folder/,
    [],
  ],
];

describe('browser mode starts on an unusable settings file (live process)', () => {
  it.each(shapes)('%s: starts, keeps the old file aside and gives a notice', async (_name, spoil, expected, kept) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-recovery-'));
    spoil(join(dataDir, 'profiles.json'));
    const web = await startBrowserModeProcess({ dataDir });
    try {
      const list = await fetch(`${web.url}/ipc/app.notices.list`, {
        method: 'POST',
        headers: { 'x-snowscope-token': web.token },
        body: '{}',
      });
      const body = (await list.json()) as { ok: boolean; data: { notices: { id: string; message: string }[] } };
      expect(body.ok).toBe(true);
      const notice = body.data.notices.find((n) => n.id === 'settings-file');
      expect(notice?.message).toMatch(expected);
      const backup = readdirSync(dataDir).find((n) => n.startsWith('profiles.json.bad-'));
      expect(backup).toBeDefined();
      expect(notice?.message).toContain(backup);
      // The page's copy names the file, never the full data folder path; the terminal may (it is local).
      expect(notice?.message).not.toContain(dataDir);
      expect(web.stderr()).toContain(backup);

      const profiles = await fetch(`${web.url}/ipc/app.profiles.list`, {
        method: 'POST',
        headers: { 'x-snowscope-token': web.token },
        body: '{}',
      });
      const listed = (await profiles.json()) as { data: { activeId: string; profiles: { id: string }[] } };
      expect(listed.data.activeId).toBe('mainnet');
      expect(listed.data.profiles.map((p) => p.id)).toEqual(['mainnet', 'fuji', 'local', ...kept]);
    } finally {
      await web.stop();
    }
  });
});
