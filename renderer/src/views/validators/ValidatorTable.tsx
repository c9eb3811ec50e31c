import { DataTable } from '@renderer/components/table/DataTable';
import type { PlatformValidator } from '@shared/models/node/platform';
import { useId, useMemo, useState } from 'react';
import { TotalsBar } from './TotalsBar';
import { validatorColumns } from './validator-columns';
import {
  CONNECTIONS,
  type Connection,
  filterValidators,
  presentFields,
  type ValidatorSetKind,
  validatorTotals,
} from './validator-model';

const CONNECTION_LABELS: Record<Connection, string> = {
  all: 'All',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

const rowKey = (v: PlatformValidator) => v.validationID ?? v.nodeID;

/** The set as a sortable table, with totals, a connection filter and a node-id filter kept in `?node=`. */
export function ValidatorTable({
  validators,
  kind,
  nodeParam,
  connection,
  onFilterText,
  onConnection,
  onOpen,
  ownNodeId,
}: {
  validators: readonly PlatformValidator[];
  kind: ValidatorSetKind;
  nodeParam: string | null;
  connection: Connection;
  onFilterText: (text: string) => void;
  onConnection: (connection: Connection) => void;
  onOpen: (validator: PlatformValidator) => void;
  /** The profile's node, whose row is marked (null: unknown, e.g. a public server). */
  ownNodeId: string | null;
}) {
  const filterId = useId();
  // The box answers every keystroke; the hash follows it, and a hash changed elsewhere (search, Back) refills it.
  const [text, setText] = useState(nodeParam ?? '');
  const [seenParam, setSeenParam] = useState(nodeParam);
  if (nodeParam !== seenParam) {
    setSeenParam(nodeParam);
    if ((nodeParam ?? '') !== text.trim()) setText(nodeParam ?? '');
  }

  const fields = useMemo(() => presentFields(validators), [validators]);
  const columns = useMemo(() => validatorColumns(fields, kind), [fields, kind]);
  const totals = useMemo(() => validatorTotals(validators), [validators]);
  const shown = useMemo(() => filterValidators(validators, text, connection), [validators, text, connection]);
  const filtered = shown.length !== validators.length;

  const toolbar = (
    <>
      <label className="visually-hidden" htmlFor={filterId}>
        Filter by node id
      </label>
      <input
        id={filterId}
        type="search"
        className="input input--short mono validators-filter"
        placeholder="Filter by node id…"
        value={text}
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          onFilterText(e.target.value.trim());
        }}
        data-testid="validator-filter"
      />
      {fields.connected && (
        <div className="segmented" role="radiogroup" aria-label="Connection" data-testid="connection-filter">
          {CONNECTIONS.map((c) => (
            <label key={c} className={`segmented__option${connection === c ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={`${filterId}-connection`}
                value={c}
                checked={connection === c}
                onChange={() => onConnection(c)}
                data-testid={`connection-${c}`}
              />
              {CONNECTION_LABELS[c]}
            </label>
          ))}
        </div>
      )}
      <span className="muted" data-testid="validators-shown">
        {filtered ? `${shown.length} of ${validators.length} shown` : `${validators.length} shown`}
      </span>
    </>
  );

  return (
    <>
      <TotalsBar totals={totals} kind={kind} />
      <DataTable
        rows={shown}
        columns={columns}
        rowKey={rowKey}
        onRowClick={onOpen}
        rowClassName={(v) => (v.nodeID === ownNodeId ? 'validators__row--mine' : undefined)}
        label="Current validators"
        toolbar={toolbar}
        emptyMessage={
          validators.length === 0
            ? 'This set has no current validators.'
            : 'No validator matches the filters. Clear the node id filter or pick “All”.'
        }
        testId="validator-table"
      />
    </>
  );
}
