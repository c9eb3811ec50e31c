import { CopyButton } from '@renderer/components/CopyButton';
import { Card } from '@renderer/components/layout/Card';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import { SaveStatus } from '@renderer/files/SaveStatus';
import { useSaveFile } from '@renderer/files/use-save-file';
import { hexToBytes } from '@renderer/format/hex';
import { formatInteger } from '@renderer/format/number';
import { useMemo } from 'react';
import { WarpMessageDetails } from './WarpMessageDetails';

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** The service's signed message: its bytes (copy, save as hex or binary) and what they decode to. */
export function SignedMessageCard({
  signedMessage,
  fileStem,
  source,
}: {
  signedMessage: string;
  /** File names start with this (`warp-mainnet-<tx>`). */
  fileStem: string;
  /** Which request produced it, in words. */
  source: string;
}) {
  const bytes = useMemo(() => hexToBytes(signedMessage), [signedMessage]);
  const { state, save } = useSaveFile();
  const normalised = `0x${signedMessage.trim().replace(/^0x/i, '').toLowerCase()}`;

  const saveHex = () =>
    save(() => ({
      suggestedName: `${fileStem}.hex`,
      encoding: 'utf8',
      content: `${normalised}\n`,
      mimeType: 'text/plain',
      filters: [{ name: 'Hex text', extensions: ['hex', 'txt'] }],
    }));
  const saveBinary = (raw: Uint8Array) =>
    save(() => ({
      suggestedName: `${fileStem}.bin`,
      encoding: 'base64',
      content: toBase64(raw),
      mimeType: 'application/octet-stream',
      filters: [{ name: 'Binary', extensions: ['bin'] }],
    }));

  return (
    <div className="sig-result" data-testid="sig-result">
      <Card
        title={
          <>
            Signed message{' '}
            <span className="muted sig-result__length" data-testid="sig-result-length">
              {bytes ? `${formatInteger(bytes.length)} bytes` : 'not hex'}
            </span>
          </>
        }
        tools={
          <>
            <CopyButton value={normalised} label="Copy hex" testId="sig-copy-hex" />
            <button type="button" className="button" onClick={() => void saveHex()} data-testid="sig-save-hex">
              Save .hex…
            </button>
            {bytes && (
              <button
                type="button"
                className="button"
                onClick={() => void saveBinary(bytes)}
                data-testid="sig-save-bin"
              >
                Save .bin…
              </button>
            )}
          </>
        }
        testId="sig-signed-message"
      >
        <p className="muted sig-result__source" data-testid="sig-result-source">
          {source}
        </p>
        <SaveStatus state={state} testId="sig-save-status" />
        <code className="mono sig-result__hex" data-testid="sig-result-hex">
          {normalised}
        </code>
        <HexViewer hex={signedMessage} maxHeight={220} label="Signed message" testId="sig-hex-viewer" />
      </Card>
      {bytes ? (
        <WarpMessageDetails bytes={bytes} />
      ) : (
        <p className="field-error" data-testid="sig-not-hex">
          The service answered with text that is not hex bytes, so it cannot be decoded; it is shown as received.
        </p>
      )}
    </div>
  );
}
