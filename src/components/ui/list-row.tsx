import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import { initialsOf } from '../../utils/name-avatar';
import { Avatar, type AvatarLook } from './avatar';

export { initialsOf };

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
  /** The round mark before the lines (decoration, the title says it): a name's initials on
   * its tint, or an icon. */
  avatar?: AvatarLook | undefined;
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

/** Whether a part was given something to show (React renders nothing for these). */
function shown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false;
}

/**
 * One row of a list of money or things: an optional avatar (initials or an icon), a title
 * and a second line, an amount with an optional status under it. With `href` the whole row is
 * a single link (nothing interactive inside it), at least a touch target high.
 */
export function ListRow({
  title,
  secondary,
  avatar,
  amount,
  status,
  href,
  look = 'plain',
  className,
}: ListRowProps) {
  const id = useId();
  // A part of the row, with an id the link's name and description refer to; none when empty.
  const part = (name: string, node: ReactNode) =>
    shown(node) ? (
      <span className={`list-row__${name}`} id={id + name}>
        {node}
      </span>
    ) : null;
  const badge = avatar ? <Avatar look={avatar} /> : null;

  // Two lines: title and amount; under them the second line and the status, which moves
  // under the second line when both do not fit (a phone), so neither is squeezed.
  const content = (
    <>
      {badge}
      <span className="list-row__lines">
        <span className="list-row__line">
          <span className="list-row__title" id={id + 'title'}>
            {title}
          </span>
          {part('amount', amount)}
        </span>
        {shown(secondary) || shown(status) ? (
          <span className="list-row__line list-row__line--second">
            {part('secondary', secondary)}
            {part('status', status)}
          </span>
        ) : null}
      </span>
    </>
  );

  return (
    <li className={['list-row', `list-row--${look}`, className].filter(Boolean).join(' ')}>
      {href ? (
        <Link
          to={href}
          className="list-row__body list-row__link"
          aria-labelledby={[
            id + 'title',
            shown(amount) && id + 'amount',
            shown(status) && id + 'status',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-describedby={shown(secondary) ? `${id}secondary` : undefined}
        >
          {content}
        </Link>
      ) : (
        <div className="list-row__body">{content}</div>
      )}
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
