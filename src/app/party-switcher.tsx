import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../lib/router/link';
import { useDisclosure } from '../components/layouts/use-disclosure';
import { registerTexts, useI18n } from '../lib/i18n/i18n';
import { partySwitchHref } from './party-target';
import { useActingFor } from './use-acting-for';
import { partyEn } from '../lib/i18n/en/party';

registerTexts(partyEn);

/**
 * "Acting for: …" in the shell header: a disclosure button that shows a link for the user
 * ("Me") and one per company they administer, the current one marked. Shown only when the
 * user administers at least one company: while the list loads, when it fails or is empty,
 * nothing (the header never shows an error). A choice is a link, so it never changes the
 * context by itself. It opens and closes as every disclosure of the shell (use-disclosure):
 * Escape, a press outside, focus leaving it or a new address closes it.
 */
export function PartySwitcher() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { list, companyId, company } = useActingFor();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { open, flip } = useDisclosure({ container, toggle });

  if (list.length === 0) return null;

  const nameOf = (name: string | undefined) => name || t('party.untitled');
  const current =
    companyId === undefined
      ? t('party.me')
      : company
        ? nameOf(company.name)
        : t('party.unknownName');

  // The chosen link disappears with the list: focus goes back to the button (a new page then
  // takes it to its heading, as every navigation does).
  const choose = () => {
    if (open) flip();
    toggle.current?.focus();
  };
  const parties = [
    { id: undefined, name: t('party.me') },
    ...list.map((item) => ({ id: item.companyId, name: nameOf(item.name) })),
  ];

  return (
    <div ref={container} className="party-switcher">
      <button
        ref={toggle}
        type="button"
        className="button button--secondary party-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={flip}
      >
        {t('party.actingFor', { name: current })}
      </button>
      <ul
        id={listId}
        className="party-switcher__list"
        aria-label={t('party.listLabel')}
        hidden={!open}
      >
        {parties.map((party) => (
          <li key={party.id ?? 'me'}>
            <Link
              to={partySwitchHref(pathname, party.id)}
              aria-current={party.id === companyId ? 'true' : undefined}
              onClick={choose}
            >
              {party.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
