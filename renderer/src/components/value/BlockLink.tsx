import { formatInteger, parseBigInt } from '@renderer/format/number';
import { routeTo } from '@shared/routing/routes';

/** A block number (decimal or `0x` hex) linking to `#/block/:chainId/:number`, shown as `#1,234,567`. */
export function BlockLink({
  chainId,
  number,
  testId = 'block-link',
}: {
  chainId: string;
  number: string | number | bigint;
  testId?: string;
}) {
  const n = parseBigInt(number);
  if (n === null || n < 0n) return <span className="mono muted">{String(number)}</span>;
  const decimal = n.toString();
  return (
    <a className="mono block-link" href={routeTo('block', { chainId, number: decimal })} data-testid={testId}>
      #{formatInteger(n)}
    </a>
  );
}
