import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { companyStepHref, paths } from '../../config/routes';
import { cryptoNavEn } from '../../lib/i18n/en/crypto-nav';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';

registerTexts(cryptoNavEn);

/**
 * Said instead of the market or the order form when the party's contract has no exchange fee
 * the exchange is not offered under it, so nothing the bank would refuse is shown.
 * Links to the contracts (the company's contract page when acting for one).
 */
export function MarketNotOffered({
  company,
}: {
  /** The company acted for; null or undefined for the user themselves. */
  company: { companyId: string; name?: string | undefined } | null | undefined;
}) {
  const { t } = useI18n();
  const name = company?.name;
  return (
    <Card as="section" className="notice" aria-labelledby="crypto-not-offered">
      <h2 id="crypto-not-offered">
        {company && name
          ? t('cryptoNav.notOffered.companyTitle', { name })
          : t('cryptoNav.notOffered.title')}
      </h2>
      <p>{t(company ? 'cryptoNav.notOffered.companyBody' : 'cryptoNav.notOffered.body')}</p>
      <Link
        to={
          company ? companyStepHref('companyContract', company.companyId) : paths.onboardingContract
        }
      >
        {t('cryptoNav.notOffered.link')}
      </Link>
    </Card>
  );
}
