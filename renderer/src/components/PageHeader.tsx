import type { ReactNode } from 'react';
import { CopyLinkMenu } from './CopyLinkMenu';

/**
 * A view's title block. `actions` sit at its top right beside "Copy link" (every view can be linked to;
 * `link={false}` leaves it out).
 */
export function PageHeader({
  eyebrow,
  title,
  children,
  actions,
  link = true,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  link?: boolean;
}) {
  return (
    <header className="page-header">
      {(actions || link) && (
        <div className="page-header__actions">
          {actions}
          {link && <CopyLinkMenu />}
        </div>
      )}
      {eyebrow && <div className="page-header__eyebrow">{eyebrow}</div>}
      <h1 className="page-header__title">{title}</h1>
      {children && <div className="page-header__body">{children}</div>}
    </header>
  );
}
