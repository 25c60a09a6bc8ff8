import { z } from 'zod/mini';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PersistedRecipient } from '../../api/recipients/schemas';
import { bicSwiftSchema } from '../../api/shared/bank-fields';
import { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_LENGTH, referenceSchema } from '../../api/shared/fields';
import {
  RECIPIENT_NAME_MAX,
  sepaRecipientSchema,
  sepaReferenceSchema,
} from '../../api/transfers/schemas';
import { encodeMessage } from '../../lib/i18n/encoded-message';
import { type AmountInputProblem, parseAmountInput } from '../../lib/i18n/parse-amount';
import { compareDecimals } from '../../utils/decimal';
import { ibanProblem, normalizeIban } from '../../utils/iban';
import {
  buildRequest,
  compactBic,
  type FieldName,
  type FieldProblem,
  type PreparedTransfer,
  type RecipientView,
} from './prepare-transfer';
import { isSendable } from './sources';
import type { DetailsValues, FoundCustomer } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transfersEn);

const detailsValuesSchema = z.custom<DetailsValues>(
  (value) => typeof value === 'object' && value !== null,
);

/** What the details' rules need besides the values. */
export interface TransferFormContext {
  locale: string;
  accounts: readonly CombinedAccount[];
  customer: FoundCustomer | null;
  /** How many of the customer's accounts the search found (one is then chosen by the person). */
  customerChoices?: () => number;
  saved: readonly PersistedRecipient[];
}

type Add = (field: FieldName, message: string) => void;

/** Why a typed amount is refused, in words: the limits it broke come from the amount's schema. */
function amountProblem(reason: AmountInputProblem): string {
  switch (reason) {
    case 'empty':
      return encodeMessage('transfers.amount.empty');
    case 'notANumber':
      return encodeMessage('transfers.amount.notANumber');
    case 'tooManyDecimals':
      return encodeMessage('transfers.amount.tooManyDecimals', { max: AMOUNT_MAX_DECIMALS });
    case 'notPositive':
      return encodeMessage('transfers.amount.notPositive');
    case 'tooLong':
      return encodeMessage('transfers.amount.tooLong', { max: AMOUNT_MAX_LENGTH });
  }
}

/** The amount read in the person's locale, not above what the source has available. */
function checkAmount(
  typed: string,
  source: CombinedAccount | undefined,
  locale: string,
  add: Add,
): string | null {
  const parsed = parseAmountInput(typed, locale);
  if (!parsed.ok) add('amount', amountProblem(parsed.reason));
  else {
    const available = source?.balances?.available;
    if (available === undefined || compareDecimals(parsed.value, available) <= 0) {
      return parsed.value;
    }
    add('amount', encodeMessage('transfers.amount.moreThanAvailable'));
  }
  return null;
}

/** The SEPA recipient's IBAN, BIC and names, by the request's own field schemas. */
function checkSepa(values: DetailsValues, add: Add) {
  const { name, surname } = sepaRecipientSchema.shape;
  const iban = normalizeIban(values.iban);
  const problem = iban === '' ? 'empty' : ibanProblem(iban);
  if (problem) add('iban', encodeMessage(`transfers.sepa.iban.${problem}`));
  const bic = compactBic(values.bic);
  if (bic && !bicSwiftSchema.safeParse(bic).success) {
    add('bic', encodeMessage('transfers.sepa.bic.invalid'));
  } else if (bic && !problem && bic.slice(4, 6) !== iban.slice(0, 2)) {
    // A BIC's letters 5-6 are its bank's country, an IBAN's first two its account's.
    add('bic', encodeMessage('transfers.sepa.bic.otherCountry'));
  }
  const named = name.safeParse(values.name.trim());
  if (!named.success) {
    const tooLong = named.error.issues[0]?.code === 'too_big';
    add(
      'name',
      tooLong
        ? encodeMessage('transfers.sepa.name.tooLong', { max: RECIPIENT_NAME_MAX })
        : encodeMessage('transfers.sepa.name.empty'),
    );
  }
  if (!surname.safeParse(values.surname.trim()).success) {
    add('surname', encodeMessage('transfers.sepa.surname.tooLong', { max: RECIPIENT_NAME_MAX }));
  }
}

/** The recipient of the chosen kind, or null with its problem added. */
function checkRecipient(
  values: DetailsValues,
  source: CombinedAccount | undefined,
  ctx: TransferFormContext,
  add: Add,
): RecipientView | null {
  if (values.kind === 'own') {
    const to = ctx.accounts.find((account) => account.id === values.toAccountId);
    // Before the source is chosen (the recipient's step), any of the party's accounts.
    if (to && to.id !== source?.id && (!source || to.currency === source.currency)) {
      return { kind: 'own', account: to };
    }
    add('toAccountId', encodeMessage('transfers.to.empty'));
  } else if (values.kind === 'customer') {
    const field = values.searchBy === 'phone' ? 'phone' : 'email';
    // Found with several accounts, none chosen yet: the choice is what is missing.
    if (!ctx.customer && (ctx.customerChoices?.() ?? 0) > 1) {
      add('customerAccount', encodeMessage('transfers.customer.chooseAccount'));
    } else if (!ctx.customer) add(field, encodeMessage('transfers.customer.notSearched'));
    else if (source && ctx.customer.currency !== source.currency) {
      add(field, encodeMessage('transfers.customer.searchAgain'));
    } else return { kind: 'customer', customer: ctx.customer };
  } else if (values.kind === 'saved') {
    const saved = ctx.saved.find((item) => item.recipientKey === values.savedKey);
    if (saved) return { kind: 'saved', recipient: saved };
    add('savedKey', encodeMessage('transfers.saved.empty'));
  } else {
    checkSepa(values, add);
    if (source && source.currency !== 'EUR') add('fromId', encodeMessage('transfers.sepa.onlyEur'));
  }
  return null;
}

/** The rules of the recipient's steps: the recipient alone, before any source is chosen. */
export function recipientFormSchema(ctx: Omit<TransferFormContext, 'locale'>) {
  const context = { ...ctx, locale: '' };
  return z.pipe(
    detailsValuesSchema,
    z.transform((values: DetailsValues, zod): DetailsValues => {
      const problems: FieldProblem[] = [];
      checkRecipient(values, undefined, context, (field, message) => {
        if (!problems.some((known) => known.field === field)) problems.push({ field, message });
      });
      for (const { field, message } of problems) {
        zod.issues.push({ code: 'custom', input: values, path: [field], message });
      }
      return problems.length > 0 ? z.NEVER : values;
    }),
  );
}

/**
 * The details step's rules as one zod schema over the values as typed: the source (activated,
 * of the user or the company), the recipient of the chosen kind, the amount read in the
 * person's locale and not above the available balance, and the reference by the request's
 * schema of its kind. Each problem is an issue at its field (the first one a field has); the
 * output is the prepared transfer, whose body passes the request's own schema. Messages are
 * encoded i18n keys, which the form's resolver turns into words.
 */
export function transferFormSchema(ctx: TransferFormContext) {
  return z.pipe(
    detailsValuesSchema,
    z.transform((values: DetailsValues, zod): PreparedTransfer => {
      const problems: FieldProblem[] = [];
      const add: Add = (field, message) => {
        if (!problems.some((known) => known.field === field)) problems.push({ field, message });
      };
      const fail = (found: readonly FieldProblem[]) => {
        for (const { field, message } of found) {
          zod.issues.push({ code: 'custom', input: values, path: [field], message });
        }
        return z.NEVER;
      };
      const source = ctx.accounts.find((account) => account.id === values.fromId);
      if (!source || !isSendable(source)) add('fromId', encodeMessage('transfers.from.empty'));
      const recipient = checkRecipient(values, source, ctx, add);
      const amount = checkAmount(values.amount, source, ctx.locale, add);

      const reference = values.reference.trim();
      if (reference !== '') {
        const schema = values.kind === 'sepa' ? sepaReferenceSchema : referenceSchema;
        const message = schema.safeParse(reference).error?.issues[0]?.message;
        if (message) add('reference', message);
      }
      if (problems.length > 0 || !source || !amount) return fail(problems);

      const built = buildRequest({ values, source, amount, reference, recipient });
      return built.ok ? built.transfer : fail(built.problems);
    }),
  );
}
