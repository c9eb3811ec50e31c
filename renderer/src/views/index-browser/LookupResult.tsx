import type { ApiError } from '@renderer/api';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { StatusPill } from '@renderer/components/value/Badge';
import { formatInteger } from '@renderer/format/number';
import { useContainerById, useContainerByIndex, useIndexOf, useIsAccepted } from '@renderer/queries/index-api';
import type { IndexName } from '@shared/contract/node/common';
import type { Container } from '@shared/models/node/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { ContainerFacts } from './ContainerFacts';
import type { LookupMethod } from './lookup-model';

type Select = (position: number) => void;

function ShowButton({ position, onSelect }: { position: number; onSelect: Select }) {
  return (
    <div className="form__actions">
      <button type="button" className="button" onClick={() => onSelect(position)} data-testid="lookup-open">
        Show bytes
      </button>
    </div>
  );
}

function FoundContainer({ query, onSelect }: { query: UseQueryResult<Container, ApiError>; onSelect: Select }) {
  return (
    <QueryState query={query} what="The index API">
      {(container) => (
        <>
          <ContainerFacts container={container} testId="lookup-container" />
          <ShowButton position={Number(container.index)} onSelect={onSelect} />
        </>
      )}
    </QueryState>
  );
}

function ByIndex({ name, value, onSelect }: { name: IndexName; value: string; onSelect: Select }) {
  return <FoundContainer query={useContainerByIndex(name, Number(value))} onSelect={onSelect} />;
}

function ById({ name, value, onSelect }: { name: IndexName; value: string; onSelect: Select }) {
  return <FoundContainer query={useContainerById(name, value)} onSelect={onSelect} />;
}

function Accepted({ name, value }: { name: IndexName; value: string }) {
  return (
    <QueryState query={useIsAccepted(name, value)} what="The index API">
      {(data) => (
        <KeyValueGrid
          compact
          testId="lookup-accepted"
          rows={[
            {
              label: 'Accepted',
              value: (
                <StatusPill
                  status={data.isAccepted ? 'accepted' : 'not indexed'}
                  tone={data.isAccepted ? 'success' : 'neutral'}
                  label={data.isAccepted ? 'yes — in this index' : 'no — not in this index'}
                  testId="lookup-accepted-value"
                />
              ),
              hint: 'only containers accepted while indexing was on are in the index',
            },
          ]}
        />
      )}
    </QueryState>
  );
}

function IndexOf({ name, value, onSelect }: { name: IndexName; value: string; onSelect: Select }) {
  return (
    <QueryState query={useIndexOf(name, value)} what="The index API">
      {(data) => (
        <>
          <KeyValueGrid
            compact
            testId="lookup-index"
            rows={[
              {
                label: 'Index',
                value: (
                  <span className="mono" data-testid="lookup-index-value" data-value={data.index}>
                    {formatInteger(data.index)}
                  </span>
                ),
              },
            ]}
          />
          <ShowButton position={Number(data.index)} onSelect={onSelect} />
        </>
      )}
    </QueryState>
  );
}

/** The answer to one lookup; each method has its own query so their caches never mix. */
export function LookupResult({
  name,
  method,
  value,
  onSelect,
}: {
  name: IndexName;
  method: LookupMethod;
  value: string;
  onSelect: Select;
}) {
  return (
    <div className="index-lookup__result" data-testid="lookup-result">
      {method === 'byIndex' && <ByIndex name={name} value={value} onSelect={onSelect} />}
      {method === 'byId' && <ById name={name} value={value} onSelect={onSelect} />}
      {method === 'isAccepted' && <Accepted name={name} value={value} />}
      {method === 'getIndex' && <IndexOf name={name} value={value} onSelect={onSelect} />}
    </div>
  );
}
