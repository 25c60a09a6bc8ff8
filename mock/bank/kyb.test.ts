import { beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../src/api/companies/schemas';
import type { MockBank } from './bank';
import { KYC_TOKEN_TTL_MS, VERIFIER_REVIEW_DELAY_MS, verifierMessages } from './verifier';
import { createTestBank, type TestBank } from './test-bank';
import { companiesResponseSchema, identityVerificationTokenSchema } from './spec/responses';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

const TOKEN_PATHS = [
  (id: string) => `/v2/companies/${id}/kyb-access-token`,
  (id: string) => `/v1/kyb/access-token/${id}`,
] as const;

function acme(name: string): Company {
  const company = bank.state.users.get('acme')?.companies.find((c) => c.name === name);
  if (!company) throw new Error(`No company ${name}`);
  return company;
}

async function kybOf(name: string): Promise<string | undefined> {
  const response = await call('GET', '/v2/companies', { as: 'acme' });
  return companiesResponseSchema.parse(response.body).companies.find((c) => c.name === name)?.kyb;
}

async function kybToken(companyId: string): Promise<string> {
  const response = await call('GET', TOKEN_PATHS[0](companyId), { as: 'acme' });
  expect(response.status).toBe(200);
  return identityVerificationTokenSchema.parse(response.body).token;
}

const submit = (token: string, outcome: string) =>
  call('POST', '/__verifier/applicants/submit', {
    authorization: `Bearer ${token}`,
    body: { outcome },
  });

describe.each(TOKEN_PATHS)('KYB token %#', (path) => {
  it('answers {token, userId} for the user’s company', async () => {
    const rockets = acme('Acme Rockets');
    const response = await call('GET', path(rockets.companyId), { as: 'acme' });
    expect(response.status).toBe(200);
    const body = identityVerificationTokenSchema.parse(response.body);
    expect(body.userId).toBe(rockets.userId);
    expect(body.token).not.toContain('.');
  });

  it('a company the user does not administer → 404 Company not found', async () => {
    const rockets = acme('Acme Rockets');
    expect(await call('GET', path(rockets.companyId), { as: 'ada' })).toEqual({
      status: 404,
      body: { message: 'Company not found' },
    });
  });
});

describe('KYB through the test verifier', () => {
  it('initiated → pending → the outcome asked for, after the review delay', async () => {
    const { companyId } = acme('Acme Rockets');
    expect(await kybOf('Acme Rockets')).toBe('kyb:initiated');
    expect((await submit(await kybToken(companyId), 'confirmed')).status).toBe(200);
    expect(await kybOf('Acme Rockets')).toBe('kyb:pending');
    advance(VERIFIER_REVIEW_DELAY_MS - 1);
    expect(await kybOf('Acme Rockets')).toBe('kyb:pending');
    advance(1);
    expect(await kybOf('Acme Rockets')).toBe('kyb:confirmed');
    // The client's own identity check is untouched.
    expect(bank.state.users.get('acme')?.client?.kyc).toBe('kyc:confirmed');
  });

  it('rejected is final; a second submission while pending is refused', async () => {
    const token = await kybToken(acme('Acme Rockets').companyId);
    expect((await submit(token, 'rejected')).status).toBe(200);
    expect(await submit(token, 'confirmed')).toEqual({
      status: 409,
      body: { message: verifierMessages.alreadyPending },
    });
    advance(VERIFIER_REVIEW_DELAY_MS);
    expect(await kybOf('Acme Rockets')).toBe('kyb:rejected');
    expect((await submit(token, 'confirmed')).status).toBe(409);
  });

  it('resubmission lets the company send again; a confirmed company is refused', async () => {
    const token = await kybToken(acme('Acme Rockets').companyId);
    await submit(token, 'resubmission');
    advance(VERIFIER_REVIEW_DELAY_MS);
    expect(await kybOf('Acme Rockets')).toBe('kyb:resubmission');
    expect((await submit(token, 'confirmed')).status).toBe(200);
    const corpToken = await kybToken(acme('Acme Corporation').companyId);
    expect(await submit(corpToken, 'confirmed')).toEqual({
      status: 409,
      body: { message: verifierMessages.alreadyConfirmed },
    });
  });

  it('a confirmed company with a contract may activate its account; before, the status blocks it', async () => {
    const rockets = acme('Acme Rockets');
    const launch = bank.state.users.get('acme')?.accounts.find((a) => a.title === 'Launch fund');
    const activate = () =>
      call('PATCH', `/v2/accounts/${launch?.id}`, {
        as: 'acme',
        body: { companyId: rockets.companyId },
      });
    expect(await activate()).toEqual({
      status: 403,
      body: { message: 'Company status blocks account activation' },
    });
    await submit(await kybToken(rockets.companyId), 'confirmed');
    advance(VERIFIER_REVIEW_DELAY_MS);
    // Verified, but without a contract: still blocked.
    expect((await activate()).status).toBe(403);
    rockets.contractId = 'BasicContract';
    expect((await activate()).status).toBe(200);
  });

  it('an expired KYB token is refused', async () => {
    const token = await kybToken(acme('Acme Rockets').companyId);
    advance(KYC_TOKEN_TTL_MS);
    expect(await submit(token, 'confirmed')).toEqual({
      status: 401,
      body: { message: verifierMessages.invalidToken },
    });
  });
});
