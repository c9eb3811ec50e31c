import { hexDumpRow, hexDumpRowCount, hexToBytes } from '@renderer/format/hex';
import { formatInteger } from '@renderer/format/number';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { CopyButton } from '../CopyButton';

const ROW_HEIGHT = 20;

/**
 * `0x…` bytes as offset | hex | ASCII rows. Only the rows in view are built and rendered, so a
 * megabyte container (an X-Chain vertex, a P-Chain block) opens instantly. Copy all copies the hex.
 */
export function HexViewer({
  hex,
  bytesPerRow = 16,
  maxHeight = 360,
  label = 'Bytes',
  testId = 'hex-viewer',
}: {
  hex: string;
  bytesPerRow?: number;
  maxHeight?: number;
  label?: string;
  testId?: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bytes = useMemo(() => hexToBytes(hex), [hex]);
  const rowCount = bytes ? hexDumpRowCount(bytes.length, bytesPerRow) : 0;
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtualizer.getVirtualItems();

  if (!bytes) {
    return (
      <div className="hex-viewer" data-testid={testId}>
        <p className="field-error" data-testid="hex-invalid">
          Not hex bytes (expected 0x followed by an even number of hex digits).
        </p>
        <pre className="mono break hex-viewer__raw">{hex}</pre>
      </div>
    );
  }

  const normalised = `0x${hex.trim().replace(/^0x/i, '').toLowerCase()}`;
  return (
    <div className="hex-viewer" data-testid={testId}>
      <div className="hex-viewer__bar">
        <span className="muted">
          {label} · <span data-testid="hex-byte-count">{formatInteger(bytes.length)}</span> bytes
        </span>
        <CopyButton value={normalised} label="Copy all" testId="hex-copy" />
      </div>
      {rowCount === 0 ? (
        <p className="empty">No bytes (0x).</p>
      ) : (
        <div className="hex-viewer__scroll mono" ref={scrollRef} style={{ maxHeight }}>
          {/* Rows follow the padding in the flow rather than each at its own offset: see VirtualRow for why. */}
          <div style={{ height: virtualizer.getTotalSize(), paddingTop: items[0]?.start ?? 0 }}>
            {items.map((item) => {
              const row = hexDumpRow(bytes, item.index, bytesPerRow);
              return (
                <div key={item.index} className="hex-row" style={{ height: ROW_HEIGHT }} data-testid="hex-row">
                  <span className="hex-row__offset">{row.offset}</span>
                  <span className="hex-row__hex" style={{ width: `${bytesPerRow * 3}ch` }}>
                    {row.hex}
                  </span>
                  <span className="hex-row__ascii">{row.ascii}</span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
