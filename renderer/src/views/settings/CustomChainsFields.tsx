import { paramsFieldErrors } from '@renderer/api';
import { useReadChainId } from '@renderer/queries/connection';
import { DEFAULT_NATIVE_DECIMALS, MAX_CUSTOM_CHAINS } from '@shared/models/profile';
import { useState } from 'react';
import {
  type CustomChainDraft,
  type CustomChainErrorKey,
  type CustomChainField,
  customChainKey,
  emptyCustomChain,
} from './custom-chains-draft';
import { describedBy, fieldControlId, ProfileField } from './ProfileField';

interface CustomChainsFieldsProps {
  formId: string;
  rows: CustomChainDraft[];
  shown(key: CustomChainErrorKey): string | undefined;
  onChange(rows: CustomChainDraft[]): void;
}

/**
 * EVM chains the Data API does not index, each reached at its own JSON-RPC URL. The chain id is never typed:
 * "Read chain id" asks the URL (eth_chainId) and the answer is what the chain picker and routes use.
 */
export function CustomChainsFields({ formId, rows, shown, onChange }: CustomChainsFieldsProps) {
  const setRow = (i: number, patch: Partial<CustomChainDraft>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className="profile-form__wide profile-form__group" data-testid="profile-custom-chains">
      <legend>Custom EVM chains</legend>
      <p className="profile-form__hint">
        Chains explored over their own RPC alone — a node’s{' '}
        <code>http://host:9650/ext/bc/&lt;blockchain id&gt;/rpc</code> or any EVM JSON-RPC URL. The chain picker lists
        them by the name you give. A node cannot name its native token: give its symbol so balances and fees carry their
        unit.
      </p>
      {rows.map((row, i) => (
        <CustomChainRow
          // Rows have no identity of their own before their chain id is read; position is what the user sees.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          formId={formId}
          index={i}
          row={row}
          shown={shown}
          onChange={(patch) => setRow(i, patch)}
          onRemove={() => onChange(rows.filter((_, j) => j !== i))}
        />
      ))}
      {rows.length < MAX_CUSTOM_CHAINS && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...rows, emptyCustomChain()])}
          data-testid="custom-chain-add"
        >
          Add a chain
        </button>
      )}
    </fieldset>
  );
}

function CustomChainRow({
  formId,
  index,
  row,
  shown,
  onChange,
  onRemove,
}: {
  formId: string;
  index: number;
  row: CustomChainDraft;
  shown(key: CustomChainErrorKey): string | undefined;
  onChange(patch: Partial<CustomChainDraft>): void;
  onRemove(): void;
}) {
  const read = useReadChainId();
  const [readError, setReadError] = useState<string | null>(null);
  const name = (field: CustomChainField) => customChainKey(index, field);
  const urlError = readError ?? shown(name('rpcUrl'));

  const readChainId = () => {
    // Checked with the channel's own schema before anything is sent.
    const problem = Object.values(paramsFieldErrors('app.connection.readChainId', { rpcUrl: row.rpcUrl }))[0];
    if (problem) {
      setReadError(problem);
      return;
    }
    setReadError(null);
    read.mutate(row.rpcUrl, {
      onSuccess: ({ chainId }) => onChange({ chainId, ...(row.name.trim() ? {} : { name: `Chain ${chainId}` }) }),
      onError: (error) => setReadError(`eth_chainId failed: ${error.message}`),
    });
  };

  return (
    <div className="custom-chain" data-testid={`custom-chain-${index}`}>
      <ProfileField name={name('name')} formId={formId} label="Name" error={shown(name('name'))}>
        <input
          id={fieldControlId(formId, name('name'))}
          className="input"
          value={row.name}
          placeholder="My L1"
          autoComplete="off"
          aria-invalid={Boolean(shown(name('name')))}
          aria-describedby={describedBy(formId, name('name'), shown(name('name')), false)}
          onChange={(e) => onChange({ name: e.target.value })}
          data-testid={`custom-chain-name-${index}`}
        />
      </ProfileField>
      <ProfileField name={name('rpcUrl')} formId={formId} label="RPC URL" error={urlError}>
        <input
          id={fieldControlId(formId, name('rpcUrl'))}
          className="input mono"
          type="url"
          value={row.rpcUrl}
          placeholder="http://127.0.0.1:9650/ext/bc/<blockchain id>/rpc"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={Boolean(urlError)}
          aria-describedby={describedBy(formId, name('rpcUrl'), urlError, false)}
          onChange={(e) => {
            setReadError(null);
            // Another URL may be another chain: its id has to be read again.
            onChange({ rpcUrl: e.target.value, chainId: '' });
          }}
          data-testid={`custom-chain-url-${index}`}
        />
      </ProfileField>
      <ProfileField name={name('chainId')} formId={formId} label="Chain id" error={shown(name('chainId'))}>
        <span className="custom-chain__id">
          <input
            id={fieldControlId(formId, name('chainId'))}
            className="input mono input--short"
            value={row.chainId}
            readOnly
            placeholder="—"
            aria-invalid={Boolean(shown(name('chainId')))}
            aria-describedby={describedBy(formId, name('chainId'), shown(name('chainId')), false)}
            data-testid={`custom-chain-id-${index}`}
          />
          <button
            type="button"
            className="button"
            onClick={readChainId}
            disabled={read.isPending}
            data-testid={`custom-chain-read-${index}`}
          >
            {read.isPending ? 'Reading…' : 'Read chain id'}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={onRemove}
            aria-label={`Remove custom chain ${row.name || index + 1}`}
            data-testid={`custom-chain-remove-${index}`}
          >
            Remove
          </button>
        </span>
      </ProfileField>
      <div className="custom-chain__token">
        <ProfileField
          name={name('symbol')}
          formId={formId}
          label="Native token symbol"
          error={shown(name('symbol'))}
          hint="Shown with every native amount; empty: “native”."
        >
          <input
            id={fieldControlId(formId, name('symbol'))}
            className="input input--short"
            value={row.symbol}
            placeholder="e.g. BEAM"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={Boolean(shown(name('symbol')))}
            aria-describedby={describedBy(formId, name('symbol'), shown(name('symbol')), true)}
            onChange={(e) => onChange({ symbol: e.target.value })}
            data-testid={`custom-chain-symbol-${index}`}
          />
        </ProfileField>
        <ProfileField
          name={name('decimals')}
          formId={formId}
          label="Decimals"
          error={shown(name('decimals'))}
          hint={`Empty: ${DEFAULT_NATIVE_DECIMALS}, as on every EVM chain.`}
        >
          <input
            id={fieldControlId(formId, name('decimals'))}
            className="input mono input--short"
            value={row.decimals}
            placeholder={String(DEFAULT_NATIVE_DECIMALS)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={Boolean(shown(name('decimals')))}
            aria-describedby={describedBy(formId, name('decimals'), shown(name('decimals')), true)}
            onChange={(e) => onChange({ decimals: e.target.value })}
            data-testid={`custom-chain-decimals-${index}`}
          />
        </ProfileField>
      </div>
    </div>
  );
}
