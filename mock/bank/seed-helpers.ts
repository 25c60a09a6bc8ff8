import type { ClientProfile } from '../../src/api/client/schemas';
import { uuidV4 } from './ids';
import { seedTransactions } from './seed-money';
import type { AccountRecord, UserState } from './state';

// Building blocks of the seeded personas: a client profile, an account, and an account's history.

export const LONDON = {
  country: 'GBR',
  postCode: 'NW1 6XE',
  town: 'London',
  street: '221B Baker Street',
  streetLine2: '',
  state: '',
};

export function profile(
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

export function account(
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

export function withHistory(
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
