import { Card } from '@renderer/components/layout/Card';
import { CopyIconButton } from '@renderer/components/value/CopyIconButton';
import { formatInteger } from '@renderer/format/number';
import { middleTruncate } from '@renderer/format/text';
import type { WarpField } from '@renderer/format/warp/reader';
import { decodeSignedMessage, warpNetworkName } from '@renderer/format/warp/signed-message';
import { useMemo } from 'react';

function FieldTable({ fields, testId }: { fields: readonly WarpField[]; testId: string }) {
  return (
    <table className="table sig-fields" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Offset</th>
          <th scope="col">Bytes</th>
          <th scope="col">Value</th>
          <th scope="col">Raw</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={`${f.key}@${f.offset}`} data-testid={`warp-field-${f.key}`} data-value={f.value}>
            <td>{f.label}</td>
            <td className="mono">{f.offset}</td>
            <td className="mono">{f.length}</td>
            <td className="sig-fields__value">
              <span className="mono break">{f.value}</span>
              {f.note && <span className="muted sig-fields__note"> — {f.note}</span>}
            </td>
            <td className="mono sig-fields__raw">
              <span title={f.hex}>{middleTruncate(f.hex, 12, 8)}</span>
              <CopyIconButton value={f.hex} label={`Copy ${f.label}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The Warp envelope decoded from the bytes (avalanchego's layout), every field with its offset and raw
 * bytes; what does not fit the layout is shown raw with the reason, never interpreted.
 */
export function WarpMessageDetails({ bytes }: { bytes: Uint8Array }) {
  const d = useMemo(() => decodeSignedMessage(bytes), [bytes]);
  return (
    <Card title="Decoded Warp message" testId="warp-decoded">
      <ul className="sig-summary" data-testid="warp-summary">
        <li>
          <span className="muted">Network</span> <strong data-testid="warp-network-id">{d.networkId ?? '—'}</strong>
          {d.networkId !== null && <span className="muted"> ({warpNetworkName(d.networkId)})</span>}
        </li>
        <li>
          <span className="muted">Source chain</span>{' '}
          <code className="mono" data-testid="warp-source-chain">
            {d.sourceChainId ?? '—'}
          </code>
        </li>
        <li>
          <span className="muted">Payload</span>{' '}
          <strong>{d.payload ? `${formatInteger(d.payload.length)} bytes` : '—'}</strong>
          {d.payloadLayers.length > 0 && (
            <span className="muted"> ({d.payloadLayers.map((l) => l.type).join(' → ')})</span>
          )}
        </li>
        <li>
          <span className="muted">Signers</span> <strong data-testid="warp-signer-count">{d.signerCount ?? '—'}</strong>
          {d.signerIndices.length > 0 && (
            <span className="muted" title="Indices in the canonical validator set (ordered by BLS public key)">
              {' '}
              (validators #{middleTruncate(d.signerIndices.join(', #'), 40, 12)})
            </span>
          )}
        </li>
      </ul>
      <h3 className="sig-subtitle">Envelope</h3>
      <FieldTable fields={d.envelope} testId="warp-envelope" />
      {d.payload && (
        <>
          <h3 className="sig-subtitle">Payload</h3>
          {d.payloadLayers.length === 0 ? (
            <p className="muted" data-testid="warp-payload-raw">
              The payload does not parse as an AddressedCall or a Hash, so it is shown raw:{' '}
              <code className="mono break">{d.payload.hex}</code>
            </p>
          ) : (
            d.payloadLayers.map((layer, i) => (
              <div key={layer.type} className="sig-layer" data-testid="warp-layer" data-type={layer.type}>
                <p className="sig-layer__title">
                  {i === 0 ? 'Parses as' : 'Its payload parses as'} <strong>{layer.type}</strong>
                  {i > 0 && <span className="muted"> (an ACP-77 P-Chain message)</span>}
                </p>
                <FieldTable fields={layer.fields} testId={`warp-layer-${layer.type}`} />
              </div>
            ))
          )}
        </>
      )}
      {d.signature.length > 0 && (
        <>
          <h3 className="sig-subtitle">Signature</h3>
          <FieldTable fields={d.signature} testId="warp-signature" />
        </>
      )}
      {d.undecoded && (
        <div className="notice notice--warn sig-undecoded" role="status" data-testid="warp-undecoded">
          <p>
            <strong>
              {formatInteger(d.undecoded.length)} bytes from offset {d.undecoded.offset} are not decoded:
            </strong>{' '}
            <span data-testid="warp-undecoded-reason">{d.undecoded.reason}</span>.
          </p>
          <code className="mono break" data-testid="warp-undecoded-hex">
            {d.undecoded.hex}
          </code>
        </div>
      )}
    </Card>
  );
}
