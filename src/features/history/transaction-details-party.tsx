import { Fragment } from 'react';
import { partyName } from '../../domain/transactions/parties';
import type { TransactionParty } from '../../api/transactions/schemas';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { formatIban, formatSortCode } from '../../utils/iban';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

/** A party's bank data as a person reads it: IBAN in groups of four, sort code with dashes. */
function bankRows(party: TransactionParty): { label: MessageKey; value: string }[] {
  const rows: { label: MessageKey; value: string | null }[] = [
    { label: 'history.details.iban', value: party.iban ? formatIban(party.iban) : null },
    { label: 'history.details.bic', value: party.bicSwift?.trim() || null },
    {
      label: 'history.details.ukAccountNumber',
      value: party.ukAccountNumber?.trim() || null,
    },
    {
      label: 'history.details.ukSortCode',
      value: party.ukSortCode ? formatSortCode(party.ukSortCode) : null,
    },
    { label: 'history.details.bankName', value: party.bankName?.trim() || null },
  ];
  return rows.filter((row): row is { label: MessageKey; value: string } => Boolean(row.value));
}

/**
 * One side of a payment: the name (or that none was given), whether it is the customer's
 * own account, and the bank data the bank sent for it.
 */
export function PartyDetails({
  party,
  own,
}: {
  party: TransactionParty | null | undefined;
  own: boolean;
}) {
  const { t } = useI18n();
  const name = partyName(party);
  const rows = party ? bankRows(party) : [];
  return (
    <div className="transaction-party">
      <span className="details__line transaction-party__name">
        {name || t('history.details.unknownParty')}
        {own ? <span className="transaction-party__own"> ({t('history.details.you')})</span> : null}
      </span>
      {rows.length > 0 ? (
        <dl className="transaction-party__bank">
          {rows.map((row) => (
            <Fragment key={row.label}>
              <dt>{t(row.label)}</dt>
              <dd>{row.value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <span className="details__line">{t('history.details.noBankData')}</span>
      )}
    </div>
  );
}
