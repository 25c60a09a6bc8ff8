import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Focuses the page's h1 if it is there; true once it is (focused or deliberately left). */
function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main [data-page-heading]');
  if (!heading) return false;
  // A customer who has already moved into the new page keeps the focus where they put it.
  const active = document.activeElement;
  const main = heading.closest('main');
  if (!(active && active !== document.body && main?.contains(active))) heading.focus();
  return true;
}

/**
 * After a route change, moves focus to the new page's h1 so keyboard and screen-reader users
 * start at the top of the new content. The first page is left alone (the browser's own focus
 * handling applies on page load). A lazy route, or a page that shows its heading once its data
 * is in, renders the heading later: it is watched for (a MutationObserver) for as long as the
 * address stays, never for a fixed time, which a loaded machine could outlast.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (focusPageHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
