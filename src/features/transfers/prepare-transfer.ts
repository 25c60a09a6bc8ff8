import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { referenceSchema } from '../../api/shared/fields';
import {
  externalTransferBodySchema,
  internalTransferBodySchema,
  type ExternalTransferBody,
  type InternalTransferBody,
  sepaReferenceSchema,
  type TransferFrom,
} from '../../api/transfers/schemas';
import { translateMessage } from '../../lib/i18n/encoded-message';
import type { I18n, Translate } from '../../lib/i18n/i18n';
import { parseAmountInput } from '../../lib/i18n/parse-amount';
import { compareDecimals } from '../../utils/decimal';
import { ibanProblem, isValidBic, normalizeIban } from '../../utils/iban';
import { isSendable } from './sources';
import type { DetailsValues, FoundCustomer, RecipientKind } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';
import { validationEn } from '../../lib/i18n/en/validation';
import { registerTexts } from '../../lib/i18n/i18n';

// Schema messages are validation keys, translated here (translateMessage).
registerTexts(transfersEn, validationEn);

export type TransferRequest =
  | { type: 'internal'; body: InternalTransferBody }
  | { type: 'external'; body: ExternalTransferBody };

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
  message: string;
}

export interface PrepareContext {
  i18n: Pick<I18n, 't' | 'has' | 'locale'>;
  accounts: readonly CombinedAccount[];
  customer: FoundCustomer | null;
  saved: readonly PersistedRecipient[];
}

/** The form's fields in page order (the error summary lists problems in it). */
export const FIELD_ORDER: readonly FieldName[] = [
  'kind',
  'fromId',
  'toAccountId',
  'phone',
  'email',
  'savedKey',
  'iban',
  'bic',
  'name',
  'surname',
  'amount',
  'reference',
];

const AMOUNT_PROBLEM = {
  empty: 'transfers.amount.empty',
  notANumber: 'transfers.amount.notANumber',
  tooManyDecimals: 'transfers.amount.tooManyDecimals',
  notPositive: 'transfers.amount.notPositive',
  tooLong: 'transfers.amount.tooLong',
} as const;

function fromOf(account: CombinedAccount): TransferFrom {
  return account.companyId
    ? { type: 'company', accountId: account.id, companyId: account.companyId }
    : { type: 'individual', accountId: account.id };
}

function checkAmount(
  values: DetailsValues,
  source: CombinedAccount | undefined,
  ctx: PrepareContext,
) {
  const { t, locale } = ctx.i18n;
  const parsed = parseAmountInput(values.amount, locale);
  if (!parsed.ok) return { problem: t(AMOUNT_PROBLEM[parsed.reason]), amount: null };
  const available = source?.balances?.available;
  if (available !== undefined && compareDecimals(parsed.value, available) > 0) {
    return { problem: t('transfers.amount.moreThanAvailable'), amount: null };
  }
  return { problem: null, amount: parsed.value };
}

function checkSepa(values: DetailsValues, t: Translate, add: (p: FieldProblem) => void) {
  const iban = normalizeIban(values.iban);
  const problem = iban === '' ? 'empty' : ibanProblem(iban);
  if (problem) add({ field: 'iban', message: t(`transfers.sepa.iban.${problem}`) });
  const bic = values.bic.replace(/\s+/g, '').toUpperCase();
  if (bic && !isValidBic(bic)) add({ field: 'bic', message: t('transfers.sepa.bic.invalid') });
  else if (bic && !problem && bic.slice(4, 6) !== iban.slice(0, 2)) {
    add({ field: 'bic', message: t('transfers.sepa.bic.otherCountry') });
  }
  if (values.name.trim() === '') add({ field: 'name', message: t('transfers.sepa.name.empty') });
  if (values.name.trim().length > 70) {
    add({ field: 'name', message: t('transfers.sepa.name.tooLong') });
  }
  if (values.surname.trim().length > 70) {
    add({ field: 'surname', message: t('transfers.sepa.surname.tooLong') });
  }
}

/**
 * Checks the details as typed and builds the request: the source (activated, of the user or
 * the company), the recipient of the chosen kind, the amount read in the person's locale and
 * not above the available balance, and the reference. Each problem is given at its field, in
 * words. The body is checked last with the request's own schema.
 */
export function prepareTransfer(
  values: DetailsValues,
  ctx: PrepareContext,
): { ok: true; transfer: PreparedTransfer } | { ok: false; problems: FieldProblem[] } {
  const { t } = ctx.i18n;
  const problems: FieldProblem[] = [];
  const add = (problem: FieldProblem) => {
    if (!problems.some((known) => known.field === problem.field)) problems.push(problem);
  };
  const source = ctx.accounts.find((account) => account.id === values.fromId);
  if (!source || !isSendable(source)) add({ field: 'fromId', message: t('transfers.from.empty') });

  const kind: RecipientKind = values.kind;
  let recipient: RecipientView | null = null;
  if (kind === 'own') {
    const to = ctx.accounts.find((account) => account.id === values.toAccountId);
    if (!to || to.id === source?.id || to.currency !== source?.currency) {
      add({ field: 'toAccountId', message: t('transfers.to.empty') });
    } else recipient = { kind, account: to };
  } else if (kind === 'customer') {
    const field = values.searchBy === 'phone' ? 'phone' : 'email';
    if (!ctx.customer) add({ field, message: t('transfers.customer.notSearched') });
    else if (source && ctx.customer.currency !== source.currency) {
      add({ field, message: t('transfers.customer.searchAgain') });
    } else recipient = { kind, customer: ctx.customer };
  } else if (kind === 'saved') {
    const saved = ctx.saved.find((item) => item.recipientKey === values.savedKey);
    if (!saved) add({ field: 'savedKey', message: t('transfers.saved.empty') });
    else recipient = { kind, recipient: saved };
  } else {
    checkSepa(values, t, add);
    if (source && source.currency !== 'EUR') {
      add({ field: 'fromId', message: t('transfers.sepa.onlyEur') });
    }
  }

  const { problem: amountProblem, amount } = checkAmount(values, source, ctx);
  if (amountProblem) add({ field: 'amount', message: amountProblem });

  const reference = values.reference.trim();
  if (reference !== '') {
    const schema = kind === 'sepa' ? sepaReferenceSchema : referenceSchema;
    const checked = schema.safeParse(reference);
    const message = checked.error?.issues[0]?.message;
    if (message) add({ field: 'reference', message: translateMessage(message, ctx.i18n) });
  }
  if (problems.length > 0 || !source || !amount) return { ok: false, problems };

  return buildRequest({ values, source, amount, reference, recipient, t });
}

function buildRequest({
  values,
  source,
  amount,
  reference,
  recipient,
  t,
}: {
  values: DetailsValues;
  source: CombinedAccount;
  amount: string;
  reference: string;
  recipient: RecipientView | null;
  t: Translate;
}): { ok: true; transfer: PreparedTransfer } | { ok: false; problems: FieldProblem[] } {
  const from = fromOf(source);
  const withReference = reference ? { reference } : {};
  let request: TransferRequest;
  let view = recipient;
  if (values.kind === 'sepa') {
    const iban = normalizeIban(values.iban);
    const bic = values.bic.replace(/\s+/g, '').toUpperCase();
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
    if (!parsed.success) return { ok: false, problems: [problemOf(parsed.error.issues, t)] };
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
    if (!parsed.success) return { ok: false, problems: [problemOf(parsed.error.issues, t)] };
    request = { type: 'internal', body: parsed.data };
  }
  if (!view) return { ok: false, problems: [{ field: 'kind', message: t('transfers.to.empty') }] };
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
function problemOf(
  issues: readonly { path: readonly PropertyKey[] }[],
  t: Translate,
): FieldProblem {
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
  return { field, message: t('transfers.details.notAccepted') };
}
