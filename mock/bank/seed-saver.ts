import { withFeeRows } from './alternate/fee-rows';
import { plainIds, seededIds } from './alternate/seed';
import { createRandom } from './ids';
import type { Reading } from './readings';
import { seedLargeHistory } from './seed-large-history';
import { account, profile } from './seed-helpers';
import { emptyUser, type AccountRecord, type UserState } from './state';

/** How many transactions the saver's Savings pot holds, over how many years. */
export const SAVER_HISTORY_SIZE = 10_000;
export const SAVER_HISTORY_YEARS = 6;

/**
 * Makes `object[key]` computed on first read (or replaced on first write) and a plain value
 * from then on, so spreading, reading and assigning behave as for any other property.
 */
function lazyProperty<T extends object, K extends keyof T>(object: T, key: K, make: () => T[K]) {
  const settle = (value: T[K]) =>
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  Object.defineProperty(object, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      const value = make();
      settle(value);
      return value;
    },
    set: settle,
  });
}

/**
 * `saver`: an onboarded customer whose EUR account holds 10,000 transactions (the history's
 * scale test) and whose GBP account has none (the empty history). Its own random generator,
 * so the other personas' ids do not move; the long history is made on the first read of the
 * transactions or of the account's balances, so a reset stays as cheap as before. In the
 * alternate reading the history books each fee as a row of its own, with plain ids.
 */
export function seedSaver(now: Date, reading: Reading = 'first'): UserState {
  const random = createRandom(10_000);
  const user = emptyUser('saver');
  user.client = profile(random, now, {
    name: 'Sam',
    surname: 'Saver',
    adm: 'adm:active',
    kyc: 'kyc:confirmed',
    phone: '+447700900321',
  });
  const opened = new Date(now.getTime() - (SAVER_HISTORY_YEARS * 365 + 30) * 86_400_000);
  const pot: AccountRecord = account(random, now, {
    title: 'Savings pot',
    currency: 'EUR',
    createdAt: opened.toISOString(),
    updatedAt: opened.toISOString(),
    bankDetails: JSON.stringify({
      iban: 'DE75512108001245126199',
      bic: 'COBADEFFXXX',
      accountHolder: 'Sam Saver',
      bankName: 'Mock Bank Europe',
    }),
  });
  const jar = account(random, now, {
    title: 'Pounds jar',
    currency: 'GBP',
    bankDetails: JSON.stringify({
      iban: 'GB94BARC10201530093459',
      bic: 'BARCGB22',
      accountHolder: 'Sam Saver',
      accountNumber: '30093459',
      sortCode: '102015',
    }),
  });

  const historySeed = Math.floor(random() * 0xffff_ffff);
  let made: ReturnType<typeof seedLargeHistory> | undefined;
  const history = () => {
    if (made) return made;
    made = seedLargeHistory(
      pot,
      { name: 'Sam', surname: 'Saver', type: 'individual' },
      SAVER_HISTORY_SIZE,
      createRandom(historySeed),
      now,
      SAVER_HISTORY_YEARS,
    );
    if (reading === 'alternate') {
      const transactions = withFeeRows(made.transactions, seededIds(historySeed + 1));
      made = { ...made, transactions: plainIds(transactions) as typeof transactions };
    }
    return made;
  };
  lazyProperty(user, 'transactions', () => history().transactions);
  for (const key of ['available', 'pending', 'holding'] as const) {
    lazyProperty(pot, key, () => history().balances[key]);
  }
  user.accounts.push(pot, jar);
  return user;
}
