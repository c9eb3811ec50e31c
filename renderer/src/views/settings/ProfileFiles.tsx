import { openTextFile } from '@renderer/files/open-file';
import { SaveStatus } from '@renderer/files/SaveStatus';
import { useSaveFile } from '@renderer/files/use-save-file';
import { useImportProfiles } from '@renderer/queries/profiles';
import type { Profile } from '@shared/models/profile';
import { MAX_PROFILES_FILE_BYTES, type ProfileImportResult, profilesFileText } from '@shared/models/profile-file';
import { useState } from 'react';

const JSON_FILTER = [{ name: 'JSON', extensions: ['json'] }];

/** "Added “Team node”, “Archive (2)” (the file’s “Archive” was taken); 1 already here." */
export function profileImportSummary(result: ProfileImportResult): string {
  const added = result.added.map((p) => {
    const renamed = p.name !== p.fileName ? ` (the name “${p.fileName}” was taken)` : '';
    const newId = p.id !== p.fileId ? ` (id ${p.id}: “${p.fileId}” was taken)` : '';
    return `“${p.name}”${renamed || newId}`;
  });
  const parts = [added.length > 0 ? `added ${added.join(', ')}` : 'nothing new to add'];
  if (result.unchanged.length > 0) {
    parts.push(`${result.unchanged.length} already here with the same settings`);
  }
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The JSON file of `profiles` through the save dialog (browser mode: a download). Keys are never in it. */
export function useExportProfiles() {
  const { state, save } = useSaveFile();
  const exportProfiles = (profiles: readonly Profile[], suggestedName: string) =>
    save(() => ({
      suggestedName,
      encoding: 'utf8',
      content: profilesFileText(profiles),
      mimeType: 'application/json',
      filters: JSON_FILTER,
    }));
  return { state, exportProfiles };
}

/** Export every custom profile to one JSON file, and import such a file (open dialog / the page's picker). */
export function ProfileFiles({ custom }: { custom: readonly Profile[] }) {
  const { state, exportProfiles } = useExportProfiles();
  const importProfiles = useImportProfiles();
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const runImport = async () => {
    setNote(null);
    try {
      const file = await openTextFile({ filters: JSON_FILTER, maxBytes: MAX_PROFILES_FILE_BYTES });
      if (!file) return;
      const result = await importProfiles.mutateAsync(file.content);
      setNote({ text: `${file.fileName}: ${profileImportSummary(result)}`, failed: false });
    } catch (e) {
      setNote({ text: e instanceof Error ? e.message : 'The file could not be read', failed: true });
    }
  };

  return (
    <div className="profile-files">
      <div className="profile-files__actions">
        <button
          type="button"
          className="button"
          disabled={custom.length === 0}
          title={
            custom.length === 0
              ? 'No custom profile to export yet (Duplicate a built-in one to make one)'
              : 'Every custom profile, without API keys'
          }
          onClick={() => exportProfiles(custom, 'snowscope-profiles.json')}
          data-testid="profiles-export"
        >
          Export profiles…
        </button>
        <button
          type="button"
          className="button"
          onClick={runImport}
          disabled={importProfiles.isPending}
          data-testid="profiles-import"
        >
          {importProfiles.isPending ? 'Importing…' : 'Import profiles…'}
        </button>
        <span className="muted">JSON files without API keys, to share a node setup.</span>
      </div>
      <SaveStatus state={state} testId="profiles-export-status" />
      {note && (
        <p
          className={note.failed ? 'field-error' : 'notice notice--ok'}
          role={note.failed ? 'alert' : 'status'}
          data-testid="profiles-import-status"
          data-failed={note.failed}
        >
          {note.failed ? `Not imported, nothing changed: ${note.text}` : note.text}
        </p>
      )}
    </div>
  );
}
