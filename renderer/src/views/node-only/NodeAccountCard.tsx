import { QueryError } from '@renderer/components/feedback/QueryError';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Skeleton } from '@renderer/components/Skeleton';
import { Amount } from '@renderer/components/value/Amount';
import { formatInteger } from '@renderer/format/number';
import { useNodeAccount } from '@renderer/queries/address';
import { UNNAMED_NATIVE_UNIT } from '@renderer/queries/chains';
import { routeTo } from '@shared/routing/routes';
import { useState } from 'react';

const WHOLE = /^\d+$/;

/** Balance, nonce and contract status from the node, at the latest block or at a chosen one ("as of block"). */
export function NodeAccountCard({
  blockchainId,
  address,
  token,
}: {
  blockchainId: string;
  address: string;
  token: { symbol: string | undefined; decimals: number };
}) {
  const [typed, setTyped] = useState('');
  const [asOf, setAsOf] = useState<string | null>(null);
  const { balance, nonce, code } = useNodeAccount(blockchainId, address, asOf);
  const failed = balance.error ?? nonce.error ?? code.error;
  const bad = typed.trim() !== '' && !WHOLE.test(typed.trim());
  const codeBytes = code.data ? (code.data.length - 2) / 2 : null;

  return (
    <Card title="Account — from the node" testId="node-account">
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          if (!bad) setAsOf(typed.trim() === '' ? null : typed.trim());
        }}
      >
        <label>
          As of block{' '}
          <input
            className="input mono input--short"
            value={typed}
            placeholder="latest"
            inputMode="numeric"
            aria-invalid={bad}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="node-account-asof"
          />
        </label>
        <button type="submit" className="button" disabled={bad}>
          Show
        </button>
        {bad && (
          <span className="field-error" data-testid="node-account-asof-error">
            must be a block number (digits)
          </span>
        )}
      </form>
      {token.symbol === UNNAMED_NATIVE_UNIT && (
        <p className="muted" data-testid="node-account-unit-hint">
          Amounts say “native”: this chain’s token symbol is not set.{' '}
          <a href={routeTo('settings', {})}>Name it under Settings → Custom EVM chains</a>.
        </p>
      )}
      {failed ? (
        <QueryError error={failed} what="Account facts" />
      ) : balance.isPending || nonce.isPending || code.isPending ? (
        <Skeleton size="md" />
      ) : (
        <KeyValueGrid
          testId="node-account-facts"
          rows={[
            {
              label: asOf ? `Balance at block ${formatInteger(asOf)}` : 'Balance (latest block)',
              value: (
                <Amount
                  value={BigInt(balance.data ?? '0x0')}
                  decimals={token.decimals}
                  symbol={token.symbol}
                  maxFractionDigits={18}
                  testId="node-account-balance"
                />
              ),
            },
            {
              label: 'Nonce',
              hint: 'eth_getTransactionCount: transactions sent so far',
              value: (
                <span className="mono" data-testid="node-account-nonce">
                  {BigInt(nonce.data ?? '0x0').toString()}
                </span>
              ),
            },
            {
              label: 'Kind',
              value:
                codeBytes && codeBytes > 0 ? (
                  <span data-testid="node-account-kind" data-kind="contract">
                    <span className="badge">contract</span>{' '}
                    <span className="mono" data-testid="node-account-code-size">
                      {formatInteger(codeBytes)} bytes
                    </span>{' '}
                    of bytecode
                  </span>
                ) : (
                  <span data-testid="node-account-kind" data-kind="account">
                    account (no code)
                  </span>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
