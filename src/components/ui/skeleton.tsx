import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A placeholder in the shape of what is loading. The shapes are hidden from screen readers;
 * one polite status says in words what is loading (the same status a spinner would give).
 */
export function Skeleton({
  label,
  className,
  children,
}: {
  /** What is loading ("Loading your accounts…"); "Loading…" by default. */
  label?: string | undefined;
  className?: string | undefined;
  /** The shapes: SkeletonLine, SkeletonRows, SkeletonCards. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div
      className={className ? `skeleton ${className}` : 'skeleton'}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
      <div className="skeleton__shapes" aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

export type SkeletonLineSize = 'small' | 'body' | 'large' | 'display';
export type SkeletonLineWidth = 'quarter' | 'third' | 'half' | 'full';

/** One shimmering bar, as tall as a line of text of `size`. */
export function SkeletonLine({
  size = 'body',
  width = 'full',
}: {
  size?: SkeletonLineSize;
  width?: SkeletonLineWidth;
}) {
  return <span className={`skeleton__line skeleton__line--${size} skeleton__line--${width}`} />;
}

/** Rows of a list: a name and an amount, a second line below (transactions, history). */
export function SkeletonRows({ count = 5 }: { count?: number }) {
  return (
    <span className="skeleton__rows">
      {Array.from({ length: count }, (_, index) => (
        <span className="skeleton__row" key={index}>
          <SkeletonLine width="half" />
          <SkeletonLine width="quarter" />
          <SkeletonLine size="small" width="third" />
        </span>
      ))}
    </span>
  );
}

/** Cards with a name and one large figure (accounts). */
export function SkeletonCards({ count = 2 }: { count?: number }) {
  return (
    <span className="skeleton__cards">
      {Array.from({ length: count }, (_, index) => (
        <span className="skeleton__card" key={index}>
          <SkeletonLine width="half" />
          <SkeletonLine size="small" width="third" />
          <SkeletonLine size="display" width="half" />
        </span>
      ))}
    </span>
  );
}
