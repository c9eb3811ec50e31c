import { HashText } from '@renderer/components/value/HashText';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import type { PlatformTx } from '@shared/models/node/platform';

/** One transaction of a JSON block: its unsigned body and the signatures of each credential. */
export function PChainTxView({ tx, position, total }: { tx: PlatformTx; position: number; total: number }) {
  const credentials = tx.credentials ?? [];
  return (
    <article className="pchain-tx" data-testid="pchain-tx">
      <header className="pchain-tx__head">
        <span className="pchain-tx__title">
          Transaction {position + 1} of {total}
        </span>
        {tx.id && <HashText value={tx.id} head={12} tail={10} copyLabel="Copy transaction id" testId="pchain-tx-id" />}
      </header>
      <div className="pchain-tx__part">
        <h4 className="pchain-tx__subtitle">unsignedTx</h4>
        <JsonViewer value={tx.unsignedTx} expandDepth={1} maxHeight={320} testId="pchain-unsigned-tx" />
      </div>
      <div className="pchain-tx__part">
        <h4 className="pchain-tx__subtitle">
          Credentials <span className="muted">({credentials.length})</span>
        </h4>
        {credentials.length === 0 ? (
          <p className="muted">No credentials.</p>
        ) : (
          <ol className="pchain-credentials" data-testid="pchain-credentials">
            {credentials.map((credential, i) => {
              const signatures = credential.signatures ?? [];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: credentials are positional (they match inputs by order)
                <li key={i} className="pchain-credential" data-testid="pchain-credential">
                  <span className="muted">
                    {signatures.length} {signatures.length === 1 ? 'signature' : 'signatures'}
                  </span>
                  <ul className="pchain-signatures">
                    {signatures.map((signature, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same signature may legitimately repeat
                      <li key={j}>
                        <HashText
                          value={signature}
                          head={22}
                          tail={14}
                          copyLabel="Copy signature"
                          testId="pchain-signature"
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </article>
  );
}
