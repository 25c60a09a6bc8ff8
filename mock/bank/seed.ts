import type { ClientProfile } from '../../src/api/client/schemas';
import type { Company } from '../../src/api/companies/schemas';
import { createRandom, uuidV4 } from './ids';
import { seedContracts } from './seed-contracts';
import { seedTransactions } from './seed-money';
import { emptyUser, type AccountRecord, type BankState, type UserState } from './state';

const LONDON = {
  country: 'GBR',
  postCode: 'NW1 6XE',
  town: 'London',
  street: '221B Baker Street',
  streetLine2: '',
  state: '',
};

function profile(
  random: () => number,
  now: Date,
  fields: Partial<ClientProfile> & Pick<ClientProfile, 'name' | 'surname' | 'adm' | 'kyc'>,
): ClientProfile {
  const created = new Date(now.getTime() - 400 * 24 * 3600 * 1000).toISOString();
  return {
    client: uuidV4(random),
    agent: uuidV4(random),
    verifier: 'sumsub',
    applicant: uuidV4(random).replaceAll('-', '').slice(0, 24),
    context: 'profile',
    created,
    updated: created,
    contract: 'BasicContract',
    termsVersion: '2025-01-01T00:00:00Z',
    termsAcceptedTs: created,
    nationality: 'GBR',
    birthday: '1990-12-10',
    phone: '+447700900123',
    address: LONDON,
    ...fields,
  };
}

function account(
  random: () => number,
  now: Date,
  fields: Pick<AccountRecord, 'title' | 'currency'> & Partial<AccountRecord>,
): AccountRecord {
  const created = new Date(now.getTime() - 380 * 24 * 3600 * 1000).toISOString();
  return {
    id: uuidV4(random),
    extAccountId: uuidV4(random),
    productId: uuidV4(random),
    alias: fields.title.toLowerCase().replaceAll(' ', '-'),
    status: 'activated',
    companyId: null,
    variantId: 'standard',
    contract: 'BasicContract',
    createdAt: created,
    updatedAt: created,
    available: '0.00',
    holding: '0.00',
    pending: '0.00',
    bankDetails: '{}',
    ...fields,
  };
}

function withHistory(
  user: UserState,
  record: AccountRecord,
  count: number,
  random: () => number,
  now: Date,
) {
  const owner = { name: user.client?.name ?? '', surname: user.client?.surname ?? '' };
  const { transactions, balances } = seedTransactions(record, owner, count, random, now);
  user.accounts.push({ ...record, ...balances });
  user.transactions.push(...transactions);
}

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
    contractId: 'CompanyBasic',
    onboardingFee: { status: 'paid' },
    ...fields,
  };
}

function seedAcme(random: () => number, now: Date): UserState {
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
    company(random, userId, { name: 'Acme Corporation', kyb: 'kyb:confirmed' }),
    company(random, userId, {
      name: 'Acme Rockets',
      kyb: 'kyb:initiated',
      emailVerified: false,
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
  return user;
}

/** A fresh state: every persona as the README describes it. */
export function seedBank(now: Date = new Date()): BankState {
  const random = createRandom(20_261_121);
  const users = new Map<string, UserState>();
  users.set('new', emptyUser('new'));
  users.set('ada', seedAda(random, now));
  users.set('acme', seedAcme(random, now));

  const blocked = emptyUser('blocked');
  blocked.client = profile(random, now, {
    name: 'Bob',
    surname: 'Blocked',
    adm: 'adm:blocked',
    kyc: 'kyc:confirmed',
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

  return { users, contracts: seedContracts() };
}
