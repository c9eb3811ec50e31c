import type { Profile } from '@shared/models/profile';
import { profilesFileText } from '@shared/models/profile-file';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

describe('profiles: export and import as JSON (never keys)', () => {
  const h = harnessForFile();

  const custom = (id: string, patch: Partial<Omit<Profile, 'builtin' | 'environment'>> = {}) => {
    const { environment: _env, ...local } = h.services.profiles.get('local');
    return { ...local, id, name: `Team ${id}`, ...patch, builtin: false as const };
  };
  const ids = async () => (await h.ok('app.profiles.list', {})).profiles.map((p) => p.id);

  it('a file exported with a key set and the http opt-in holds neither; importing it elsewhere adds the profiles', async () => {
    const saved = await h.ok('app.profiles.save', { profile: custom('alpha', { allowKeyOverHttp: true }) });
    await h.ok('app.apiKey.set', { profileId: saved.id, apiKey: 'very-secret-key-123', storage: 'session' });
    const text = profilesFileText([saved]);
    expect(text).not.toContain('very-secret-key-123');
    expect(text).not.toContain('allowKeyOverHttp');
    expect(text).not.toContain('builtin');

    await h.ok('app.profiles.remove', { profileId: 'alpha' });
    const result = await h.ok('app.profiles.import', { content: text });
    expect(result).toEqual({
      added: [{ id: 'alpha', name: 'Team alpha', fileId: 'alpha', fileName: 'Team alpha' }],
      unchanged: [],
    });
    const imported = h.services.profiles.get('alpha');
    const { allowKeyOverHttp: _optIn, ...withoutOptIn } = saved;
    expect(imported).toEqual(withoutOptIn);
    // The key went with the removed profile; the import brought none.
    expect(await h.ok('app.apiKey.status', { profileId: 'alpha' })).toMatchObject({ isSet: false });
  });

  it('the same file again changes nothing; a clash of id or name gets a free one, never an overwrite', async () => {
    const alpha = h.services.profiles.get('alpha');
    expect(await h.ok('app.profiles.import', { content: profilesFileText([alpha]) })).toEqual({
      added: [],
      unchanged: [{ id: 'alpha', name: 'Team alpha' }],
    });

    const changed = { ...alpha, timeoutMs: alpha.timeoutMs + 1000 };
    const byName = custom('beta', { name: 'team ALPHA' });
    const result = await h.ok('app.profiles.import', { content: profilesFileText([changed, byName]) });
    expect(result.added).toEqual([
      { id: 'alpha-2', name: 'Team alpha (2)', fileId: 'alpha', fileName: 'Team alpha' },
      { id: 'beta', name: 'team ALPHA (3)', fileId: 'beta', fileName: 'team ALPHA' },
    ]);
    expect(h.services.profiles.get('alpha').timeoutMs).toBe(alpha.timeoutMs);
    expect(h.services.profiles.get('alpha-2').timeoutMs).toBe(changed.timeoutMs);
  });

  it('a bad file is refused with the reason and changes nothing', async () => {
    const before = await ids();
    const good = JSON.parse(profilesFileText([custom('gamma')])) as { profiles: Record<string, unknown>[] };
    const cases: [string, string | RegExp][] = [
      ['{"format": "snowscope.profiles", ', /^The file is not JSON/],
      [JSON.stringify({ labels: [] }), /^Not a Snowscope profiles file: format: must be "snowscope.profiles"/],
      [
        JSON.stringify({
          ...good,
          profiles: [good.profiles[0], { ...good.profiles[0], id: 'delta', dataApiUrl: 'ftp://x' }],
        }),
        /^Not a Snowscope profiles file: profiles\.1\.dataApiUrl: /,
      ],
      [
        JSON.stringify({ ...good, profiles: [{ ...good.profiles[0], apiKey: 'sneaky-key-0123' }] }),
        /^Not a Snowscope profiles file: profiles\.0: .*apiKey/,
      ],
      [JSON.stringify({ ...good, profiles: [] }), /profiles: holds no profile/],
      [JSON.stringify({ ...good, profiles: [{ id: 'x' }] }), /profiles\.0\.name: is missing \(and \d+ more problems\)/],
    ];
    for (const [content, message] of cases) {
      const r = await h.invoke('app.profiles.import', { content });
      expect(r, content).toMatchObject({ ok: false, error: { kind: 'validation', field: 'content' } });
      if (!r.ok) expect(r.error.message, content).toMatch(message);
    }
    expect(await ids()).toEqual(before);
  });
});
