import { paramsFieldErrors } from '@renderer/api';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { HashText } from '@renderer/components/value/HashText';
import { formatInteger } from '@renderer/format/number';
import { usePlatformBalance } from '@renderer/queries/pchain';
import type { PlatformBalance } from '@shared/models/node/platform';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { type AssetBalanceRow, addressMessages, assetRows } from './balance-model';
import { DeprecatedNote } from './Deprecated';
import { formatAvax, splitAddresses } from './pchain-model';

const units = (value: string) => <span className="mono">{formatInteger(value)}</span>;

const ASSET_COLUMNS: Column<AssetBalanceRow>[] = [
  {
    id: 'asset',
    header: 'Asset',
    width: 'minmax(200px, 2fr)',
    cell: (r) => <HashText value={r.assetID} copyLabel="Copy asset id" />,
  },
  { id: 'balance', header: 'Balance', align: 'right', cell: (r) => units(r.balance) },
  { id: 'unlocked', header: 'Unlocked', align: 'right', cell: (r) => units(r.unlocked) },
  { id: 'lockedStakeable', header: 'Locked stakeable', align: 'right', cell: (r) => units(r.lockedStakeable) },
  {
    id: 'lockedNotStakeable',
    header: 'Locked not stakeable',
    align: 'right',
    cell: (r) => units(r.lockedNotStakeable),
  },
];

function avaxRow(label: string, value: string | undefined, testId: string) {
  if (value === undefined) return null;
  return {
    label,
    value: (
      <span className="mono" data-testid={testId}>
        {formatAvax(value) ?? value} <span className="muted">AVAX</span>
      </span>
    ),
  };
}

function BalanceResult({ balance }: { balance: PlatformBalance }) {
  const rows = useMemo(() => assetRows(balance), [balance]);
  const utxos = balance.utxoIDs ?? [];
  return (
    <div className="pchain-balance" data-testid="pchain-balance-result">
      <KeyValueGrid
        compact
        testId="pchain-balance-facts"
        rows={[
          avaxRow('Total', balance.balance, 'pchain-balance-total'),
          avaxRow('Unlocked', balance.unlocked, 'pchain-balance-unlocked'),
          avaxRow('Locked stakeable', balance.lockedStakeable, 'pchain-balance-locked-stakeable'),
          avaxRow('Locked not stakeable', balance.lockedNotStakeable, 'pchain-balance-locked-not-stakeable'),
          {
            label: 'UTXOs',
            value: (
              <span>
                <span className="mono" data-testid="pchain-balance-utxo-count">
                  {utxos.length}
                </span>
                {utxos.length === 0 && <span className="muted"> · these addresses hold no UTXO</span>}
              </span>
            ),
          },
        ]}
      />
      <DataTable
        label="Balances per asset (smallest units)"
        rows={rows}
        columns={ASSET_COLUMNS}
        rowKey={(r) => r.assetID}
        emptyMessage="No assets held."
        testId="pchain-balance-assets"
      />
      {utxos.length > 0 && (
        <ul className="pchain-utxos" data-testid="pchain-balance-utxos">
          {utxos.map((u) => (
            <li key={`${u.txID}:${u.outputIndex}`}>
              <HashText value={u.txID} head={12} tail={8} copyLabel="Copy UTXO transaction id" />
              <span className="muted"> output {u.outputIndex}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** platform.getBalance (deprecated): balances of P-Chain addresses. */
export function BalanceCard() {
  const formId = useId();
  const [draft, setDraft] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [asked, setAsked] = useState<string[] | null>(null);
  const query = usePlatformBalance(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const addresses = splitAddresses(draft);
    const messages = addressMessages(addresses, paramsFieldErrors('node.platform.getBalance', { addresses }));
    setProblems(messages);
    if (messages.length === 0) setAsked(addresses);
  };

  return (
    <Card title="Balance of P-Chain addresses" testId="pchain-balance">
      <DeprecatedNote method="platform.getBalance" instead="The Data API's primary-network balances replace it." />
      <form className="pchain-form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={`${formId}-addresses`}>
          addresses
        </label>
        <textarea
          id={`${formId}-addresses`}
          className="input mono pchain-form__textarea"
          value={draft}
          rows={2}
          placeholder="P-avax1… (one per line, or separated by commas)"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          aria-invalid={problems.length > 0 ? true : undefined}
          aria-describedby={problems.length > 0 ? `${formId}-errors` : undefined}
          spellCheck={false}
          data-testid="pchain-balance-addresses"
        />
        {problems.length > 0 && (
          <ul id={`${formId}-errors`} className="pchain-form__errors" aria-live="polite">
            {problems.map((p) => (
              <li key={p} className="field-error" data-testid="pchain-balance-error">
                {p}
              </li>
            ))}
          </ul>
        )}
        <div className="form__actions">
          <button type="submit" className="button" data-testid="pchain-balance-load">
            Get balance
          </button>
        </div>
      </form>
      {asked && (
        <QueryState query={query} what="platform.getBalance">
          {(balance) => <BalanceResult balance={balance} />}
        </QueryState>
      )}
    </Card>
  );
}
