import type { ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import { Icon, type IconComponent } from './icon';

export interface RoundAction {
  /** The words under the circle, which name it. */
  label: string;
  icon: IconComponent;
  /** A screen of the app… */
  to?: string;
  /** …or a place on this page ("#bank-details"). */
  href?: string;
  /** The whole name where the words are short ("Send money from this account"). */
  name?: string;
}

/**
 * Quick actions as banking apps show them: round icons with their words under them, side by
 * side on one row at every width; the first, the one most customers want, is filled. The
 * circle's icon is decoration: each is named by its words (or `name`). `after` is one more item
 * in plain words at the end of the list (an account's "All accounts"), on a line of its own on
 * a phone.
 */
export function RoundActions({
  actions,
  label,
  after,
}: {
  actions: readonly RoundAction[];
  /** The list's name, where no landmark around it gives one. */
  label?: string;
  after?: ReactNode;
}) {
  return (
    <ul className="round-actions" aria-label={label}>
      {actions.map((action, index) => {
        const className =
          index === 0 ? 'round-actions__link round-actions__link--primary' : 'round-actions__link';
        const content = (
          <>
            <span className="round-actions__circle">
              <Icon icon={action.icon} size="m" />
            </span>
            <span className="round-actions__label">{action.label}</span>
          </>
        );
        return (
          <li key={action.label} className="round-actions__item">
            {action.to !== undefined ? (
              <Link className={className} to={action.to} aria-label={action.name}>
                {content}
              </Link>
            ) : (
              <a className={className} href={action.href} aria-label={action.name}>
                {content}
              </a>
            )}
          </li>
        );
      })}
      {after ? <li className="round-actions__after">{after}</li> : null}
    </ul>
  );
}
