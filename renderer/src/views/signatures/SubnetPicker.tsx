import { useSubnetChoices } from '@renderer/queries/node';
import type { DataNetwork } from '@shared/contract/data/common';
import { useMemo } from 'react';
import { subnetChoices } from '../node/node-choices';

/** A subnet id typed, or picked from the network's subnets (Data API); the list only fills the field. */
export function SubnetPicker({
  inputId,
  network,
  value,
  onChange,
  inputProps,
}: {
  inputId: string;
  network: DataNetwork;
  value: string;
  onChange: (value: string) => void;
  inputProps: Record<string, unknown>;
}) {
  const query = useSubnetChoices(network);
  const choices = useMemo(() => subnetChoices(query.data?.subnets ?? []), [query.data]);
  const listed = choices.some((c) => c.value === value.trim());
  const note = query.isPending
    ? 'Loading subnets…'
    : query.isError
      ? `Subnet list unavailable: ${query.error.message}`
      : query.data?.nextPageToken
        ? `First ${choices.length} subnets listed; type others.`
        : `${choices.length} subnets on ${network}`;

  return (
    <div className="sig-subnet">
      <input
        id={inputId}
        className="input mono"
        placeholder="default: the source chain's subnet"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="sig-subnet"
        {...inputProps}
      />
      <select
        className="select sig-subnet__pick"
        aria-label="Pick a subnet"
        value={listed ? value.trim() : ''}
        onChange={(e) => onChange(e.target.value)}
        data-testid="sig-subnet-pick"
      >
        <option value="">{listed || value.trim() === '' ? '— pick a subnet —' : 'typed id'}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <span className="muted sig-subnet__note" data-testid="sig-subnet-note">
        {note}
      </span>
    </div>
  );
}
