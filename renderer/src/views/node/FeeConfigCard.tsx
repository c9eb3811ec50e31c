import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { useEvmFeeConfig } from '@renderer/queries/node';
import { type FormEvent, useId, useState } from 'react';
import { FeeConfigGrid } from './FeeConfigGrid';

const isLatest = (text: string) => text.trim() === '' || text.trim() === 'latest';

/** eth_feeConfig at the latest block or a chosen one, and the block where it last changed. */
export function FeeConfigCard({ chain, evmChainId }: { chain: string; evmChainId: string | null }) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [block, setBlock] = useState<string | undefined>(undefined);
  const query = useEvmFeeConfig(chain, block);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLatest(text)) {
      setError(null);
      setBlock(undefined);
      return;
    }
    const problem = paramsFieldErrors('node.evm.feeConfig', { blockchainId: chain, block: text.trim() }).block ?? null;
    setError(problem ? `Block ${problem}` : null);
    if (!problem) setBlock(text.trim());
  };

  return (
    <Card title="Fee config (eth_feeConfig)" testId="evm-fee-config">
      <form className="node-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="node-form__label">
          At block
        </label>
        <div className="form__inline">
          <input
            id={inputId}
            className="input input--short mono"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="latest, or a block number"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="fee-block-input"
          />
          <button type="submit" className="button" data-testid="fee-block-apply">
            Show
          </button>
          <span className="muted" data-testid="fee-block-shown">
            {block === undefined ? 'latest block' : `block ${block}`}
          </span>
        </div>
        <FieldError id={errorId} message={error} testId="fee-block-error" />
      </form>
      <QueryState query={query} what="eth_feeConfig">
        {(r) => (
          <>
            <KeyValueGrid
              compact
              rows={[
                r.lastChangedAt === undefined
                  ? {
                      label: 'Last changed at',
                      hint: 'lastChangedAt',
                      testId: 'fee-last-changed',
                      value: (
                        <span className="muted" data-testid="fee-pre-activation">
                          Not reported: Subnet-EVM was not yet active at this block, so the node answers with
                          subnet-evm’s default fee config, not this chain’s.
                        </span>
                      ),
                    }
                  : {
                      label: 'Last changed at',
                      hint: 'lastChangedAt',
                      testId: 'fee-last-changed',
                      value: evmChainId ? (
                        <span className="node-inline">
                          <BlockLink chainId={evmChainId} number={r.lastChangedAt} testId="fee-last-changed-link" />
                          {r.lastChangedAt === '0' && <span className="muted">unchanged since genesis</span>}
                        </span>
                      ) : (
                        <span className="mono">{r.lastChangedAt}</span>
                      ),
                    },
              ]}
            />
            <FeeConfigGrid fees={r.feeConfig} testId="fee-config" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
