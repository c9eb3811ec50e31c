import { CopyButton } from '@renderer/components/CopyButton';
import { Card } from '@renderer/components/layout/Card';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import { formatInteger } from '@renderer/format/number';
import type { TransactionMethod } from '@shared/models/data/transactions';
import { useState } from 'react';
import { splitCalldata } from './tx-format';

/** Short calldata (a transfer, an approve) is open at first; anything longer waits for a click. */
const OPEN_UP_TO_BYTES = 4 + 32 * 6;

type Layout = 'words' | 'dump';

/** The input data: ABI words (selector then 32-byte words) or a hex dump, collapsible, copyable. */
export function InputDataCard({ input, method }: { input: string; method?: TransactionMethod | undefined }) {
  const calldata = splitCalldata(input);
  const [open, setOpen] = useState(() => (calldata ? calldata.byteLength <= OPEN_UP_TO_BYTES : true));
  const [layout, setLayout] = useState<Layout>('words');
  const empty = calldata?.byteLength === 0;

  const tools = empty ? null : (
    <>
      <span className="muted" data-testid="tx-input-bytes">
        {calldata ? `${formatInteger(calldata.byteLength)} bytes` : 'not hex'}
      </span>
      <CopyButton value={input} label="Copy input" testId="tx-input-copy" />
      <button
        type="button"
        className="button button--quiet"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="tx-input-toggle"
      >
        {open ? 'Hide' : 'Show'}
      </button>
    </>
  );

  return (
    <Card title="Input data" tools={tools} testId="tx-input">
      {empty ? (
        <p className="muted" data-testid="tx-input-empty">
          No input data: a plain transfer of the native token.
        </p>
      ) : !open ? (
        <p className="mono muted tx-input-preview" data-testid="tx-input-preview">
          {input.slice(0, 74)}
          {input.length > 74 ? '…' : ''}
        </p>
      ) : (
        <div className="tx-input-body" data-testid="tx-input-body">
          {calldata && (
            <div className="segmented" role="radiogroup" aria-label="Input layout">
              {(['words', 'dump'] as const).map((value) => (
                <label key={value} className={`segmented__option${layout === value ? ' is-selected' : ''}`}>
                  <input
                    type="radio"
                    name="tx-input-layout"
                    value={value}
                    checked={layout === value}
                    onChange={() => setLayout(value)}
                    data-testid={`tx-input-layout-${value}`}
                  />
                  {value === 'words' ? 'ABI words' : 'Hex dump'}
                </label>
              ))}
            </div>
          )}
          {!calldata || layout === 'dump' ? (
            <HexViewer hex={input} label="Input" testId="tx-input-hex" />
          ) : (
            <ol className="tx-words mono" data-testid="tx-input-words">
              {calldata.selector && (
                <li className="tx-words__selector">
                  <span className="tx-words__index">sel</span>
                  <span data-testid="tx-input-selector">{calldata.selector}</span>
                  {method?.methodName && <span className="muted tx-words__note">{method.methodName}</span>}
                </li>
              )}
              {calldata.words.map((word) => (
                <li key={word.offset} data-testid="tx-input-word" title={`Bytes ${word.offset}–${word.offset + 31}`}>
                  <span className="tx-words__index">{word.index}</span>
                  <span className="break">{word.hex}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}
