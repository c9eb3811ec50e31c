import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { DataTable } from '@renderer/components/table/DataTable';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useLabels, useRemoveLabel, useSetLabel } from '@renderer/queries/labels';
import { useSelectedChainId } from '@renderer/stores/prefs';
import type { AddressLabel } from '@shared/models/labels';
import { useMemo } from 'react';
import { AddLabelForm } from './AddLabelForm';
import { LabelFiles } from './LabelFiles';
import { labelColumns, watchColumns } from './label-columns';
import '@renderer/styles/views/labels.css';

/** `#/labels`: the watchlist (balance and last activity per address), every label, import and export. */
export function LabelsView() {
  const profile = useActiveProfile();
  const chainId = useSelectedChainId(profile);
  const query = useLabels();
  const setLabel = useSetLabel();
  const removeLabel = useRemoveLabel();
  const labels = query.data?.labels;
  const watched = useMemo(() => (labels ?? []).filter((l) => l.watch), [labels]);

  const setWatch = (l: AddressLabel, watch: boolean) => setLabel.mutate({ ...l, watch });
  const watchActions = (l: AddressLabel) => (
    <button
      type="button"
      className="button button--quiet"
      onClick={() => setWatch(l, false)}
      data-testid="watch-remove"
    >
      Unwatch
    </button>
  );
  const labelActions = (l: AddressLabel) => (
    <span className="label-actions">
      <button
        type="button"
        className="button button--quiet"
        onClick={() => setWatch(l, !l.watch)}
        data-testid="label-row-watch"
      >
        {l.watch ? 'Unwatch' : 'Watch'}
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => removeLabel.mutate(l.address)}
        data-testid="label-row-remove"
      >
        Remove
      </button>
    </span>
  );
  const mutationError = setLabel.error?.message ?? removeLabel.error?.message;

  return (
    <div className="view" data-testid="labels-view">
      <PageHeader eyebrow="Kept on this computer" title="Watchlist and labels">
        Your names for addresses show wherever the address appears and can be searched by name. They are stored in the
        app's data folder, the same for every profile.
      </PageHeader>
      {mutationError && (
        <p className="field-error" role="alert">
          {mutationError}
        </p>
      )}
      <QueryState query={query} errorTitle="Could not read the stored labels">
        {(data) => (
          <>
            <Card title={`Watchlist (${watched.length})`} testId="watchlist">
              <DataTable
                label="Watchlist"
                rows={watched}
                columns={watchColumns(watchActions)}
                rowKey={(l) => l.address}
                initialSort={{ columnId: 'label', direction: 'asc' }}
                emptyMessage="No watched addresses yet: tick “Watch” when you add a label, here or on an address page."
                testId="watchlist-table"
              />
            </Card>
            <Card title={`Labels (${data.labels.length})`} testId="labels-card">
              <AddLabelForm chainId={chainId} />
              <LabelFiles labels={data.labels} />
              <DataTable
                label="Labels"
                rows={data.labels}
                columns={labelColumns(labelActions)}
                rowKey={(l) => l.address}
                initialSort={{ columnId: 'label', direction: 'asc' }}
                filter={{ fields: (l) => [l.label, l.address], placeholder: 'Filter by label or address…' }}
                emptyMessage="No labels yet. Name an address above, or with “Add label” on its page."
                testId="labels-table"
              />
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
