import type { Company } from '../../src/api/companies/schemas';
import { alternateSeed } from './alternate/seed';
import { createRandom, uuidV4 } from './ids';
import { emptyMarket } from './crypto/records';
import type { Reading } from './readings';
import { seedBusinessContracts, seedContracts } from './seed-contracts';
import { seedCrypto } from './seed-crypto';
import { seedCustomers } from './seed-customers';
import { seedSaver } from './seed-saver';
import { account, LONDON, profile, withHistory } from './seed-helpers';
import { emptyUser, type BankState, type UserState } from './state';

function seedAda(random: () => number, now: Date): UserState {
  const user = emptyUser('ada');
  user.client = profile(random, now, {
    name: 'Ada',
    surname: 'Lovelace',
    adm: 'adm:active',
    kyc: 'kyc:confirmed',
  });
  const eur = account(random, now, {
    title: 'Everyday euros',
    currency: 'EUR',
    bankDetails: JSON.stringify({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountHolder: 'Ada Lovelace',
      bankName: 'Mock Bank Europe',
    }),
  });
  const gbp = account(random, now, {
    title: 'Pounds',
    currency: 'GBP',
    bankDetails: JSON.stringify({
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
      accountHolder: 'Ada Lovelace',
      accountNumber: '55555555',
      sortCode: '202015',
    }),
  });
  withHistory(user, eur, 180, random, now);
  withHistory(user, gbp, 120, random, now);
  return user;
}

function company(
  random: () => number,
  userId: string,
  fields: Partial<Company> & { name: string; kyb: string },
): Company {
  return {
    userId,
    companyId: uuidV4(random),
    adm: 'adm:active',
    companyType: 'limited',
    position: 'director',
    email: `finance@${fields.name.toLowerCase().replaceAll(/[^a-z]/g, '')}.example`,
    emailVerified: true,
    phone: '+442079460000',
    contactName: 'Wile E. Coyote',
    registrationNumber: String(10_000_000 + Math.floor(random() * 89_999_999)),
    address: LONDON,
    tradingAddress: LONDON,
    // Assumption A-106 (docs/assumptions.md): companies take contracts of the same catalogue.
    contractId: 'BasicContract',
    onboardingFee: { status: 'paid' },
    ...fields,
  };
}

/**
 * Alternate reading: Acme Corporation as another bank may describe it: a contract the
 * client catalogue does not list, the bank's own words for its type and the user's position,
 * and an onboarding fee still pending. The first reading keeps the README's Acme.
 */
const ACME_ALTERNATE: Partial<Company> = {
  contractId: 'BusinessContract',
  companyType: 'Private limited company',
  position: 'Finance Manager',
  onboardingFee: { status: 'pending' },
};

function seedAcme(random: () => number, now: Date, reading: Reading): UserState {
  const user = emptyUser('acme');
  user.client = profile(random, now, {
    name: 'Wile',
    surname: 'Coyote',
    adm: 'adm:active',
    kyc: 'kyc:confirmed',
    nationality: 'USA',
    phone: '+12025550147',
  });
  const userId = user.client.client;
  user.companies = [
    // Verified, with accounts; its email still needs the emailed code.
    company(random, userId, {
      name: 'Acme Corporation',
      kyb: 'kyb:confirmed',
      emailVerified: false,
      ...(reading === 'alternate' ? ACME_ALTERNATE : {}),
    }),
    // Needs KYB and a contract; its status blocks activating its account.
    company(random, userId, {
      name: 'Acme Rockets',
      kyb: 'kyb:initiated',
      contractId: null,
      onboardingFee: null,
    }),
  ];
  const acmeCorp = user.companies[0];
  if (acmeCorp) {
    withHistory(
      user,
      account(random, now, {
        title: 'Acme operating',
        currency: 'EUR',
        companyId: acmeCorp.companyId,
      }),
      40,
      random,
      now,
    );
    // Legacy bank details that are not valid JSON: the app must still show the account.
    // On the company, not on ada, so that ada keeps one EUR account of her quota free.
    withHistory(
      user,
      account(random, now, {
        title: 'Savings',
        currency: 'EUR',
        companyId: acmeCorp.companyId,
        bankDetails: '{"iban": "DE02',
      }),
      5,
      random,
      now,
    );
  }
  const rockets = user.companies[1];
  if (rockets) {
    // Its own generator, so that no id seeded after acme moves.
    user.accounts.push(
      account(createRandom(20_261_123), now, {
        title: 'Launch fund',
        currency: 'EUR',
        status: 'initiated',
        companyId: rockets.companyId,
      }),
    );
  }
  return user;
}

/** A fresh state: every persona as the README describes it. */
export function seedBank(now: Date = new Date(), reading: Reading = 'first'): BankState {
  const random = createRandom(20_261_121);
  const users = new Map<string, UserState>();
  users.set('new', emptyUser('new'));
  users.set('ada', seedAda(random, now));
  users.set('acme', seedAcme(random, now, reading));

  const blocked = emptyUser('blocked');
  blocked.client = profile(random, now, {
    name: 'Bob',
    surname: 'Blocked',
    adm: 'adm:blocked',
    kyc: 'kyc:confirmed',
    phone: '+447700900124',
  });
  users.set('blocked', blocked);

  const rejected = emptyUser('rejected');
  rejected.client = profile(random, now, {
    name: 'Rita',
    surname: 'Rejected',
    adm: 'adm:active',
    kyc: 'kyc:rejected',
    nationality: 'FRA',
    phone: '+33612345678',
  });
  users.set('rejected', rejected);

  // Last, so that the ids above stay what they were before these customers were added.
  seedCustomers(users, random, now);
  // Its own generator: 10,000 transactions, made when first read.
  users.set('saver', seedSaver(now, reading));
  // Its own generator too: crypto accounts and past orders.
  seedCrypto(users, now);

  const state: BankState = {
    reading,
    users,
    contracts: seedContracts(reading),
    businessContracts: seedBusinessContracts(reading),
    settlements: [],
    crypto: emptyMarket(),
  };
  // The alternate reading's ids and its USDC account (./alternate/seed.ts).
  if (reading === 'alternate') alternateSeed(state, now);
  return state;
}
