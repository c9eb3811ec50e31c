import type { ApiError } from '@renderer/api';
import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { Badge } from '@renderer/components/value/Badge';
import type { ListSubnetsResponse, Subnet } from '@shared/models/data/primary';
import { routeTo } from '@shared/routing/routes';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { PRIMARY_NETWORK_ID } from '../examples';
import { optionText, subnetOptions } from './subnet-options';

type SubnetPages = UseInfiniteQueryResult<InfiniteData<ListSubnetsResponse, unknown>, ApiError>;

const PRIMARY_VALUE = '';

/** Why a typed subnet id would be refused, from the contract (cb58, 32 bytes, valid checksum). */
function subnetIdProblem(text: string): string | null {
  const errors = paramsFieldErrors('node.platform.getCurrentValidators', { subnetID: text.trim() });
  return errors.subnetID ?? null;
}

/**
 * Which validator set to show: the primary network, a subnet/L1 from the Data API's list, or any id
 * typed in (a subnet the list has not reached yet, or one from elsewhere).
 */
export function SubnetChooser({
  network,
  subnetId,
  listed,
  subnets,
  onChoose,
}: {
  network: string;
  /** Null for the primary network. */
  subnetId: string | null;
  listed: Subnet | undefined;
  subnets: SubnetPages;
  onChoose: (subnetId: string | null) => void;
}) {
  const selectId = useId();
  const manualId = useId();
  const errorId = useId();
  const [manual, setManual] = useState('');
  const [manualError, setManualError] = useState<string | null>(null);
  const pages = subnets.data?.pages;
  const options = useMemo(() => subnetOptions((pages ?? []).flatMap((p) => p.subnets)), [pages]);
  const inList = subnetId === null || options.some((o) => o.subnetId === subnetId);

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    const problem = manual.trim() === '' ? 'enter a subnet or L1 id' : subnetIdProblem(manual);
    setManualError(problem);
    if (!problem) onChoose(manual.trim() === PRIMARY_NETWORK_ID ? null : manual.trim());
  };

  return (
    <section className="card validators-chooser" data-testid="subnet-chooser">
      <div className="validators-chooser__row">
        <div className="form__row validators-chooser__pick">
          <label htmlFor={selectId}>Validator set</label>
          <div className="form__inline">
            <select
              id={selectId}
              className="select"
              value={subnetId ?? PRIMARY_VALUE}
              onChange={(e) => onChoose(e.target.value === PRIMARY_VALUE ? null : e.target.value)}
              disabled={subnets.isPending && subnets.fetchStatus !== 'idle'}
              data-testid="subnet-select"
            >
              <option value={PRIMARY_VALUE}>Primary network</option>
              {!inList && subnetId && <option value={subnetId}>Typed id · {subnetId}</option>}
              {options.map((o) => (
                <option key={o.subnetId} value={o.subnetId}>
                  {optionText(o)}
                </option>
              ))}
            </select>
            {subnetId === null ? (
              <Badge tone="info" testId="subnet-kind">
                Primary network
              </Badge>
            ) : listed ? (
              <Badge tone={listed.isL1 ? 'success' : 'neutral'} testId="subnet-kind">
                {listed.isL1 ? 'L1' : 'Subnet'}
              </Badge>
            ) : null}
            {subnetId !== null && (
              <a className="link" href={routeTo('subnet', { network, subnetId })} data-testid="subnet-link">
                Subnet details →
              </a>
            )}
          </div>
          <span className="muted validators-chooser__status" data-testid="subnet-list-status">
            {subnets.isPending && subnets.fetchStatus !== 'idle'
              ? 'Loading subnets from the Data API…'
              : `${options.length} subnets and L1s listed by the Data API`}
            {subnets.hasNextPage && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => void subnets.fetchNextPage()}
                disabled={subnets.isFetchingNextPage}
                data-testid="subnet-load-more"
              >
                {subnets.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            )}
          </span>
        </div>
        <form className="form__row validators-chooser__manual" onSubmit={submitManual} noValidate>
          <label htmlFor={manualId}>Or enter a subnet / L1 id</label>
          <div className="form__inline">
            <input
              id={manualId}
              className="input mono"
              value={manual}
              placeholder="cb58 subnet id"
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => {
                setManual(e.target.value);
                if (manualError) setManualError(null);
              }}
              aria-invalid={manualError ? true : undefined}
              aria-describedby={manualError ? errorId : undefined}
              data-testid="subnet-input"
            />
            <button type="submit" className="button" data-testid="subnet-submit">
              Show
            </button>
          </div>
          <FieldError id={errorId} message={manualError} testId="subnet-input-error" />
        </form>
      </div>
      {subnets.isError && !subnets.data && (
        <QueryError
          error={subnets.error}
          title="The subnet list could not be loaded"
          onRetry={() => void subnets.refetch()}
          retrying={subnets.isFetching}
          what="The subnet list"
        />
      )}
    </section>
  );
}
