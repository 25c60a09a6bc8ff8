import { describe, it, expect } from 'vitest';
import {
  isRecipientFound,
  parseBooleanWord,
  persistedRecipientListQuerySchema,
  persistedRecipientListSchema,
  recipientSearchQuerySchema,
  recipientSearchResponseSchema,
} from './schemas';
import { englishMessage } from '../../test/schema-messages';

const found = {
  isTransferPossible: true,
  isRecipientFound: 'true',
  name: 'Grace',
  surname: 'Hopper',
  client: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  account: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  currency: 'EUR',
};

describe('recipientSearchResponseSchema', () => {
  it('accepts a realistic result and strips unknown keys', () => {
    expect(recipientSearchResponseSchema.parse([{ ...found, phone: '+44' }])).toEqual([found]);
  });

  it('accepts a not-found result without identifiers', () => {
    const parsed = recipientSearchResponseSchema.parse([
      { isTransferPossible: false, isRecipientFound: 'false' },
    ]);
    expect(parsed[0] && isRecipientFound(parsed[0])).toBe(false);
  });

  it('leaves out a result without isTransferPossible, keeping the others (issue 35 §1)', () => {
    const { isTransferPossible: _possible, ...rest } = found;
    expect(recipientSearchResponseSchema.parse([rest, found])).toEqual([found]);
  });
});

describe('isRecipientFound and parseBooleanWord', () => {
  it('reads boolean words safely', () => {
    expect(isRecipientFound({ isRecipientFound: 'true' })).toBe(true);
    expect(isRecipientFound({ isRecipientFound: ' TRUE ' })).toBe(true);
    expect(isRecipientFound({ isRecipientFound: true })).toBe(true);
    expect(isRecipientFound({ isRecipientFound: 'false' })).toBe(false);
    expect(isRecipientFound({ isRecipientFound: 'yes' })).toBe(false);
    expect(isRecipientFound({ isRecipientFound: '' })).toBe(false);
    expect(parseBooleanWord('False')).toBe(false);
    expect(parseBooleanWord('1')).toBeNull();
    expect(parseBooleanWord(undefined)).toBeNull();
  });
});

describe('recipientSearchQuerySchema', () => {
  it('checks the value by attribute', () => {
    expect(
      recipientSearchQuerySchema.safeParse({
        currency: 'EUR',
        attribute: 'phone',
        value: '+447700900123',
      }).success,
    ).toBe(true);
    expect(
      recipientSearchQuerySchema.safeParse({
        currency: 'EUR',
        attribute: 'email',
        value: 'grace@example.com',
      }).success,
    ).toBe(true);
    const badEmail = recipientSearchQuerySchema.safeParse({
      currency: 'EUR',
      attribute: 'email',
      value: '+447700900123',
    });
    expect(englishMessage(badEmail.error?.issues[0]?.message)).toBe('Enter a valid email address');
  });

  it('refuses other attributes and bad currencies', () => {
    expect(
      recipientSearchQuerySchema.safeParse({ currency: 'EUR', attribute: 'alias', value: 'x' })
        .success,
    ).toBe(false);
    expect(
      recipientSearchQuerySchema.safeParse({
        currency: 'EU',
        attribute: 'email',
        value: 'grace@example.com',
      }).success,
    ).toBe(false);
  });
});

describe('persisted recipients', () => {
  it('accepts a realistic list and strips unknown keys', () => {
    const item = {
      recipientKey: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f7a',
      transferType: 'UKLT',
      recipientType: 'personal',
      currency: 'GBP',
      accountNumber: '12345678',
      sortCode: '123456',
      companyName: null,
      name: 'Grace Hopper',
    };
    const parsed = persistedRecipientListSchema.parse({
      items: [{ ...item, createdBy: 'x' }],
      count: 1,
      nextToken: null,
    });
    // null is absent (issue 35 §1): the item's companyName is read as not given.
    const { companyName: _none, ...read } = item;
    expect(parsed).toEqual({ items: [read], count: 1, nextToken: null });
  });

  it('needs no count (not read); leaves out an item lacking its key (issue 35 §1)', () => {
    expect(persistedRecipientListSchema.parse({ items: [] })).toEqual({ items: [] });
    expect(persistedRecipientListSchema.parse({ items: [{ currency: 'GBP' }], count: 1 })).toEqual({
      items: [],
      count: 1,
    });
  });

  it('checks the list query', () => {
    expect(persistedRecipientListQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(persistedRecipientListQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(persistedRecipientListQuerySchema.safeParse({ companyId: '' }).success).toBe(false);
  });
});
