import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { normalizeIban } from '../../utils/iban';
import { compactBic, type RecipientView } from './prepare-transfer';
import type { DetailsValues, FoundCustomer } from './transfer-draft';

/** The chosen recipient as the amount step needs it: who, and which sources can pay them. */
export interface ChosenRecipient {
  /** What the amount step shows of the recipient (null: none chosen yet). */
  view: RecipientView | null;
  /** The currency they receive in; null when any (a saved recipient without one). */
  currency: string | null;
  /** The receiving account when it is one of the party's own (never its own source). */
  accountId: string | null;
}

/** The recipient the draft's values name, of the kind chosen. */
export function chosenRecipientOf(
  values: DetailsValues,
  ctx: {
    accounts: readonly CombinedAccount[];
    customer: FoundCustomer | null;
    saved: readonly PersistedRecipient[];
  },
): ChosenRecipient {
  const none = { view: null, currency: null, accountId: null };
  switch (values.kind) {
    case 'own': {
      const account = ctx.accounts.find((item) => item.id === values.toAccountId);
      return account
        ? { view: { kind: 'own', account }, currency: account.currency, accountId: account.id }
        : none;
    }
    case 'customer':
      return ctx.customer
        ? {
            view: { kind: 'customer', customer: ctx.customer },
            currency: ctx.customer.currency,
            accountId: null,
          }
        : none;
    case 'saved': {
      const recipient = ctx.saved.find((item) => item.recipientKey === values.savedKey);
      return recipient
        ? {
            view: { kind: 'saved', recipient },
            currency: recipient.currency ?? null,
            accountId: null,
          }
        : none;
    }
    case 'sepa': {
      const name = [values.name.trim(), values.surname.trim()].filter(Boolean).join(' ');
      const bankName = values.bankName.trim();
      return {
        view: {
          kind: 'sepa',
          name,
          iban: normalizeIban(values.iban),
          bic: compactBic(values.bic) || null,
          bankName: bankName || null,
        },
        // SEPA moves euros only (the spec's SEPA payment).
        currency: 'EUR',
        accountId: null,
      };
    }
  }
}
