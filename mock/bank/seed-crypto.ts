import { createRandom } from './ids';
import { SEEDED_OPEN_ORDER, seedAdaOrders } from './seed-crypto-orders';
import { account } from './seed-helpers';
import type { AccountRecord, UserState } from './state';

// The crypto holdings of the personas: accounts in BTC and ETH (GET /v1/accounts lists them
// with the others; their balances carry the currency's 8 decimals).

/** Titles of the seeded crypto accounts, as docs/mock-control-api.md names them. */
export const CRYPTO_ACCOUNTS = {
  adaBitcoin: 'Bitcoin',
  adaEther: 'Ether',
  acmeBitcoin: 'Acme bitcoin',
} as const;

/** ada's bitcoin and Acme Corporation's, available at the start (ada's open order holds more). */
export const SEEDED_CRYPTO_BALANCES = {
  adaBitcoin: '0.05000000',
  adaEther: '0.00000000',
  acmeBitcoin: '0.75000000',
} as const;

function cryptoAccount(
  random: () => number,
  now: Date,
  fields: Pick<AccountRecord, 'title' | 'currency' | 'available'> & Partial<AccountRecord>,
): AccountRecord {
  return account(random, now, {
    holding: '0.00000000',
    pending: '0.00000000',
    ...fields,
  });
}

/**
 * Adds the crypto accounts: ada's Bitcoin (some BTC) and Ether (none), and Acme Corporation's
 * bitcoin; and ada's 30 past orders (Acme Corporation has none). Its own generator, so no id
 * seeded before moves.
 */
export function seedCrypto(users: Map<string, UserState>, now: Date): void {
  const random = createRandom(20_261_130);
  const ada = users.get('ada');
  if (ada) {
    const bitcoin = cryptoAccount(random, now, {
      title: CRYPTO_ACCOUNTS.adaBitcoin,
      currency: 'BTC',
      available: SEEDED_CRYPTO_BALANCES.adaBitcoin,
      holding: SEEDED_OPEN_ORDER.volume,
    });
    const ether = cryptoAccount(random, now, {
      title: CRYPTO_ACCOUNTS.adaEther,
      currency: 'ETH',
      available: SEEDED_CRYPTO_BALANCES.adaEther,
    });
    ada.accounts.push(bitcoin, ether);
    const [eur, gbp] = ['EUR', 'GBP'].map((code) =>
      ada.accounts.find((record) => record.currency === code && record.companyId === null),
    );
    if (eur && gbp) {
      ada.cryptoOrders = seedAdaOrders(
        ada,
        { EUR: eur, GBP: gbp, BTC: bitcoin, ETH: ether },
        random,
        now,
      );
    }
  }
  const acme = users.get('acme');
  const corporation = acme?.companies.find((company) => company.name === 'Acme Corporation');
  if (acme && corporation) {
    acme.accounts.push(
      cryptoAccount(random, now, {
        title: CRYPTO_ACCOUNTS.acmeBitcoin,
        currency: 'BTC',
        available: SEEDED_CRYPTO_BALANCES.acmeBitcoin,
        companyId: corporation.companyId,
      }),
    );
  }
}
