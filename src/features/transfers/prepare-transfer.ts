import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import type { TransferRequest } from '../../api/transfers/requests';
import {
  externalTransferBodySchema,
  internalTransferBodySchema,
  type TransferFrom,
} from '../../api/transfers/schemas';
import { encodeMessage } from '../../lib/i18n/encoded-message';
import { normalizeIban } from '../../utils/iban';
import type { DetailsValues, FoundCustomer } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transfersEn);

// The request is the transfer hooks' own type (src/api/transfers/requests.ts); re-exported for
// the steps that build it.
export type { TransferRequest };

/** What the review shows of the recipient. */
export type RecipientView =
  | { kind: 'own'; account: CombinedAccount }
  | { kind: 'customer'; customer: FoundCustomer }
  | { kind: 'saved'; recipient: PersistedRecipient }
  | { kind: 'sepa'; name: string; iban: string; bic: string | null; bankName: string | null };

/** A transfer ready to review and send: the request body and what the person is shown. */
export interface PreparedTransfer {
  request: TransferRequest;
  source: CombinedAccount;
  /** Canonical decimal ("1234.50"). */
  amount: string;
  currency: string;
  recipient: RecipientView;
  reference: string | null;
}

export type FieldName = keyof DetailsValues;
export interface FieldProblem {
  field: FieldName;
  /** An encoded i18n message (the form's resolver turns it into words). */
  message: string;
}

/** The form's fields in page order (the error summary lists problems in it). */
export const FIELD_ORDER: readonly FieldName[] = [
  'kind',
  'fromId',
  'toAccountId',
  'phone',
  'email',
  'customerAccount',
  'savedKey',
  'iban',
  'bic',
  'name',
  'surname',
  'amount',
  'reference',
];

/** A BIC as typed, without spaces and in capitals. */
export function compactBic(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

function fromOf(account: CombinedAccount): TransferFrom {
  return account.companyId
    ? { type: 'company', accountId: account.id, companyId: account.companyId }
    : { type: 'individual', accountId: account.id };
}

/**
 * The request of details already checked (transfer-form-schema.ts): the body of the recipient's
 * kind, checked last with the request's own schema, and what the review shows.
 */
export function buildRequest({
  values,
  source,
  amount,
  reference,
  recipient,
}: {
  values: DetailsValues;
  source: CombinedAccount;
  amount: string;
  reference: string;
  recipient: RecipientView | null;
}): { ok: true; transfer: PreparedTransfer } | { ok: false; problems: FieldProblem[] } {
  const from = fromOf(source);
  const withReference = reference ? { reference } : {};
  let request: TransferRequest;
  let view = recipient;
  if (values.kind === 'sepa') {
    const iban = normalizeIban(values.iban);
    const bic = compactBic(values.bic);
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const parsed = externalTransferBodySchema.safeParse({
      amount,
      from,
      payment: {
        method: 'sepa',
        recipient: Object.fromEntries(
          Object.entries({
            iban,
            name: values.name.trim(),
            surname: optional(values.surname),
            type: 'individual',
            bicSwift: optional(bic),
            bankName: optional(values.bankName),
            street: optional(values.street),
            houseNumber: optional(values.houseNumber),
            postCode: optional(values.postCode),
            city: optional(values.city),
            country: optional(values.country),
            reference: optional(reference),
          }).filter(([, value]) => value !== undefined),
        ),
      },
    });
    if (!parsed.success) return { ok: false, problems: [problemOf(parsed.error.issues)] };
    request = { type: 'external', body: parsed.data };
    view = {
      kind: 'sepa',
      name: [values.name.trim(), values.surname.trim()].filter(Boolean).join(' '),
      iban,
      bic: bic || null,
      bankName: optional(values.bankName) ?? null,
    };
  } else {
    const to =
      recipient?.kind === 'saved'
        ? { type: 'persisted' as const, key: recipient.recipient.recipientKey, ...withReference }
        : recipient?.kind === 'customer'
          ? {
              type: 'account' as const,
              accountId: recipient.customer.accountId,
              searchBy: recipient.customer.searchBy,
              ...withReference,
            }
          : {
              type: 'account' as const,
              accountId: recipient?.kind === 'own' ? recipient.account.id : '',
              ...withReference,
            };
    const parsed = internalTransferBodySchema.safeParse({ amount, from, recipient: to });
    if (!parsed.success) return { ok: false, problems: [problemOf(parsed.error.issues)] };
    request = { type: 'internal', body: parsed.data };
  }
  if (!view) {
    return {
      ok: false,
      problems: [{ field: 'kind', message: encodeMessage('transfers.to.empty') }],
    };
  }
  return {
    ok: true,
    transfer: {
      request,
      source,
      amount,
      currency: source.currency,
      recipient: view,
      reference: reference || null,
    },
  };
}

/** A body the request schema still refuses (should not happen after the checks above). */
function problemOf(issues: readonly { path: readonly PropertyKey[] }[]): FieldProblem {
  const path = issues[0]?.path.map(String) ?? [];
  const field: FieldName = path.includes('amount')
    ? 'amount'
    : path.includes('from')
      ? 'fromId'
      : path.includes('iban')
        ? 'iban'
        : path.includes('reference')
          ? 'reference'
          : 'kind';
  return { field, message: encodeMessage('transfers.details.notAccepted') };
}
