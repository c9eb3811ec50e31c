import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { profileImportSummary } from '@renderer/views/settings/ProfileFiles';
import { draftFromProfile, duplicateDraft, validateDraft } from '@renderer/views/settings/profile-draft';
import { describe, expect, it } from 'vitest';

const profiles = builtinProfilesWithSimulatorAt('http://127.0.0.1:8787');
const local = profiles.find((p) => p.id === 'local');

describe('Duplicate', () => {
  it('copies every setting under a free name and the id that name suggests', () => {
    if (!local) throw new Error('no local profile');
    const copy = duplicateDraft(local, profiles);
    expect(copy).toEqual({ ...draftFromProfile(local), name: `${local.name} (copy)`, id: 'local-simulator-copy' });
    expect(
      validateDraft(
        copy,
        profiles.map((p) => p.id),
      ),
    ).toEqual({});
    const taken = [...profiles, { ...local, id: 'local-simulator-copy', name: copy.name, builtin: false }];
    expect(duplicateDraft(local, taken)).toMatchObject({
      name: `${local.name} (copy 2)`,
      id: 'local-simulator-copy-2',
    });
  });
});

describe('the import summary', () => {
  it('names what was added, renamed or already there', () => {
    expect(
      profileImportSummary({
        added: [
          { id: 'a', name: 'A', fileId: 'a', fileName: 'A' },
          { id: 'b-2', name: 'B (2)', fileId: 'b', fileName: 'B' },
        ],
        unchanged: [{ id: 'c', name: 'C' }],
      }),
    ).toBe('Added “A”, “B (2)” (the name “B” was taken); 1 already here with the same settings.');
  });
});
