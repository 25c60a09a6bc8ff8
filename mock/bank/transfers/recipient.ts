import { BankError } from '../bank-error';
import type { RouteContext } from '../router';
import { isAccountVisible } from '../routes/accounts';
import { clientBar } from '../rules';
import { bankDetailsOf } from '../spec/iban';
import { messages } from '../spec/messages';
import type { InternalRecipientBody } from '../spec/transfer-bodies';
import type { AccountRecord, UserState } from '../state';
import { offeredContract, type Sender } from './sender';

export interface InternalRecipient {
  owner: UserState;
  account: AccountRecord;
  /** The reference the sender gave, if any. */
  reference?: string;
}

/** The account of that id, whoever holds it (only accounts already opened count). */
function findAccount(ctx: RouteContext, accountId: string) {
  for (const owner of ctx.state.users.values()) {
    const account = owner.accounts.find(
      (record) => record.id === accountId && isAccountVisible(record, ctx.now),
    );
    if (account) return { owner, account };
  }
  return null;
}

/** The saved recipient's account; refused when it is unknown or not one for internal transfers. */
function persistedAccountId(ctx: RouteContext, sender: Sender, key: string): string {
  const saved = ctx.user.savedRecipients.find(
    (record) => record.recipientKey === key && record.companyId === sender.account.companyId,
  );
  if (!saved) throw new BankError(404, messages.persistedRecipientNotFound);
  // Assumption A-92 (docs/assumptions.md): only `INTERNAL` saved recipients take this method.
  if (saved.transferType !== 'INTERNAL' || !saved.accountId) {
    throw new BankError(400, messages.persistedRecipientMethodUnsupported);
  }
  return saved.accountId;
}

/**
 * The account an internal transfer credits, checked in this order: it exists; its holder is
 * not blocked and may use the product; it is active; it is not the source and its bank details
 * are usable; its currency is the source's; its contract is still offered.
 */
// Assumption A-90 (docs/assumptions.md): what each recipient refusal stands for in the mock.
export function requireInternalRecipient(
  ctx: RouteContext,
  sender: Sender,
  recipient: InternalRecipientBody,
): InternalRecipient {
  const accountId =
    recipient.type === 'persisted'
      ? persistedAccountId(ctx, sender, recipient.key)
      : recipient.accountId;
  const found = findAccount(ctx, accountId);
  if (!found) throw new BankError(404, messages.recipientAccountNotFound);
  const { owner, account } = found;

  const bar = clientBar(owner.client);
  if (bar === 'notActive') throw new BankError(403, messages.recipientBlocked);
  if (bar !== null) throw new BankError(403, messages.recipientNoProductAccess);
  if (account.status !== 'activated') throw new BankError(403, messages.recipientNotActive);
  if (account.id === sender.account.id || bankDetailsOf(account.bankDetails) === null) {
    throw new BankError(400, messages.recipientConfigurationNotAcceptable);
  }
  if (account.currency !== sender.account.currency) {
    throw new BankError(400, messages.recipientCurrencyMismatch);
  }
  if (!offeredContract(ctx.state, account.contract)) {
    throw new BankError(400, messages.recipientContractNotAcceptable);
  }
  return recipient.reference === undefined
    ? { owner, account }
    : { owner, account, reference: recipient.reference };
}
