import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a route change, moves focus to the new page's h1 so keyboard and
 * screen-reader users start at the top of the new content. The first page is
 * left alone (the browser's own focus handling applies on page load).
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let tries = 0;
    // Lazy routes render their heading a little later: look for it briefly.
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main [data-page-heading]');
      tries += 1;
      if (heading || tries > 40) {
        window.clearInterval(timer);
        heading?.focus();
      }
    }, 25);
    return () => window.clearInterval(timer);
  }, [pathname]);
}
