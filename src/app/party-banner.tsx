import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../lib/router/link';
import { unreadableItems } from '../api/shared/tolerant';
import { registerTexts, useI18n } from '../lib/i18n/i18n';
import { partySwitchHref } from './party-target';
import { useActingFor } from './use-acting-for';
import { partyEn } from '../lib/i18n/en/party';

registerTexts(partyEn);

/**
 * Above every screen while the user acts for a company: "You are acting for {name}", with a
 * way back to themselves. A company in the URL that is not theirs is said by the screen's
 * gate instead (party-gate.tsx), and nothing here. A polite live region that is always there, so a switch is announced (no
 * `status` role: screens have their own status messages).
 */
export function PartyBanner() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { companies, companyId, company } = useActingFor();

  let message: string | null = null;
  if (companyId !== undefined) {
    if (company)
      message = t('party.actingForCompany', { name: company.name || t('party.untitled') });
    else if (companies.isError) message = t('party.actingForUnnamed');
    // A company that is not the user's: the screen's gate says so (party-gate.tsx).
  }

  return (
    <div aria-live="polite" aria-atomic="true">
      {message ? (
        <div className="party-banner">
          <p className="party-banner__text">{message}</p>
          <Link to={partySwitchHref(pathname, undefined)}>{t('party.switchToMe')}</Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Says how many items of the bank's latest answers could not be read and are left out of
 * their lists (issue 35 §1): one unreadable item never blanks a list, and is never left out
 * silently either. A polite live region, like the banner's.
 */
export function UnreadableNotice() {
  const { t } = useI18n();
  const count = useSyncExternalStore(unreadableItems.subscribe, unreadableItems.total);
  return (
    <div aria-live="polite" aria-atomic="true">
      {count > 0 ? (
        <p className="notice">
          {count === 1 ? t('party.unreadable.one') : t('party.unreadable.other', { count })}
        </p>
      ) : null}
    </div>
  );
}
