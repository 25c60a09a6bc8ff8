import type { ReactNode } from 'react';
import type { BadgeTone } from './badge';

/** What a status means for the customer; the word always says it, the colour only repeats it. */
export type StatusTone = 'positive' | 'pending' | 'negative' | 'neutral';

const FROM_BADGE: Record<BadgeTone, StatusTone> = {
  success: 'positive',
  info: 'pending',
  warning: 'pending',
  danger: 'negative',
  neutral: 'neutral',
};

/** The pill's tone for a status described in the badge's tones (the transactions' words do). */
export function pillToneOf(tone: BadgeTone | undefined): StatusTone {
  return tone ? FROM_BADGE[tone] : 'neutral';
}

/**
 * A status in words, with its tone's colour and mark. Never colour alone: the word is always
 * there, and the mark is decoration (hidden from screen readers).
 */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`status-pill status-pill--${tone}`}>
      <span className="status-pill__mark" aria-hidden="true" />
      {children}
    </span>
  );
}
