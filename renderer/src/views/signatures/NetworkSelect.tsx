import { FieldError } from '@renderer/components/feedback/FieldError';
import { type DataNetwork, NETWORKS } from '@shared/contract/data/common';
import { useId } from 'react';

const LABELS: Record<DataNetwork, string> = { mainnet: 'mainnet', fuji: 'fuji', testnet: 'testnet (= fuji)' };

/** The `{network}` path segment: the profile's network unless changed. */
export function NetworkSelect({
  value,
  onChange,
  error,
  testId,
}: {
  value: DataNetwork;
  onChange: (network: DataNetwork) => void;
  error?: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="form__row sig-form__network">
      <label htmlFor={id}>Network</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value as DataNetwork)}
        data-testid={testId}
      >
        {NETWORKS.map((n) => (
          <option key={n} value={n}>
            {LABELS[n]}
          </option>
        ))}
      </select>
      <FieldError message={error} testId={`${testId}-error`} />
    </div>
  );
}
