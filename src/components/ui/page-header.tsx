import type { ReactNode } from 'react';

/**
 * The top of every screen: an optional eyebrow (what the page belongs to, e.g. the account's
 * currency and number, or "Transaction"), the page's one h1, an optional description (the
 * screen's intro sentence) and the screen's main actions, beside the title on wide screens
 * and under it on narrow ones.
 *
 * The h1 can take focus (tabIndex -1) so that after a route change focus moves to it
 * (components/layouts/use-focus-on-navigate.ts finds it by `data-page-heading`) and screen
 * readers announce the new page. It is rendered here only: screens do not write their own h1
 * (eslint.config.js says so), so each screen has exactly one.
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
        <h1 className="page-heading" tabIndex={-1} data-page-heading="">
          {title}
        </h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
