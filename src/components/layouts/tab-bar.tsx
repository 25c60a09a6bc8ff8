import { useEffect, useId, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/router/link';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { Button, IconButton } from '../ui/button';
import { CloseIcon, Icon, MoreIcon, SignOutIcon, type IconComponent } from '../ui/icon';
import { useDisclosure } from './use-disclosure';

/** One destination of the navigation (the header's, and the tab bar's with its "More"). */
export interface NavItem {
  to: string;
  label: MessageKey;
  icon: IconComponent;
  /** One of the bottom tab bar's destinations on narrow screens (else under "More"). */
  tab?: boolean;
}

/**
 * Narrow screens only (CSS shows it at 40rem and below): the bottom tab bar with the tab
 * destinations and "More", a disclosure for a sheet (after the bar in reading order, shown
 * above it) with the other areas and sign-out (who the user acts for stays in the header, where
 * a phone shows it too). The sheet closes with its close button and on Escape (focus back on
 * "More"), on a press outside, when focus leaves it and when the address changes; while it is
 * open, Tab goes round "More" and the sheet.
 *
 * One tab is the active one: the current screen's, or "More" for a screen under it (whose
 * row in the open sheet is the current page instead, so one element says so at a time).
 */
// Assumption A-151 (docs/assumptions.md): four tabs and More; sign-out under More.
// Assumption A-342 (docs/assumptions.md): the party switcher in the header at every width.
export function TabBar({
  navItems,
  userName,
  onSignOut,
}: {
  navItems: readonly NavItem[];
  userName: string | null;
  onSignOut: () => void;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const sheetId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const { open, flip } = useDisclosure({ container, toggle });
  useFocusRound(open, toggle, sheet);

  const tabs = navItems.filter((item) => item.tab);
  const rest = navItems.filter((item) => !item.tab);
  const moreIsCurrent = rest.some((item) => pathname.startsWith(item.to.split('?')[0] ?? ''));

  return (
    <div ref={container} className="tab-bar">
      <nav aria-label={t('nav.tabs')} className="tab-bar__nav">
        <ul>
          {tabs.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end={item.to.split('?')[0] === '/'} className="tab-bar__item">
                <Icon icon={item.icon} size="m" />
                <span className="tab-bar__label">{t(item.label)}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <button
              ref={toggle}
              type="button"
              className={moreIsCurrent ? 'tab-bar__item tab-bar__item--current' : 'tab-bar__item'}
              aria-current={moreIsCurrent && !open ? 'true' : undefined}
              aria-expanded={open}
              aria-controls={sheetId}
              onClick={flip}
            >
              <Icon icon={MoreIcon} size="m" />
              <span className="tab-bar__label">{t('nav.more')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <div ref={sheet} id={sheetId} className="more-sheet" hidden={!open}>
        {open ? (
          <>
            <ul className="more-sheet__links">
              {rest.map((item) => (
                <li key={item.label}>
                  <NavLink to={item.to}>
                    <Icon icon={item.icon} size="m" />
                    <span>{t(item.label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="more-sheet__user">
              {userName ? (
                <span className="more-sheet__user-name">
                  {t('nav.signedInAs', { name: userName })}
                </span>
              ) : null}
              <Button variant="secondary" icon={SignOutIcon} onClick={onSignOut}>
                {t('nav.signOut')}
              </Button>
            </div>
            {/* Last in reading order (the areas come first), shown at the sheet's top corner. */}
            <IconButton
              icon={CloseIcon}
              label={t('nav.closeMore')}
              className="more-sheet__close"
              onClick={() => {
                flip();
                toggle.current?.focus();
              }}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * While the sheet is open, Tab from its last control goes back to "More" and Shift+Tab from
 * "More" to that control, so focus stays with the sheet and what opened it.
 */
function useFocusRound(
  open: boolean,
  toggle: RefObject<HTMLButtonElement | null>,
  sheet: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    const button = toggle.current;
    const panel = sheet.current;
    if (!open || !button || !panel) return undefined;
    const round = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const last = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button')).at(-1);
      if (!last) return;
      if (!event.shiftKey && event.target === last) {
        event.preventDefault();
        button.focus();
      } else if (event.shiftKey && event.target === button) {
        event.preventDefault();
        last.focus();
      }
    };
    button.addEventListener('keydown', round);
    panel.addEventListener('keydown', round);
    return () => {
      button.removeEventListener('keydown', round);
      panel.removeEventListener('keydown', round);
    };
  }, [open, toggle, sheet]);
}
