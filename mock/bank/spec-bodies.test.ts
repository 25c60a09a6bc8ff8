import { describe, expect, it } from 'vitest';
import { READINGS } from './readings';
import { createTestBank } from './test-bank';

// The spec's limits on the client and account bodies, in both readings.

const START = new Date('2026-03-01T12:00:00.000Z');
const INVALID = { status: 400, body: { message: 'Invalid payload' } };
const grace = {
  name: 'Grace',
  surname: 'Hopper',
  nationality: 'USA',
  birthday: '1906-12-09',
  phone: '+12025550100',
};

describe.each(READINGS)('request limits (%s reading)', (reading) => {
  const call = createTestBank({ start: START, reading }).call;
  const createClient = (change: Record<string, unknown>) =>
    createTestBank({ start: START, reading }).call('POST', '/client', {
      as: 'new',
      body: { ...grace, ...change },
    });

  it.each([
    ['a name of 16 characters', { name: 'Gracegracegrace1' }],
    ['a surname of 31 characters', { surname: 'H'.repeat(31) }],
    ['a nationality of 2 letters', { nationality: 'US' }],
    ['a nationality that is no country', { nationality: 'XYZ' }],
    ['no phone', { phone: undefined }],
  ])('POST /client with %s → 400 Invalid payload', async (_name, change) => {
    expect(await createClient(change)).toEqual(INVALID);
  });

  it('POST /client with a 15-character name and a 30-character surname → 201', async () => {
    const answer = await createClient({ name: 'G'.repeat(15), surname: 'H'.repeat(30) });
    expect(answer.status).toBe(201);
  });

  it.each([['EU'], ['EURO'], ['eur']])('POST /v1/accounts in currency %s → 400', async (code) => {
    const body = { title: 'Holiday money', currency: code };
    expect(await call('POST', '/v1/accounts', { body })).toEqual(INVALID);
  });
});
