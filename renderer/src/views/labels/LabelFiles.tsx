import { openTextFile } from '@renderer/files/open-file';
import { SaveStatus } from '@renderer/files/SaveStatus';
import { useSaveFile } from '@renderer/files/use-save-file';
import { useImportLabels } from '@renderer/queries/labels';
import type { LabelImportResult } from '@shared/contract/labels';
import { type AddressLabel, labelsFileText } from '@shared/models/labels';
import { useState } from 'react';

const JSON_FILTER = [{ name: 'JSON', extensions: ['json'] }];

/** "2 added, 1 updated; 1 skipped (entry 3: label: is required)". */
export function importSummary(result: LabelImportResult): string {
  const parts = [`${result.added} added`, `${result.updated} updated`];
  const skipped = result.rejected.length;
  if (skipped === 0) return `Imported: ${parts.join(', ')}.`;
  const first = result.rejected
    .slice(0, 3)
    .map((r) => `entry ${r.index + 1}: ${r.reason}`)
    .join('; ');
  return `Imported: ${parts.join(', ')}; ${skipped} skipped (${first}${skipped > 3 ? '; …' : ''}).`;
}

/** Export every label to a JSON file (save dialog) and merge one back in (open dialog). */
export function LabelFiles({ labels }: { labels: readonly AddressLabel[] }) {
  const { state, save } = useSaveFile();
  const importLabels = useImportLabels();
  const [importNote, setImportNote] = useState<{ text: string; failed: boolean } | null>(null);

  const runImport = async () => {
    setImportNote(null);
    try {
      const file = await openTextFile({ filters: JSON_FILTER });
      if (!file) return;
      const result = await importLabels.mutateAsync(file.content);
      setImportNote({ text: `${file.fileName} — ${importSummary(result)}`, failed: false });
    } catch (e) {
      setImportNote({ text: `Not imported: ${e instanceof Error ? e.message : 'unreadable file'}`, failed: true });
    }
  };

  return (
    <div className="label-files">
      <div className="label-actions">
        <button
          type="button"
          className="button"
          disabled={labels.length === 0}
          title={labels.length === 0 ? 'No labels to export yet' : undefined}
          onClick={() =>
            save(() => ({
              suggestedName: 'snowscope-labels.json',
              encoding: 'utf8',
              content: labelsFileText(labels),
              mimeType: 'application/json',
              filters: JSON_FILTER,
            }))
          }
          data-testid="labels-export"
        >
          Export labels (JSON)
        </button>
        <button
          type="button"
          className="button"
          onClick={runImport}
          disabled={importLabels.isPending}
          data-testid="labels-import"
        >
          {importLabels.isPending ? 'Importing…' : 'Import labels…'}
        </button>
      </div>
      <SaveStatus state={state} testId="labels-export-status" />
      {importNote && (
        <p
          className={importNote.failed ? 'field-error' : 'muted'}
          role={importNote.failed ? 'alert' : 'status'}
          data-testid="labels-import-status"
        >
          {importNote.text}
        </p>
      )}
    </div>
  );
}
