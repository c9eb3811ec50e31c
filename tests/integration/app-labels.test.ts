import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppServices, createServices } from '@main/app/wiring';
import type { ParamsIn, Result } from '@shared/contract';
import type { IpcResult } from '@shared/errors';
import { LABELS_FILE_FORMAT, labelsFileText } from '@shared/models/labels';
import { describe, expect, it } from 'vitest';
import { memorySecrets } from './harness';

const WAVAX = '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7';
const OTHER = '0x8ba1f109551bd432803012645ac136ddd64dba72';

/** The app's services on a data dir; a second call on the same dir is the app after a restart. */
const appOn = (dataDir: string): AppServices =>
  createServices({ dataDir, env: { SNOWSCOPE_PROFILE: 'local' }, secretBackend: memorySecrets });
const freshDir = () => mkdtempSync(join(tmpdir(), 'snowscope-labels-'));

type LabelChannel = 'app.labels.list' | 'app.labels.set' | 'app.labels.remove' | 'app.labels.import';
const call = <C extends LabelChannel>(app: AppServices, channel: C, params: ParamsIn<C>) =>
  app.dispatch(channel, params) as Promise<IpcResult<Result<C>>>;
/** The call's data; the test fails with the error when it did not succeed. */
async function ok<C extends LabelChannel>(app: AppServices, channel: C, params: ParamsIn<C>): Promise<Result<C>> {
  const r = await call(app, channel, params);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.data;
}

describe('app.labels.* through the router', () => {
  it('stores a label under the lower-case address and keeps it across a restart', async () => {
    const dir = freshDir();
    const app = appOn(dir);
    const set = await ok(app, 'app.labels.set', {
      label: { address: WAVAX, label: '  Wrapped AVAX  ', chainId: '43114' },
    });
    expect(set.labels).toHaveLength(1);
    expect(set.labels[0]).toMatchObject({ address: WAVAX.toLowerCase(), label: 'Wrapped AVAX', watch: false });
    expect(readdirSync(dir)).toContain('labels.json');

    const restarted = appOn(dir);
    const listed = await ok(restarted, 'app.labels.list', {});
    expect(listed.labels.map((l) => [l.address, l.label])).toEqual([[WAVAX.toLowerCase(), 'Wrapped AVAX']]);
  });

  it('replaces the label of an address given in another letter case, and removes it', async () => {
    const app = appOn(freshDir());
    await ok(app, 'app.labels.set', { label: { address: WAVAX, label: 'first', chainId: '43114' } });
    const replaced = await ok(app, 'app.labels.set', {
      label: { address: WAVAX.toLowerCase(), label: 'second', watch: true, chainId: '43113' },
    });
    expect(replaced.labels).toHaveLength(1);
    expect(replaced.labels[0]).toMatchObject({ label: 'second', watch: true, chainId: '43113' });
    const removed = await ok(app, 'app.labels.remove', { address: WAVAX });
    expect(removed.labels).toEqual([]);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const app = appOn(freshDir());
    const noName = await call(app, 'app.labels.set', { label: { address: WAVAX, label: '   ', chainId: '43114' } });
    expect(noName).toMatchObject({ ok: false, error: { kind: 'validation', field: 'label.label' } });
    const badAddress = await call(app, 'app.labels.set', {
      label: { address: '0x1234', label: 'x', chainId: '43114' },
    });
    expect(badAddress).toMatchObject({ ok: false, error: { kind: 'validation', field: 'label.address' } });
    // A mixed-case address with a wrong checksum is a typo, not an address.
    const badChecksum = await call(app, 'app.labels.set', {
      label: { address: WAVAX.replace('B31f', 'b31F'), label: 'x', chainId: '43114' },
    });
    expect(badChecksum).toMatchObject({ ok: false, error: { field: 'label.address' } });
    const notThere = await call(app, 'app.labels.remove', { address: OTHER });
    expect(notThere).toMatchObject({ ok: false, error: { field: 'address' } });
    expect((await ok(app, 'app.labels.list', {})).labels).toEqual([]);
  });

  it('imports an exported file into another data dir: the same labels, nothing else', async () => {
    const source = appOn(freshDir());
    await ok(source, 'app.labels.set', { label: { address: WAVAX, label: 'WAVAX', chainId: '43114' } });
    const all = await ok(source, 'app.labels.set', {
      label: { address: OTHER, label: 'Friend', watch: true, chainId: '43114' },
    });
    const text = labelsFileText(all.labels);
    expect(JSON.parse(text).format).toBe(LABELS_FILE_FORMAT);

    const target = appOn(freshDir());
    const imported = await ok(target, 'app.labels.import', { content: text });
    expect(imported).toMatchObject({ added: 2, updated: 0, rejected: [] });
    expect(imported.labels.map(({ updatedAt: _, ...l }) => l)).toEqual(all.labels.map(({ updatedAt: _, ...l }) => l));

    // Importing again updates in place: no duplicates.
    const again = await ok(target, 'app.labels.import', { content: text });
    expect(again).toMatchObject({ added: 0, updated: 2 });
    expect(again.labels).toHaveLength(2);
  });

  it('imports the valid entries of a partly bad file and says which were skipped and why', async () => {
    const app = appOn(freshDir());
    const content = JSON.stringify([
      { address: OTHER, label: 'ok', chainId: '43114' },
      { address: '0xnope', label: 'bad', chainId: '43114' },
      { address: WAVAX, label: '', chainId: '43114' },
    ]);
    const r = await ok(app, 'app.labels.import', { content });
    expect(r.added).toBe(1);
    expect(r.rejected.map((x) => x.index)).toEqual([1, 2]);
    expect(r.rejected[1]?.reason).toMatch(/^label: /);
    expect(r.labels.map((l) => l.label)).toEqual(['ok']);
  });

  it('refuses a file that is not a labels file and changes nothing', async () => {
    const dir = freshDir();
    const app = appOn(dir);
    await ok(app, 'app.labels.set', { label: { address: WAVAX, label: 'keep', chainId: '43114' } });
    const notJson = await call(app, 'app.labels.import', { content: '{"labels": [' });
    expect(notJson).toMatchObject({ ok: false, error: { kind: 'validation', field: 'content' } });
    if (!notJson.ok) expect(notJson.error.message).toMatch(/not JSON/);
    const wrongShape = await call(app, 'app.labels.import', { content: '{"names": {}}' });
    expect(wrongShape).toMatchObject({ ok: false, error: { field: 'content' } });
    if (!wrongShape.ok) expect(wrongShape.error.message).toMatch(/Not a labels file: labels: must be a list of labels/);
    expect((await ok(appOn(dir), 'app.labels.list', {})).labels.map((l) => l.label)).toEqual(['keep']);
  });

  it('drops a stored entry that no longer validates instead of failing to start', async () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, 'labels.json'),
      JSON.stringify({ labels: [{ address: 'garbage' }, { address: OTHER, label: 'good', chainId: '1' }] }),
    );
    const listed = await ok(appOn(dir), 'app.labels.list', {});
    expect(listed.labels.map((l) => l.label)).toEqual(['good']);
    writeFileSync(join(dir, 'labels.json'), 'not json at all');
    expect((await ok(appOn(dir), 'app.labels.list', {})).labels).toEqual([]);
    expect(readFileSync(join(dir, 'labels.json'), 'utf8')).toBe('not json at all');
  });
});
