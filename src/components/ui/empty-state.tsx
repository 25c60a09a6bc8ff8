import type { ReactNode } from 'react';
import { EmptyIcon, Icon, type IconComponent } from './icon';

/**
 * What a list or screen shows when there is nothing in it yet: a picture (decorative), a
 * short title at the heading level that fits where it stands, a line on why or what next,
 * and the action that fills it.
 */
export function EmptyState({
  icon = EmptyIcon,
  title,
  headingLevel = 2,
  children,
  action,
}: {
  icon?: IconComponent;
  title: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon icon={icon} size="l" />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
