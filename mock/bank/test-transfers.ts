import type { Transaction } from '../../src/api/transactions/schemas';
import type { MockBank } from './bank';
import type { AccountRecord, SavedRecipientRecord } from './state';

// Look-ups in the seeded state for the transfer tests (names as docs/mock-control-api.md gives them).

export function accountOf(bank: MockBank, login: string, title: string): AccountRecord {
  const record = bank.state.users.get(login)?.accounts.find((account) => account.title === title);
  if (!record) throw new Error(`No account "${title}" of ${login}`);
  return record;
}

export function savedOf(
  bank: MockBank,
  surname: string,
  transferType: string,
): SavedRecipientRecord {
  const record = bank.state.users
    .get('ada')
    ?.savedRecipients.find(
      (saved) => saved.surname === surname && saved.transferType === transferType,
    );
  if (!record) throw new Error(`No saved recipient ${surname} (${transferType})`);
  return record;
}

export function transactionOf(bank: MockBank, login: string, id: string): Transaction {
  const found = bank.state.users.get(login)?.transactions.find((item) => item.id === id);
  if (!found) throw new Error(`No transaction ${id} of ${login}`);
  return found;
}

/** An internal transfer body from one of ada's accounts (individual) to an account id. */
export function toAccount(from: AccountRecord, accountId: string, amount = '10.00') {
  return {
    amount,
    from: { type: 'individual', accountId: from.id },
    recipient: { type: 'account', accountId, searchBy: 'phone', reference: 'Lunch money' },
  };
}
