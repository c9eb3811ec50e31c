import { KeyValueGrid, type KeyValueRow } from '@renderer/components/layout/KeyValueGrid';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { HashText } from '@renderer/components/value/HashText';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatGas, formatGwei, formatInteger, parseBigInt } from '@renderer/format/number';
import type { EvmBlock } from '@shared/models/node/evm';
import { gasTone, gasUsage } from '../blocks/live-rows';

function Gas({ used, limit }: { used: string; limit: string }) {
  const gas = gasUsage(used, limit);
  return (
    <span className="block-gas">
      <span className="mono" data-testid="block-gas-figures">
        {formatGas(used)} / {formatGas(limit)}
      </span>
      <span className="block-gas__bar">
        <ProgressBar value={gas.percent ?? 0} label={gas.percentText} tone={gasTone(gas.percent)} />
      </span>
    </span>
  );
}

function headDistance(n: bigint, head: bigint | null): string | null {
  if (head === null || n > head) return null;
  const behind = head - n;
  if (behind === 0n) return 'the chain head';
  return `${formatInteger(behind)} ${behind === 1n ? 'block' : 'blocks'} behind the head`;
}

/** The header fields of a block as the node returned them. */
export function BlockFacts({
  chainId,
  block,
  number,
  head,
}: {
  chainId: string;
  block: EvmBlock;
  number: bigint;
  head: bigint | null;
}) {
  const size = block.size === undefined ? null : parseBigInt(block.size);
  const distance = headDistance(number, head);
  const rows: (KeyValueRow | null)[] = [
    {
      label: 'Number',
      testId: 'fact-number',
      value: (
        <span>
          <span className="mono" data-testid="block-number-value">
            {formatInteger(number)}
          </span>
          {distance && <span className="muted"> · {distance}</span>}
        </span>
      ),
    },
    {
      label: 'Hash',
      testId: 'fact-hash',
      value: block.hash ? <HashText value={block.hash} full copyLabel="Copy block hash" testId="block-hash" /> : '—',
    },
    {
      label: 'Parent',
      testId: 'fact-parent',
      value: (
        <span className="block-parent">
          {number > 0n && <BlockLink chainId={chainId} number={number - 1n} testId="block-parent-link" />}
          <HashText value={block.parentHash} head={12} tail={10} copyLabel="Copy parent hash" testId="block-parent" />
        </span>
      ),
    },
    {
      label: 'Timestamp',
      testId: 'fact-timestamp',
      value: (
        <span>
          <Timestamp value={block.timestamp} testId="block-timestamp" />{' '}
          <span className="muted">
            (<RelativeTime value={block.timestamp} />)
          </span>
        </span>
      ),
    },
    {
      label: 'Miner / coinbase',
      testId: 'fact-miner',
      value: <AddressLink chainId={chainId} address={block.miner} truncate={false} copy testId="block-miner" />,
    },
    {
      label: 'Gas used / limit',
      testId: 'fact-gas',
      value: <Gas used={block.gasUsed} limit={block.gasLimit} />,
    },
    block.baseFeePerGas === undefined
      ? null
      : {
          label: 'Base fee',
          testId: 'fact-base-fee',
          value: (
            <span className="mono" title={`${formatInteger(block.baseFeePerGas)} wei`} data-testid="block-base-fee">
              {formatGwei(block.baseFeePerGas, 9)}
            </span>
          ),
        },
    {
      label: 'Size',
      testId: 'fact-size',
      value: (
        <span className="mono" data-testid="block-size">
          {size === null ? '—' : `${formatInteger(size)} bytes`}
        </span>
      ),
    },
    {
      label: 'Transactions',
      testId: 'fact-tx-count',
      value: (
        <span className="mono" data-testid="block-tx-count">
          {formatInteger(block.transactions.length)}
        </span>
      ),
    },
    {
      label: 'State root',
      value: (
        <HashText value={block.stateRoot} head={12} tail={10} copyLabel="Copy state root" testId="block-state-root" />
      ),
    },
  ];
  return <KeyValueGrid rows={rows} testId="block-facts" />;
}
