import type { ReactNode } from 'react';
import { CloseIcon, Icon, InfoIcon, PendingIcon, SuccessIcon, type IconComponent } from './icon';

/** What a status means for the customer; the word always says it, the colour only repeats it. */
export type StatusTone = 'positive' | 'pending' | 'negative' | 'neutral';

/** The tones the tables of status words name (profile, company and transaction words). */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const FROM_BADGE: Record<BadgeTone, StatusTone> = {
  success: 'positive',
  info: 'pending',
  warning: 'pending',
  danger: 'negative',
  neutral: 'neutral',
};

/** Each tone's mark, so the tones differ in shape as well as colour. */
const MARK: Record<StatusTone, IconComponent> = {
  positive: SuccessIcon,
  pending: PendingIcon,
  negative: CloseIcon,
  neutral: InfoIcon,
};

/** The pill's tone for a status described in the badge's tones (the transactions' words do). */
export function pillToneOf(tone: BadgeTone | undefined): StatusTone {
  return tone ? FROM_BADGE[tone] : 'neutral';
}

/**
 * A status in words, with its tone's colour and icon. Never colour alone: the word is always
 * there, and the icon is decoration (hidden from screen readers).
 */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`status-pill status-pill--${tone}`}>
      <Icon icon={MARK[tone]} size="xs" className="status-pill__mark" />
      {children}
    </span>
  );
}
