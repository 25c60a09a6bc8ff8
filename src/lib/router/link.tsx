import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/**
 * The app's links, built on the hooks React Router offers for links of one's own (`useHref`,
 * `useLinkClickHandler`) rather than on its `<Link>` and `<NavLink>`: those also carry the
 * prefetching and view transitions of its framework mode, which this app does not use, and
 * came to some 3 kB on the first screen (issue 37 §2). A click without a modifier key, on a link
 * for this window, navigates in the app; any other (a new tab, a download) is the browser's.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current entry of the history instead of adding one. */
  replace?: boolean;
  /** The history state the next screen reads (useLocation().state). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}

/**
 * A link of the navigation, marked `aria-current="page"` while its screen is shown: at its path
 * or below it (`/accounts/…` for `/accounts`), or at its path only with `end`. The search part
 * of `to` does not count, as in React Router's NavLink.
 */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const current =
    pathname === target ||
    (!end &&
      pathname.startsWith(target) &&
      (target.endsWith('/') || pathname[target.length] === '/'));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
