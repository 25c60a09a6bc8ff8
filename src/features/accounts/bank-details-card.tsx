import type { Account, BankDetails } from '../../api/accounts/schemas';
import { describeError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyDetails } from '../../components/ui/copy-details';
import { QueryState } from '../../components/ui/query-state';
import { copyText } from '../../hooks/copy-text';
import { canShareText, shareText } from '../../hooks/share-text';
import { showToast } from '../../hooks/use-toast';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { formatIban, formatSortCode, normalizeIban } from '../../utils/iban';
import { useBankDetails } from './use-bank-details';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

interface DetailRow {
  field: keyof BankDetails;
  label: MessageKey;
  /** As shown: IBAN in groups of four, sort code with dashes. */
  shown: string;
  /** As copied: the raw value (IBAN without spaces). */
  raw: string;
}

const ORDER: readonly { field: keyof BankDetails; label: MessageKey }[] = [
  { field: 'accountHolder', label: 'accounts.details.accountHolder' },
  { field: 'iban', label: 'accounts.details.iban' },
  { field: 'bic', label: 'accounts.details.bic' },
  { field: 'ukAccountNumber', label: 'accounts.details.ukAccountNumber' },
  { field: 'ukSortCode', label: 'accounts.details.ukSortCode' },
  { field: 'bankName', label: 'accounts.details.bankName' },
];

function rowsOf(details: BankDetails): DetailRow[] {
  return ORDER.flatMap(({ field, label }): DetailRow[] => {
    const value = details[field];
    if (!value) return [];
    if (field === 'iban')
      return [{ field, label, shown: formatIban(value), raw: normalizeIban(value) }];
    if (field === 'ukSortCode') return [{ field, label, shown: formatSortCode(value), raw: value }];
    return [{ field, label, shown: value, raw: value }];
  });
}

function DetailsList({ details, share }: { details: BankDetails; share: boolean }) {
  const { t } = useI18n();
  const rows = rowsOf(details);
  const failed = t('accounts.details.copyFailed');
  const everything = rows.map((row) => `${t(row.label)}: ${row.shown}`).join('\n');

  return (
    <>
      <CopyDetails
        className="bank-details"
        details={rows.map((row) => ({ label: t(row.label), shown: row.shown, value: row.raw }))}
        copyName={(field) => t('accounts.details.copy', { field })}
        copied={(field) => t('accounts.details.copied', { field })}
        failed={failed}
      />
      <div className="bank-details__actions">
        <Button
          variant="secondary"
          onClick={() => void copyText(everything, t('accounts.details.allCopied'), failed)}
        >
          {t('accounts.details.copyAll')}
        </Button>
        {share && canShareText() ? (
          <Button
            variant="secondary"
            onClick={() =>
              void shareText(t('accounts.details.title'), everything).then((shared) => {
                if (!shared) showToast(t('accounts.details.shareFailed'), 'problem');
              })
            }
          >
            {t('accounts.details.share')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** The id of the section's heading (one account per page). */
export const BANK_DETAILS_HEADING_ID = 'bank-details-title';

/**
 * The bank details of one account, each value with a Copy button, and "Copy all details".
 * Loads GET /v1/ext-accounts/{extAccountId}, falling back to the deprecated endpoint; when
 * neither has usable details (malformed JSON included) it says so instead of failing.
 *
 * `lead`: the account has nothing in it yet, so the card is its first section, "Add money",
 * saying how to pay in, with the share sheet beside copying where the device has one.
 */
export function BankDetailsCard({ account, lead = false }: { account: Account; lead?: boolean }) {
  const { t } = useI18n();
  const state = useBankDetails(account);

  return (
    <Card
      as="section"
      className={['bank-details-card', lead ? 'bank-details-card--lead' : undefined]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={BANK_DETAILS_HEADING_ID}
    >
      {/* Focusable, so the page's "Bank details" quick action takes the reader here. */}
      <h2 id={BANK_DETAILS_HEADING_ID} tabIndex={-1}>
        {lead ? t('accounts.addMoney.title') : t('accounts.details.title')}
      </h2>
      {lead ? <p className="bank-details-card__intro">{t('accounts.addMoney.body')}</p> : null}
      <QueryState
        query={state}
        describeError={describeError}
        loadingLabel={t('accounts.details.loading')}
        empty={
          <div className="bank-details__unavailable">
            <p className="bank-details__unavailable-title">{t('accounts.details.notAvailable')}</p>
            <p>{t('accounts.details.notAvailableBody')}</p>
          </div>
        }
      >
        {(details) => <DetailsList details={details} share={lead} />}
      </QueryState>
    </Card>
  );
}
