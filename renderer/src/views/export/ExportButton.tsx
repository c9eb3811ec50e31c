import '@renderer/styles/views/export.css';
import { useState } from 'react';
import { useAutoDownloads } from './auto-download';
import { ExportDialog } from './dialog/ExportDialog';
import { initialForm } from './dialog/export-form';

/** "Export…" for one address on one chain: the export dialog, prefilled, over the current view. */
export function ExportButton({ chainId, address }: { chainId: string; address: string }) {
  const [open, setOpen] = useState(false);
  useAutoDownloads();
  return (
    <>
      <button
        type="button"
        className="button address-export"
        onClick={() => setOpen(true)}
        title="Export this address’s transactions on this chain to CSV or JSON Lines"
        data-testid="address-export"
      >
        Export…
      </button>
      {open && (
        <ExportDialog initial={initialForm(chainId, { address, chain: chainId })} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
