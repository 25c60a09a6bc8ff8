import type { ReactNode, Ref } from 'react';
import { Card } from '../ui/card';

export type HeadingRef = Ref<HTMLHeadingElement>;

/**
 * One state of a verification (the client's KYC or a company's KYB): a card whose heading
 * takes focus when the state changes, so the change is announced.
 */
export function StatePanel({
  title,
  tone,
  headingRef,
  children,
}: {
  title: string;
  tone: 'info' | 'success' | 'danger' | 'warning' | 'neutral';
  headingRef: HeadingRef;
  children: ReactNode;
}) {
  return (
    <Card className={`verification-state verification-state--${tone}`}>
      <h2 className="verification-state__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
