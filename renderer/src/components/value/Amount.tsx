import { formatUnits, isIntegerString } from '@renderer/format/amount';
import { CopyIconButton } from './CopyIconButton';

function exact(value: string | bigint, decimals: number, maxFractionDigits?: number): string | null {
  if (typeof value === 'string' && !isIntegerString(value)) return null;
  try {
    return formatUnits(value, decimals, maxFractionDigits === undefined ? {} : { maxFractionDigits });
  } catch {
    return null;
  }
}

/**
 * A token amount from its smallest-unit integer, BigInt-exact. Shows at most `maxFractionDigits`
 * (rounded half-up); the title always carries the exact value. A value that is not an integer is shown raw.
 * In a narrow cell the digits end in an ellipsis (the symbol stays); `copy` adds a button copying the exact
 * value.
 */
export function Amount({
  value,
  decimals,
  symbol,
  maxFractionDigits = 6,
  copy = false,
  testId = 'amount',
}: {
  value: string | bigint;
  decimals: number;
  symbol?: string | undefined;
  maxFractionDigits?: number;
  copy?: boolean;
  testId?: string;
}) {
  const full = exact(value, decimals);
  const unit = symbol ? ` ${symbol}` : '';
  if (full === null) {
    return (
      <span className="amount amount--raw mono" title={`Not an integer amount: ${String(value)}`} data-testid={testId}>
        {String(value)}
        {unit}
      </span>
    );
  }
  const shown = exact(value, decimals, maxFractionDigits) ?? full;
  return (
    <span className="amount" title={`${full}${unit}`} data-testid={testId}>
      <span className="amount__value mono">{shown}</span>
      {symbol && <span className="amount__symbol">{symbol}</span>}
      {copy && <CopyIconButton value={full} label="Copy amount" testId={`${testId}-copy`} />}
    </span>
  );
}
