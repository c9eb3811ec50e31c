import { formatFiat } from '@renderer/format/fiat';

/** A value in a fiat currency (`$1,234.50`); a dash when the service gave none. Title has the raw figure. */
export function FiatValue({
  value,
  currency,
  testId = 'fiat-value',
}: {
  value: string | number | null | undefined;
  currency: string;
  testId?: string;
}) {
  if (value === null || value === undefined || value === '') {
    return (
      <span className="fiat fiat--none muted" title="No value available" data-testid={testId}>
        —
      </span>
    );
  }
  return (
    <span className="fiat" title={`${value} ${currency.toUpperCase()}`} data-testid={testId}>
      {formatFiat(value, currency)}
    </span>
  );
}
