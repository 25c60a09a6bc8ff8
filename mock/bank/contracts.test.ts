import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { CURRENT_TERMS_VERSION } from './routes/contracts';
import { createTestBank, type TestBank } from './test-bank';
import {
  clientContractPatchResponseSchema,
  clientProfileSchema,
  contractListSchema,
} from './spec/responses';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let bank: MockBank, call: TestBank['call'];
beforeEach(() => {
  ({ bank, call } = createTestBank({ start: NOW }));
});

/** ada as a client who has not accepted a contract yet. */
function adaWithoutContract(): void {
  bank.patchClient('ada', { contract: null, termsVersion: null, termsAcceptedTs: null });
}

const accept = (contractId: unknown, as = 'ada') =>
  call('POST', '/v2/clients/contract-accept', { as, body: { contractId } });

describe('GET /contracts/clients', () => {
  it('answers the whole catalogue, unavailable contracts included, in the app’s shape', async () => {
    adaWithoutContract();
    const response = await call('GET', '/contracts/clients', { as: 'ada' });
    expect(response.status).toBe(200);
    const contracts = contractListSchema.parse(response.body);
    expect(contracts.map((c) => [c.id, c.available])).toEqual([
      ['BasicContract', true],
      ['PremiumContract', true],
      ['LegacyContract', false],
    ]);
    expect(contracts[0]?.params?.[0]?.transferPlane?.[0]).toEqual({
      currency: 'EUR',
      calculator: 'max',
      from: 0,
      flat: 1,
      percentage: 0.5,
    });
  });

  it('400 Client initiation failed for a user without a client profile', async () => {
    expect(await call('GET', '/contracts/clients', { as: 'new' })).toEqual({
      status: 400,
      body: { message: 'Client initiation failed' },
    });
  });

  it('stays readable once a contract is accepted (quotas are read from it)', async () => {
    const answer = await call('GET', '/contracts/clients', { as: 'ada' });
    expect(answer.status).toBe(200);
    expect((answer.body as { id: string }[]).map((c) => c.id)).toContain('BasicContract');
  });
});

describe('POST /v2/clients/contract-accept', () => {
  it('accepts an available contract and records the terms', async () => {
    adaWithoutContract();
    const response = await accept('PremiumContract');
    expect(response.status).toBe(200);
    // The body is the profile without the personal fields.
    const body = clientContractPatchResponseSchema.parse(response.body);
    expect(body.contract).toBe('PremiumContract');
    expect(response.body).not.toHaveProperty('name');
    expect(response.body).not.toHaveProperty('phone');

    const profile = clientProfileSchema.parse((await call('GET', '/client', { as: 'ada' })).body);
    expect(profile).toMatchObject({
      contract: 'PremiumContract',
      termsVersion: CURRENT_TERMS_VERSION,
      termsAcceptedTs: NOW.toISOString(),
      updated: NOW.toISOString(),
      name: 'Ada',
    });
  });

  it('404 Client not found for a user without a client profile', async () => {
    expect(await accept('BasicContract', 'new')).toEqual({
      status: 404,
      body: { message: 'Client not found' },
    });
  });

  it('400 The client has been already initiated when a contract is already accepted', async () => {
    expect(await accept('PremiumContract')).toEqual({
      status: 400,
      body: { message: 'The client has been already initiated' },
    });
    adaWithoutContract();
    expect((await accept('BasicContract')).status).toBe(200);
    expect(await accept('PremiumContract')).toEqual({
      status: 400,
      body: { message: 'The client has been already initiated' },
    });
  });

  it.each([
    ['an unknown contract', 'NoSuchContract'],
    ['an unavailable contract', 'LegacyContract'],
  ])('400 Client contract is not acceptable for %s', async (_name, contractId) => {
    adaWithoutContract();
    expect(await accept(contractId)).toEqual({
      status: 400,
      body: { message: 'Client contract is not acceptable' },
    });
    const profile = clientProfileSchema.parse((await call('GET', '/client', { as: 'ada' })).body);
    expect(profile.contract).toBeNull();
  });

  it.each([
    ['an empty contract id', { contractId: '' }],
    ['no contract id', {}],
    ['a number', { contractId: 7 }],
    ['not JSON', '{"contractId":'],
  ])('400 Invalid payload for %s', async (_name, body) => {
    adaWithoutContract();
    expect(await call('POST', '/v2/clients/contract-accept', { as: 'ada', body })).toEqual({
      status: 400,
      body: { message: 'Invalid payload' },
    });
  });

  it('afterwards accepting again answers The client has been already initiated', async () => {
    adaWithoutContract();
    await accept('BasicContract');
    expect(
      (
        await call('POST', '/v2/clients/contract-accept', {
          as: 'ada',
          body: { contractId: 'PremiumContract' },
        })
      ).body,
    ).toEqual({ message: 'The client has been already initiated' });
  });
});
