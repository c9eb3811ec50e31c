import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { formatInteger } from '@renderer/format/number';
import { SUBNET_PAGE_SIZE, type SubnetOrder } from '@renderer/queries/subnets';
import type { DataNetwork } from '@shared/contract/data/common';
import { type FormEvent, useId, useState } from 'react';
import { KIND_FILTERS, type KindFilter, parsePageSize } from './subnet-filter';

const KIND_LABELS: Record<KindFilter, string> = { all: 'All', l1: 'L1s', subnet: 'Subnets' };
const ORDER_LABELS: Record<SubnetOrder, string> = { desc: 'Newest first', asc: 'Oldest first' };

/** The contract's message for a page size, or null when the service would accept it. */
export function pageSizeProblem(network: DataNetwork, text: string): string | null {
  const size = parsePageSize(text);
  if (size === null) return 'must be a whole number';
  return paramsFieldErrors('data.listSubnets', { network, pageSize: size }).pageSize ?? null;
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

function PageSizeForm({
  network,
  current,
  onApply,
}: {
  network: DataNetwork;
  current: string;
  onApply: (size: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | null>(() => pageSizeProblem(network, current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pageSizeProblem(network, text);
    setError(problem);
    const size = parsePageSize(text);
    if (!problem && size !== null) onApply(size);
  };
  return (
    <form className="subnets__page-size" onSubmit={submit} noValidate data-testid="page-size-form">
      <label htmlFor={id} className="muted">
        Page size
      </label>
      <input
        id={id}
        className="input subnets__page-size-input"
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="page-size-input"
      />
      <button type="submit" className="button button--quiet" data-testid="page-size-apply">
        Apply
      </button>
      <span className="muted subnets__hint">max {formatInteger(SUBNET_PAGE_SIZE)}</span>
      <FieldError id={`${id}-error`} message={error && `pageSize ${error}`} testId="page-size-error" />
    </form>
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
  pageSizeText: string;
  onPageSize: (size: number) => void;
}

/** Search (over loaded rows), kind filter, creation order (server side) and page size. */
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
      <PageSizeForm
        key={props.pageSizeText}
        network={props.network}
        current={props.pageSizeText}
        onApply={props.onPageSize}
      />
    </div>
  );
}
