import { paramsFieldErrors } from '@renderer/api';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { ParamFilter } from '@renderer/components/forms/ParamFilter';
import { Card } from '@renderer/components/layout/Card';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { useAvmTx } from '@renderer/queries/index-api';
import { useHashParams } from '@renderer/routing/hash-query';

const ENCODINGS = ['json', 'hex'] as const;
type Encoding = (typeof ENCODINGS)[number];

const txProblem = (txID: string) => paramsFieldErrors('node.avm.getTx', { txID }).txID ?? null;

function Result({ txID, encoding }: { txID: string; encoding: Encoding }) {
  const query = useAvmTx(txID, encoding);
  return (
    <QueryState query={query} what="avm.getTx">
      {(data) =>
        typeof data.tx === 'string' ? (
          <HexViewer hex={data.tx} label={`Transaction ${txID}`} testId="xchain-tx-hex" />
        ) : (
          <JsonViewer value={data.tx} expandDepth={3} maxHeight={560} testId="xchain-tx-json" />
        )
      }
    </QueryState>
  );
}

/** avm.getTx at /ext/bc/X for any transaction id (`?xtx=`), readable (json) or as its bytes (hex, `?xenc=hex`). */
export function XChainTxTab() {
  const [q, set] = useHashParams(['xtx', 'xenc'] as const, { blankAsNull: true });
  const encoding: Encoding = q.xenc === 'hex' ? 'hex' : 'json';
  const txID = q.xtx !== null && txProblem(q.xtx) === null ? q.xtx.trim() : null;
  return (
    <div className="node-stack" data-testid="node-xchain">
      <Card title="X-Chain transaction" testId="xchain-tx">
        <p className="muted node-note">
          <code className="mono">avm.getTx</code> at <code className="mono">/ext/bc/X</code>: any transaction this node
          has accepted on the X-Chain, by its cb58 id.
        </p>
        <ParamFilter
          label="Transaction id"
          placeholder="cb58 transaction id"
          resetLabel="Clear"
          applied={q.xtx}
          validate={txProblem}
          onApply={(value) => set({ xtx: value })}
          wide
          testId="xchain-tx-id"
        />
        <fieldset className="form__row">
          <legend>Encoding</legend>
          <div className="segmented" role="radiogroup" aria-label="Encoding" data-testid="xchain-tx-encoding">
            {ENCODINGS.map((e) => (
              <label key={e} className={`segmented__option${encoding === e ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="xchain-tx-encoding"
                  checked={encoding === e}
                  onChange={() => set({ xenc: e === 'json' ? null : e })}
                  data-testid={`xchain-tx-encoding-${e}`}
                />
                {e === 'json' ? 'json (readable)' : 'hex (bytes)'}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      {txID !== null && (
        <Card title={<span className="mono break">{txID}</span>} testId="xchain-tx-result">
          <Result txID={txID} encoding={encoding} />
        </Card>
      )}
    </div>
  );
}
