import { describe, it, expect } from 'vitest';
import {
  externalTransferBodySchema,
  internalTransferBodySchema,
  transferResultSchema,
} from './schemas';
import { englishMessage } from '../../test/schema-messages';

const ACCOUNT = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const COMPANY = '9b1d7c4e-2f3a-4b5c-8d6e-7f8091a2b3c4';
const RECIPIENT_ACCOUNT = 'f0e1d2c3-b4a5-4968-8776-655443322110';
const KEY = 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f7a';

const internal = {
  amount: '25.50',
  from: { type: 'individual', accountId: ACCOUNT },
  recipient: {
    type: 'account',
    accountId: RECIPIENT_ACCOUNT,
    searchBy: 'email',
    reference: 'Rent',
  },
};

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
}

describe('internalTransferBodySchema', () => {
  it('accepts both from shapes', () => {
    expect(internalTransferBodySchema.parse(internal)).toEqual(internal);
    const fromCompany = { type: 'company', accountId: ACCOUNT, companyId: COMPANY };
    expect(internalTransferBodySchema.parse({ ...internal, from: fromCompany }).from).toEqual(
      fromCompany,
    );
  });

  it('accepts both recipient shapes, with and without reference', () => {
    const persisted = { type: 'persisted', key: KEY, reference: 'Invoice 42' };
    expect(
      internalTransferBodySchema.parse({ ...internal, recipient: persisted }).recipient,
    ).toEqual(persisted);
    const minimal = { type: 'account', accountId: RECIPIENT_ACCOUNT };
    expect(internalTransferBodySchema.safeParse({ ...internal, recipient: minimal }).success).toBe(
      true,
    );
    expect(
      internalTransferBodySchema.safeParse({
        ...internal,
        recipient: { type: 'persisted', key: KEY },
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown property at top level, in from and in recipient', () => {
    const top = internalTransferBodySchema.safeParse({ ...internal, currency: 'EUR' });
    expect(top.error?.issues[0]?.code).toBe('unrecognized_keys');
    const inFrom = internalTransferBodySchema.safeParse({
      ...internal,
      from: { ...internal.from, companyId: COMPANY },
    });
    expect(inFrom.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(paths(inFrom)).toEqual(['from']);
    const inRecipient = internalTransferBodySchema.safeParse({
      ...internal,
      recipient: { ...internal.recipient, key: KEY },
    });
    expect(paths(inRecipient)).toEqual(['recipient']);
    const persistedExtra = internalTransferBodySchema.safeParse({
      ...internal,
      recipient: { type: 'persisted', key: KEY, accountId: RECIPIENT_ACCOUNT },
    });
    expect(persistedExtra.success).toBe(false);
  });

  it('requires amount, from and recipient and every field of each shape', () => {
    expect(paths(internalTransferBodySchema.safeParse({}))).toEqual([
      'amount',
      'from',
      'recipient',
    ]);
    const company = internalTransferBodySchema.safeParse({
      ...internal,
      from: { type: 'company', accountId: ACCOUNT },
    });
    expect(paths(company)).toEqual(['from.companyId']);
    const noKey = internalTransferBodySchema.safeParse({
      ...internal,
      recipient: { type: 'persisted' },
    });
    expect(paths(noKey)).toEqual(['recipient.key']);
  });

  it('refuses unknown types, bad searchBy and empty ids (a bank’s id is otherwise opaque)', () => {
    const cases = [
      { ...internal, from: { type: 'business', accountId: ACCOUNT } },
      { ...internal, recipient: { ...internal.recipient, type: 'iban' } },
      { ...internal, recipient: { ...internal.recipient, searchBy: 'name' } },
      { ...internal, from: { type: 'individual', accountId: '' } },
    ];
    for (const body of cases) {
      expect(internalTransferBodySchema.safeParse(body).success).toBe(false);
    }
  });

  it('applies the amount and reference limits', () => {
    const withAmount = (amount: string) =>
      internalTransferBodySchema.safeParse({ ...internal, amount }).success;
    expect(withAmount('12345678901.12')).toBe(true);
    expect(withAmount('123456789012.12')).toBe(false);
    expect(withAmount('1.234')).toBe(false);
    expect(withAmount('0.5')).toBe(true);
    const withReference = (reference: string) =>
      internalTransferBodySchema.safeParse({
        ...internal,
        recipient: { ...internal.recipient, reference },
      }).success;
    expect(withReference('ab')).toBe(true);
    expect(withReference('a')).toBe(false);
    expect(withReference('a'.repeat(120))).toBe(true);
    expect(withReference('a'.repeat(121))).toBe(false);
    expect(withReference('Rent #4')).toBe(false);
  });
});

const sepaRecipient = {
  iban: 'DE89370400440532013000',
  name: 'Grace',
  surname: 'Hopper',
  type: 'individual',
  bicSwift: 'DEUTDEFF',
  reference: 'Invoice 2024/05-1',
  bankName: 'Deutsche Bank',
  bankCountry: 'DE',
  country: 'DE',
  city: 'Berlin',
  email: 'grace@example.com',
};
const external = {
  amount: '100',
  from: { type: 'individual', accountId: ACCOUNT },
  payment: { method: 'sepa', recipient: sepaRecipient },
};

describe('externalTransferBodySchema', () => {
  it('accepts a full SEPA body and a minimal one', () => {
    expect(externalTransferBodySchema.parse(external)).toEqual(external);
    const minimal = {
      ...external,
      payment: { method: 'sepa', recipient: { iban: sepaRecipient.iban, name: 'Grace' } },
    };
    expect(externalTransferBodySchema.safeParse(minimal).success).toBe(true);
  });

  it('requires iban and name and refuses a bad IBAN checksum', () => {
    const withRecipient = (recipient: object) =>
      externalTransferBodySchema.safeParse({ ...external, payment: { method: 'sepa', recipient } });
    expect(paths(withRecipient({ name: 'Grace' }))).toEqual(['payment.recipient.iban']);
    expect(paths(withRecipient({ iban: sepaRecipient.iban }))).toEqual(['payment.recipient.name']);
    const badIban = withRecipient({ ...sepaRecipient, iban: 'DE88370400440532013000' });
    expect(englishMessage(badIban.error?.issues[0]?.message)).toBe(
      'This IBAN is not valid: check it for typing mistakes',
    );
  });

  it('checks BIC length, SEPA reference characters and length, and unknown keys', () => {
    const withRecipient = (patch: object) =>
      externalTransferBodySchema.safeParse({
        ...external,
        payment: { method: 'sepa', recipient: { ...sepaRecipient, ...patch } },
      }).success;
    expect(withRecipient({ bicSwift: 'DEUTDEFF500' })).toBe(true);
    expect(withRecipient({ bicSwift: 'DEUTDEF' })).toBe(false);
    expect(withRecipient({ reference: 'a'.repeat(140) })).toBe(true);
    expect(withRecipient({ reference: 'a'.repeat(141) })).toBe(false);
    expect(withRecipient({ reference: '' })).toBe(false);
    expect(withRecipient({ reference: 'Rent & bills' })).toBe(false);
    expect(withRecipient({ type: 'company' })).toBe(false);
    expect(withRecipient({ nickname: 'G' })).toBe(false);
  });

  it('refuses other payment methods and bad amounts', () => {
    expect(
      externalTransferBodySchema.safeParse({
        ...external,
        payment: { method: 'swift', recipient: sepaRecipient },
      }).success,
    ).toBe(false);
    expect(externalTransferBodySchema.safeParse({ ...external, amount: '1.999' }).success).toBe(
      false,
    );
  });
});

describe('transferResultSchema', () => {
  it('accepts a realistic result and strips unknown keys', () => {
    const result = { id: '0f1e2d3c-4b5a-4697-8887-766554433221', operationId: KEY };
    expect(transferResultSchema.parse({ ...result, status: 'pending' })).toEqual(result);
  });

  it('needs the transaction id; the operation id is read where given, as the bank writes it', () => {
    expect(transferResultSchema.safeParse({ operationId: KEY }).success).toBe(false);
    expect(transferResultSchema.parse({ id: KEY })).toEqual({ id: KEY });
    expect(transferResultSchema.parse({ id: KEY, operationId: 'op-1' })).toEqual({
      id: KEY,
      operationId: 'op-1',
    });
  });
});
