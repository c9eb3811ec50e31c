import { paramsFieldErrors } from '@renderer/api';
import { formatInteger } from '@renderer/format/number';
import type { SubnetOrder } from '@renderer/queries/subnets';
import { type DataNetwork, PAGE_LIMITS } from '@shared/contract/data/common';
import { useId } from 'react';
import { KIND_FILTERS, type KindFilter, parsePageSize } from './subnet-filter';

const KIND_LABELS: Record<KindFilter, string> = { all: 'All', l1: 'L1s', subnet: 'Subnets' };
const ORDER_LABELS: Record<SubnetOrder, string> = { desc: 'Newest first', asc: 'Oldest first' };

/**
 * Why a page size from a link cannot be used, in words (null when the service would accept it). The
 * contract's own check decides; the words name no parameter.
 */
export function pageSizeProblem(network: DataNetwork, text: string): string | null {
  const size = parsePageSize(text);
  if (size === null) return 'is not a whole number';
  if (!paramsFieldErrors('data.listSubnets', { network, pageSize: size }).pageSize) return null;
  const { min, max } = PAGE_LIMITS['data.listSubnets'];
  return size < min ? `is less than ${min}` : `is more than the ${formatInteger(max)} the Data API accepts`;
}

function Segmented<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  labels,
  counts,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labels: Record<T, string>;
  counts?: Partial<Record<T, number>>;
}) {
  return (
    <fieldset className="subnets__fieldset">
      <legend className="visually-hidden">{legend}</legend>
      <div className="segmented">
        {options.map((option) => (
          <label key={option} className={`segmented__option${value === option ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              data-testid={`${name}-${option}`}
            />
            {labels[option]}
            {counts?.[option] !== undefined && <span className="subnets__count">{counts[option]}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SubnetsToolbarProps {
  network: DataNetwork;
  search: string;
  onSearch: (text: string) => void;
  kind: KindFilter;
  onKind: (kind: KindFilter) => void;
  kindCounts: Record<KindFilter, number>;
  order: SubnetOrder;
  onOrder: (order: SubnetOrder) => void;
}

/** Search (over loaded rows), kind filter and creation order (server side); pages load by themselves. */
export function SubnetsToolbar(props: SubnetsToolbarProps) {
  const searchId = useId();
  return (
    <div className="subnets__toolbar" data-testid="subnets-toolbar">
      <label className="visually-hidden" htmlFor={searchId}>
        Search subnets by subnet id, blockchain name or blockchain id
      </label>
      <input
        id={searchId}
        type="search"
        className="input subnets__search"
        placeholder="Subnet id, blockchain name or id…"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && props.search) {
            e.preventDefault();
            props.onSearch('');
          }
        }}
        data-testid="subnets-search"
      />
      <Segmented
        name="kind"
        legend="Kind"
        options={KIND_FILTERS}
        value={props.kind}
        onChange={props.onKind}
        labels={KIND_LABELS}
        counts={props.kindCounts}
      />
      <Segmented
        name="order"
        legend="Creation order"
        options={['desc', 'asc'] as const}
        value={props.order}
        onChange={props.onOrder}
        labels={ORDER_LABELS}
      />
    </div>
  );
}
