import { openTextFile } from '@renderer/files/open-file';
import { useState } from 'react';

/** Hex files larger than this are not a Warp message (a message is at most a few KiB). */
const MAX_HEX_FILE_BYTES = 256 * 1024;

/**
 * Fills a hex field from a text file the user picks (main's open dialog; browser mode: the browser's
 * picker). The text goes into the field as it is, so the field's own rules judge it.
 */
export function HexFileButton({
  what,
  onLoad,
  testId,
}: {
  what: string;
  onLoad: (text: string) => void;
  testId: string;
}) {
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const load = async () => {
    try {
      const file = await openTextFile({
        filters: [{ name: 'Hex text', extensions: ['hex', 'txt'] }],
        maxBytes: MAX_HEX_FILE_BYTES,
      });
      if (!file) return setStatus(null);
      onLoad(file.content.trim());
      setStatus({ tone: 'ok', text: `Loaded ${file.fileName}` });
    } catch (e) {
      setStatus({
        tone: 'error',
        text: `Not loaded: ${e instanceof Error ? e.message : 'the file could not be read'}`,
      });
    }
  };
  return (
    <span className="sig-file">
      <button type="button" className="button button--quiet" onClick={() => void load()} data-testid={testId}>
        Load {what} from a file…
      </button>
      {status && (
        <span className={status.tone === 'ok' ? 'muted' : 'field-error'} data-testid={`${testId}-status`}>
          {status.text}
        </span>
      )}
    </span>
  );
}
