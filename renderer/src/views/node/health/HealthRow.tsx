import { StatusPill } from '@renderer/components/value/Badge';
import type { ReactNode } from 'react';
import { VERDICT_TONES, VERDICT_WORDS, type Verdict } from './verdict';

export interface HealthLink {
  href: string;
  label: string;
}

/**
 * One check of the health card: its verdict (colour and word), what is checked, the number behind the
 * verdict, a sentence of detail and a link to the tab that shows the evidence.
 */
export function HealthRow({
  id,
  title,
  hint,
  verdict,
  value,
  detail,
  link,
  children,
}: {
  id: string;
  title: ReactNode;
  /** How the verdict is judged (the title's tooltip). */
  hint: string;
  verdict: Verdict;
  value: ReactNode;
  detail?: ReactNode;
  link?: HealthLink | undefined;
  /** Sub-rows (one per L1). */
  children?: ReactNode;
}) {
  return (
    <li className={`health-row health-row--${verdict}`} data-testid={`health-${id}`} data-verdict={verdict}>
      <span className="health-row__verdict">
        <StatusPill
          status={verdict}
          tone={VERDICT_TONES[verdict]}
          label={VERDICT_WORDS[verdict]}
          testId="health-verdict"
        />
      </span>
      <span className="health-row__title" title={hint}>
        {title}
      </span>
      <span className="health-row__body">
        <span className="health-row__value" data-testid={`health-${id}-value`}>
          {value}
        </span>
        {detail && (
          <span className="health-row__detail muted" data-testid={`health-${id}-detail`}>
            {detail}
          </span>
        )}
        {children}
      </span>
      <span className="health-row__link">
        {link && (
          <a className="link" href={link.href} data-testid={`health-${id}-link`}>
            {link.label} →
          </a>
        )}
      </span>
    </li>
  );
}
