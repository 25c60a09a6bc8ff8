import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/**
 * The top of a screen: an optional eyebrow (what the page belongs to, e.g. "Account"), the
 * page's h1 (which takes focus after navigation, see PageHeading), an optional description
 * and the screen's actions, beside the title on wide screens and under it on narrow ones.
 */
export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <PageHeading>{title}</PageHeading>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
