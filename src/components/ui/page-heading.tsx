import type { ReactNode } from 'react';

/**
 * The page's h1. It can take focus (tabIndex -1) so that after a route change
 * focus moves here and screen readers announce the new page.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="page-heading" tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}
