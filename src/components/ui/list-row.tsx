import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconComponent } from './icon';

/**
 * How far the row's money moved: `plain` settled (or not money at all), `unsettled` on its
 * way (the amount in italics), `not-moved` refused (the title muted and the amount in italics;
 * the caller strikes the figure through and says it in the status too).
 */
export type ListRowLook = 'plain' | 'unsettled' | 'not-moved';

export interface ListRowProps {
  /** The first line: who or what the row is ("From Anna Schmidt", "Everyday euros"). */
  title: ReactNode;
  /** The second line, muted and smaller: when, which account, a reference; it wraps. */
  secondary?: ReactNode;
  /** A picture in a round badge before the lines; decorative, the title says it. */
  icon?: IconComponent | undefined;
  /** Up to two letters in the round badge instead of an icon (a person's or company's). */
  initials?: string | undefined;
  /** The amount at the end of the first line: a MoneyFigure or already formatted text. */
  amount?: ReactNode;
  /** A status pill (and any words with it) under the amount. */
  status?: ReactNode;
  /**
   * Where the row leads: the whole row is then one link, named by its title, amount and
   * status (in that order) and described by its second line.
   */
  href?: string | undefined;
  look?: ListRowLook;
  /** Classes on the list item, after `list-row`. */
  className?: string | undefined;
}

/** The first (at most two) letters of a name's first words, for the round badge. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * One row of a list of money or things: an optional round badge (icon or initials), a title
 * and a second line, an amount with an optional status under it. With `href` the whole row is
 * a single link (nothing interactive inside it), at least a touch target high.
 */
export function ListRow({
  title,
  secondary,
  icon,
  initials,
  amount,
  status,
  href,
  look = 'plain',
  className,
}: ListRowProps) {
  const id = useId();
  const ids = { title: `${id}t`, amount: `${id}a`, status: `${id}s`, secondary: `${id}d` };
  const hasAmount = amount !== undefined && amount !== null && amount !== false;
  const hasStatus = status !== undefined && status !== null && status !== false;
  const hasSecondary = secondary !== undefined && secondary !== null && secondary !== false;

  const badge = icon ? (
    <span className="list-row__badge">
      <Icon icon={icon} />
    </span>
  ) : initials ? (
    <span className="list-row__badge list-row__badge--initials" aria-hidden="true">
      {Array.from(initials).slice(0, 2).join('')}
    </span>
  ) : null;

  // Two lines: title and amount; under them the second line and the status, which moves
  // under the second line when both do not fit (a phone), so neither is squeezed.
  const content = (
    <>
      {badge}
      <span className="list-row__lines">
        <span className="list-row__line">
          <span className="list-row__title" id={ids.title}>
            {title}
          </span>
          {hasAmount ? (
            <span className="list-row__amount" id={ids.amount}>
              {amount}
            </span>
          ) : null}
        </span>
        {hasSecondary || hasStatus ? (
          <span className="list-row__line list-row__line--second">
            {hasSecondary ? (
              <span className="list-row__secondary" id={ids.secondary}>
                {secondary}
              </span>
            ) : null}
            {hasStatus ? (
              <span className="list-row__status" id={ids.status}>
                {status}
              </span>
            ) : null}
          </span>
        ) : null}
      </span>
    </>
  );

  const body = 'list-row__body';
  const classes = ['list-row', `list-row--${look}`, className].filter(Boolean).join(' ');
  if (!href) {
    return (
      <li className={classes}>
        <div className={body}>{content}</div>
      </li>
    );
  }
  const name = [ids.title, hasAmount ? ids.amount : '', hasStatus ? ids.status : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <Link
        to={href}
        className={`${body} list-row__link`}
        aria-labelledby={name}
        aria-describedby={hasSecondary ? ids.secondary : undefined}
      >
        {content}
      </Link>
    </li>
  );
}

/** The list around ListRows: no bullets, rows divided by a line; name it with `label`. */
export function List({
  label,
  ordered = false,
  className,
  children,
}: {
  label?: string | undefined;
  /** An ordered list (`ol`) when the order means something ("newest first"). */
  ordered?: boolean;
  className?: string | undefined;
  children: ReactNode;
}) {
  const Element = ordered ? 'ol' : 'ul';
  return (
    <Element className={className ? `list-rows ${className}` : 'list-rows'} aria-label={label}>
      {children}
    </Element>
  );
}
