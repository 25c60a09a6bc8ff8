import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/** A full-page message outside the app shell (config error, signing in, signed out). */
export function CenteredMessage({
  title,
  children,
  busy = false,
}: {
  title: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <main className="centered" id="main" aria-busy={busy || undefined}>
      <div className="centered__card">
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        <PageHeading>{title}</PageHeading>
        {children}
      </div>
    </main>
  );
}
