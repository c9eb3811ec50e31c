import type { ReactNode } from 'react';

/** A raised panel with an optional title row and tools on its right (refresh, selectors). */
export function Card({
  title,
  tools,
  tone,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  tools?: ReactNode;
  tone?: 'warn';
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const classes = ['card', tone && `card--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} data-testid={testId}>
      {(title || tools) && (
        <h2 className="card__title">
          {title}
          {tools && <span className="card__tools">{tools}</span>}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A titled block inside a view, without a frame. */
export function Section({
  title,
  tools,
  children,
  testId,
}: {
  title: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="section" data-testid={testId}>
      <h2 className="section-title section__title">
        {title}
        {tools && <span className="card__tools">{tools}</span>}
      </h2>
      {children}
    </section>
  );
}
