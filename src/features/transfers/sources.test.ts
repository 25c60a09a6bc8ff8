import { describe, expect, it } from 'vitest';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { receivingAccounts, sendableCurrencies, sourcesFor } from './sources';

/** An account with `available` (null: balances not known). */
function account(
  id: string,
  currency: string,
  available: string | null,
  status = 'activated',
): CombinedAccount {
  return {
    id,
    title: id,
    alias: undefined,
    currency,
    status,
    companyId: undefined,
    account: { id, currency, status, pending: '0', posted: '0' },
    balances:
      available === null
        ? null
        : { available, holding: '0.00', pending: '0.00', balance: available },
  };
}

const euros = account('euros', 'EUR', '100.00');
const holidays = account('holidays', 'EUR', '0.00');
const pounds = account('pounds', 'GBP', '5.00');
const emptyPounds = account('empty-pounds', 'GBP', '0.00');
const waiting = account('waiting', 'EUR', '50.00', 'pending');
const bitcoin = account('bitcoin', 'BTC', '0.1');
const all = [euros, holidays, pounds, emptyPounds, waiting, bitcoin];

const ids = (accounts: readonly CombinedAccount[]) => accounts.map((item) => item.id);

describe('what the party can send and receive', () => {
  it('sends in the currencies of accounts with money available, crypto aside', () => {
    expect(sendableCurrencies(all)).toEqual(['EUR', 'GBP']);
    // A "Send money" link named the source: its currency alone.
    expect(sendableCurrencies(all, 'pounds')).toEqual(['GBP']);
    // A named source that cannot send names nothing.
    expect(sendableCurrencies(all, 'holidays')).toEqual(['EUR', 'GBP']);
    expect(sendableCurrencies([holidays, emptyPounds])).toEqual([]);
  });

  it('receives into an active account another account of its currency can pay', () => {
    // euros pays holidays; pounds pays the empty pounds; nothing pays euros or pounds.
    expect(ids(receivingAccounts(all))).toEqual(['holidays', 'empty-pounds']);
    expect(ids(receivingAccounts(all, 'euros'))).toEqual(['holidays']);
    expect(ids(receivingAccounts([euros, pounds]))).toEqual([]);
  });

  it('pays a recipient from the active accounts of its currency, never from itself', () => {
    expect(ids(sourcesFor(all, { currency: 'EUR', accountId: 'holidays' }))).toEqual(['euros']);
    expect(ids(sourcesFor(all, { currency: 'GBP', accountId: null }))).toEqual([
      'pounds',
      'empty-pounds',
    ]);
    // A saved recipient that does not say its currency: any account in money.
    expect(ids(sourcesFor(all, { currency: null, accountId: null }))).toEqual([
      'euros',
      'holidays',
      'pounds',
      'empty-pounds',
    ]);
  });
});
