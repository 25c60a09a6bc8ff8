import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { recentRecipients } from '../../domain/transfers/recent-recipients';
import { savedPaymentOf } from '../../domain/transfers/saved-payment';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { transactionQueries } from '../../api/transactions/queries';
import { accountName } from '../../components/accounts/account-name';
import { Avatar, type AvatarLook } from '../../components/ui/avatar';
import { AccountsIcon, BankDetailsIcon, ProfileIcon } from '../../components/ui/icon';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { formatIban } from '../../utils/iban';
import { initialsOf, tintOf } from '../../utils/name-avatar';
import type { Refusal } from './refusal';
import { RefusalNotice } from './refusal-notice';
import { savedRecipientLabel } from './saved-recipient';
import { receivingAccounts, sendableCurrencies } from './sources';
import type { DetailsValues } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** How many of the newest transactions the recent recipients are looked for in. */
export const RECENT_READ_LIMIT = 50;

/** The read the recent recipients are found in: the party's newest transactions. */
export function recentPaymentsQuery(companyId: string | undefined) {
  return transactionQueries.firstPage({ companyId, limit: RECENT_READ_LIMIT });
}

/**
 * The SEPA form's values of a recipient paid by IBAN: what the choice says, and nothing of an
 * earlier one (the bank name and address start empty).
 */
function sepaValues(recipient: {
  iban: string;
  name: string;
  surname: string;
  bic?: string | null;
}): Partial<DetailsValues> {
  return {
    kind: 'sepa',
    iban: formatIban(recipient.iban),
    bic: recipient.bic ?? '',
    name: recipient.name,
    surname: recipient.surname,
    bankName: '',
    street: '',
    houseNumber: '',
    postCode: '',
    city: '',
    country: '',
  };
}

/**
 * One choice of recipient: a button naming who, with where the money goes beneath, after an
 * avatar as rows of transactions have (a person's initials on their tint, or an icon for an
 * account of one's own and for someone new); the avatar is not read out.
 */
function Choice({
  name,
  detail,
  avatar,
  onChoose,
}: {
  name: string;
  detail: string;
  avatar: AvatarLook;
  onChoose: () => void;
}) {
  return (
    <li>
      <button type="button" className="transfers__choice" onClick={onChoose}>
        <Avatar look={avatar} />
        <span className="transfers__choice-text">
          <span className="transfers__choice-name">{name}</span>
          {detail ? <span className="transfers__choice-detail">{detail}</span> : null}
        </span>
      </button>
    </li>
  );
}

/** A person's avatar: their initials on their name's tint (a name without letters: an icon). */
function personAvatar(name: string, locale: string): AvatarLook {
  const initials = initialsOf(name, locale);
  return initials ? { initials, tint: tintOf(name) } : { icon: ProfileIcon };
}

/** A titled list of choices, left out when it has none. */
function ChoiceList({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="transfers__choices" aria-labelledby={id}>
      <h3 id={id} className="transfers__choices-title">
        {title}
      </h3>
      <ul className="transfers__choice-list">{children}</ul>
    </section>
  );
}

/**
 * The first step, "Who are you paying?": the people paid lately, the saved recipients, the
 * party's own accounts that can receive, and someone new (another customer, or a bank account
 * by IBAN). Only what can be paid from the party's accounts is offered: a recipient in a
 * currency none of them can send, or by SEPA without a euro account, is left out.
 *
 * The choices are drawn once, when the recent payments and the saved recipients have both
 * been read (or failed): drawn as each list arrived, the ones shown first were pushed down
 * under the customer's finger (a layout shift Lighthouse measured at 0.11).
 */
export function RecipientStep({
  accounts,
  saved,
  savedPending,
  companyId,
  startFrom,
  refusal,
  onChoose,
  onSomeoneNew,
}: {
  accounts: readonly CombinedAccount[];
  saved: readonly PersistedRecipient[];
  /** The saved recipients are still being read. */
  savedPending: boolean;
  companyId: string | undefined;
  startFrom: string;
  refusal: Refusal | null;
  onChoose: (patch: Partial<DetailsValues>) => void;
  onSomeoneNew: (kind: 'customer' | 'sepa') => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const currencies = sendableCurrencies(accounts, startFrom);
  const euros = currencies.includes('EUR');
  // The saved recipients that can be paid, each with how, in a currency that can be sent.
  const payable = saved.flatMap((recipient) => {
    const payment = savedPaymentOf(recipient);
    const currency = payment?.by === 'sepa' ? 'EUR' : recipient.currency;
    return payment && (!currency || currencies.includes(currency)) ? [{ recipient, payment }] : [];
  });
  const history = useQuery(recentPaymentsQuery(companyId));
  const recent = recentRecipients(history.data?.transactions ?? [], {
    saved: payable.flatMap(({ recipient, payment }) => (payment.by === 'key' ? [recipient] : [])),
  }).filter((recipient) => (recipient.savedKey ? true : euros));
  const own = receivingAccounts(accounts, startFrom);

  if (currencies.length === 0) {
    return <p className="transfers__note">{t('transfers.recipient.nobody')}</p>;
  }
  if (history.isPending || savedPending) {
    return (
      <div className="transfers__recipients">
        <RefusalNotice refusal={refusal} />
        <Skeleton label={t('transfers.recipient.loading')}>
          <SkeletonRows count={4} />
        </Skeleton>
      </div>
    );
  }
  return (
    <div className="transfers__recipients">
      <RefusalNotice refusal={refusal} />
      <ChoiceList id="recipients-recent" title={t('transfers.recipient.recent')}>
        {recent.map((recipient) => {
          const name = [recipient.name, recipient.surname].filter(Boolean).join(' ');
          return (
            <Choice
              key={recipient.iban}
              name={name}
              detail={formatIban(recipient.iban)}
              avatar={personAvatar(name, locale)}
              onChoose={() =>
                onChoose(
                  recipient.savedKey
                    ? { kind: 'saved', savedKey: recipient.savedKey }
                    : sepaValues(recipient),
                )
              }
            />
          );
        })}
      </ChoiceList>
      <ChoiceList id="recipients-saved" title={t('transfers.recipient.saved')}>
        {payable.map(({ recipient, payment }) => {
          const { name, where } = savedRecipientLabel(recipient, i18n);
          return (
            <Choice
              key={recipient.recipientKey}
              name={name}
              detail={where}
              avatar={personAvatar(name, locale)}
              onChoose={() =>
                onChoose(
                  payment.by === 'key'
                    ? { kind: 'saved', savedKey: payment.recipientKey }
                    : sepaValues(payment),
                )
              }
            />
          );
        })}
      </ChoiceList>
      <ChoiceList id="recipients-own" title={t('transfers.recipient.own')}>
        {own.map((account) => (
          <Choice
            key={account.id}
            name={accountName(account, i18n)}
            detail={t('transfers.recipient.ownHint', { currency: account.currency })}
            avatar={{ icon: AccountsIcon }}
            onChoose={() => onChoose({ kind: 'own', toAccountId: account.id })}
          />
        ))}
      </ChoiceList>
      <ChoiceList id="recipients-new" title={t('transfers.recipient.new')}>
        {[
          <Choice
            key="customer"
            name={t('transfers.recipient.newCustomer')}
            detail={t('transfers.recipient.newCustomerHint')}
            avatar={{ icon: ProfileIcon }}
            onChoose={() => onSomeoneNew('customer')}
          />,
          ...(euros
            ? [
                <Choice
                  key="sepa"
                  name={t('transfers.recipient.newSepa')}
                  detail={t('transfers.recipient.newSepaHint')}
                  avatar={{ icon: BankDetailsIcon }}
                  onChoose={() => onSomeoneNew('sepa')}
                />,
              ]
            : []),
        ]}
      </ChoiceList>
    </div>
  );
}
