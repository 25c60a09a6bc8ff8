import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

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
        <PageHeader title={title} />
        {children}
      </div>
    </main>
  );
}
