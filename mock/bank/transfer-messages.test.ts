import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { accountOf, savedOf, toAccount } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';
import { INTERNAL_TRANSFER_STATUS, messages as errors } from './spec/messages';

// Every message of the spec's POST /v2/transfer/internal table, reached from seeded data
// (the ways docs/mock-control-api.md lists), with the status the spec gives it.

const START = new Date('2026-03-01T12:00:00.000Z');
const UNKNOWN_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
let bank: MockBank, call: TestBank['call'];

beforeEach(() => {
  ({ bank, call } = createTestBank({ start: START }));
});

const adaEur = () => accountOf(bank, 'ada', 'Everyday euros');
const adaGbp = () => accountOf(bank, 'ada', 'Pounds');
const euros = (login: string, title: string) => accountOf(bank, login, title).id;

interface Scenario {
  /** Who sends (default ada). */
  as?: string;
  body: () => unknown;
  /** Put the bank in the state first. */
  before?: () => void;
}

const scenarios: Record<string, Scenario> = {
  [errors.amountTooBig]: {
    body: () => toAccount(adaEur(), euros('grace', 'Grace euros'), '100000.01'),
  },
  [errors.balanceNotEnough]: {
    body: () => toAccount(adaEur(), euros('grace', 'Grace euros'), '99999.00'),
  },
  [errors.accountContractNotAcceptable]: {
    as: 'legacy',
    body: () => toAccount(accountOf(bank, 'legacy', 'Old euros'), euros('grace', 'Grace euros')),
  },
  [errors.quotaOver]: {
    as: 'legacy',
    body: () => toAccount(accountOf(bank, 'legacy', 'Pounds one'), euros('grace', 'Grace pounds')),
  },
  [errors.persistedRecipientMethodUnsupported]: {
    body: () => ({
      amount: '10.00',
      from: { type: 'individual', accountId: adaGbp().id },
      recipient: { type: 'persisted', key: savedOf(bank, 'Pound', 'UKLT').recipientKey },
    }),
  },
  [errors.recipientConfigurationNotAcceptable]: { body: () => toAccount(adaEur(), adaEur().id) },
  [errors.recipientContractNotAcceptable]: {
    body: () => toAccount(adaEur(), euros('legacy', 'Old euros')),
  },
  [errors.recipientCurrencyMismatch]: {
    body: () => toAccount(adaEur(), euros('oliver', 'Oliver pounds')),
  },
  [errors.senderNoContract]: {
    before: () => bank.patchClient('ada', { contract: null }),
    body: () => toAccount(adaEur(), euros('grace', 'Grace euros')),
  },
  [errors.senderNoAccess]: {
    body: () => toAccount(accountOf(bank, 'grace', 'Grace euros'), adaEur().id),
  },
  [errors.accountNoProductAccess]: {
    as: 'rejected',
    body: () => toAccount(adaEur(), euros('grace', 'Grace euros')),
  },
  [errors.accountNotActive]: {
    as: 'legacy',
    body: () => toAccount(accountOf(bank, 'legacy', 'New euros'), euros('grace', 'Grace euros')),
  },
  [errors.recipientBlocked]: { body: () => toAccount(adaEur(), euros('mallory', 'Mallory euros')) },
  [errors.recipientNoProductAccess]: { body: () => toAccount(adaEur(), euros('una', 'Una euros')) },
  [errors.recipientNotActive]: { body: () => toAccount(adaEur(), euros('legacy', 'New euros')) },
  [errors.senderNotFound]: {
    as: 'new',
    body: () => toAccount(adaEur(), euros('grace', 'Grace euros')),
  },
  [errors.persistedRecipientNotFound]: {
    body: () => ({
      amount: '10.00',
      from: { type: 'individual', accountId: adaEur().id },
      recipient: { type: 'persisted', key: UNKNOWN_ID },
    }),
  },
  [errors.recipientAccountNotFound]: { body: () => toAccount(adaEur(), UNKNOWN_ID) },
};

describe('POST /v2/transfer/internal: every message of the spec is reachable', () => {
  it('has a seeded way to each of the 18 messages', () => {
    expect(Object.keys(scenarios).sort()).toEqual(Object.keys(INTERNAL_TRANSFER_STATUS).sort());
    expect(Object.keys(scenarios)).toHaveLength(18);
  });

  it.each(Object.entries(scenarios))('%s', async (message, scenario) => {
    scenario.before?.();
    const response = await call('POST', '/v2/transfer/internal', {
      as: scenario.as ?? 'ada',
      body: scenario.body(),
    });
    expect(response).toEqual({
      status: INTERNAL_TRANSFER_STATUS[message],
      body: { message },
    });
  });

  it('a blocked sender is told its account is not active; nothing is booked', async () => {
    const before = bank.state.users.get('blocked')?.transactions.length;
    const response = await call('POST', '/v2/transfer/internal', {
      as: 'blocked',
      body: toAccount(adaEur(), euros('grace', 'Grace euros')),
    });
    expect(response).toEqual({ status: 403, body: { message: errors.accountNotActive } });
    expect(bank.state.users.get('blocked')?.transactions.length).toBe(before);
  });

  it('a refused transfer changes no balance', async () => {
    const { available, holding } = adaEur();
    await call('POST', '/v2/transfer/internal', {
      body: toAccount(adaEur(), euros('mallory', 'Mallory euros')),
    });
    expect(adaEur()).toMatchObject({ available, holding });
    expect(bank.state.settlements).toEqual([]);
  });

  it("an account whose bank details are malformed (acme's Savings) cannot receive", async () => {
    const response = await call('POST', '/v2/transfer/internal', {
      body: toAccount(adaEur(), euros('acme', 'Savings')),
    });
    expect(response.body).toEqual({ message: errors.recipientConfigurationNotAcceptable });
  });

  it('sending from the other GBP account of a contract allowing one is refused too', async () => {
    const response = await call('POST', '/v2/transfer/internal', {
      as: 'legacy',
      body: toAccount(accountOf(bank, 'legacy', 'Pounds two'), euros('grace', 'Grace pounds')),
    });
    expect(response.body).toEqual({ message: errors.quotaOver });
  });
});
