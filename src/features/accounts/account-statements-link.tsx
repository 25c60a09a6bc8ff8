import { useId } from 'react';
import { Link } from '../../lib/router/link';
import { Card } from '../../components/ui/card';
import { statementsHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * The way to an account's statements, as a section of its page: what a statement is, and the
 * link. Not among the quick actions at the top, which on a phone hold one row, so the money
 * stays on the first screen.
 */
export function AccountStatements({
  accountId,
  companyId,
}: {
  accountId: string;
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Card as="section" className="account-statements" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accounts.account.statementsShort')}</h2>
      <p>{t('accounts.account.statementsBody')}</p>
      <p>
        <Link
          to={statementsHref(accountId, companyId)}
          aria-label={t('accounts.account.statements')}
        >
          {t('accounts.account.statementsLink')}
        </Link>
      </p>
    </Card>
  );
}
