import type { ClientProfile } from '../../api/client/schemas';
import { useContractTitle } from '../../api/contracts/use-contract-title';
import { TermsLink } from '../../components/contracts/terms-link';
import { useConfig } from '../../config/config-context';
import { formatDate, formatDateTime } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';
import { termsDate } from './terms-date';

registerTexts(profileEn);

/** The client's contract by its name in the catalogue, or what is known instead. */
function ContractName({ contractId }: { contractId: string }) {
  const { t } = useI18n();
  const name = useContractTitle(contractId);
  if (name.status === 'found') return <>{name.title}</>;
  if (name.status === 'missing') return <>{t('profile.contractMissing', { id: contractId })}</>;
  if (name.status === 'unnamed') return <>{t('profile.contractUnnamed')}</>;
  if (name.status === 'error') return <>{t('profile.contractFailed')}</>;
  return <>{t('app.loading')}</>;
}

/** The contract's terms document (when the configuration names one), as a row of its own. */
function ContractTermsRow({ contractId }: { contractId: string }) {
  const { t } = useI18n();
  const { legal } = useConfig();
  const name = useContractTitle(contractId);
  if (!legal.termsUrl || name.status !== 'found') return null;
  return (
    <>
      <dt>{t('profile.contractTerms')}</dt>
      <dd>
        <TermsLink contractId={contractId} title={name.title} />
      </dd>
    </>
  );
}

/**
 * The rows of the status list about the contract: its name, the terms accepted (by their
 * date) and when. The bank's references behind them go in the card's "Details for support".
 */
export function ContractRows({ profile }: { profile: ClientProfile }) {
  const { t, locale } = useI18n();
  const version = profile.termsVersion;
  const versionDate = version ? termsDate(version) : null;
  return (
    <>
      {profile.contract ? (
        <>
          <dt>{t('profile.contract')}</dt>
          <dd>
            <ContractName contractId={profile.contract} />
          </dd>
          <ContractTermsRow contractId={profile.contract} />
        </>
      ) : null}
      {version ? (
        <>
          <dt>{t('profile.termsVersion')}</dt>
          <dd>
            {versionDate
              ? t('profile.termsOf', { date: formatDate(versionDate, locale) })
              : t('profile.termsNamed', { version })}
          </dd>
        </>
      ) : null}
      {profile.termsAcceptedTs ? (
        <>
          <dt>{t('profile.termsAcceptedAt')}</dt>
          <dd>{formatDateTime(profile.termsAcceptedTs, locale)}</dd>
        </>
      ) : null}
    </>
  );
}
