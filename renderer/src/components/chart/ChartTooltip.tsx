import type { ReactNode } from 'react';

/** The tooltip box every chart uses: a heading line, optional sub line, and the value. */
export function ChartTooltipBox({
  title,
  subtitle,
  value,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  value: ReactNode;
}) {
  return (
    <div className="chart-tooltip" data-testid="chart-tooltip">
      <div className="chart-tooltip__title">{title}</div>
      {subtitle && <div className="chart-tooltip__sub">{subtitle}</div>}
      <div className="chart-tooltip__value">{value}</div>
    </div>
  );
}
