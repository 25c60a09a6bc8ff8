import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { faultRuleSchema } from './faults';
import {
  KYC_TOKEN_TTL_MS,
  VERIFIER_REVIEW_DELAY_MS,
  verifierMessages,
} from './routes/verification';
import { createTestBank, type TestBank } from './test-bank';
import { clientProfileSchema, identityVerificationTokenSchema } from './spec/responses';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

const TOKEN_PATHS = ['/v2/clients/kyc-access-token', '/v1/kyc/access-token'] as const;

async function kycToken(as = 'ada'): Promise<string> {
  const response = await call('GET', TOKEN_PATHS[0], { as });
  expect(response.status).toBe(200);
  return identityVerificationTokenSchema.parse(response.body).token;
}

function submit(token: string | null, outcome: unknown) {
  return call('POST', '/__verifier/applicants/submit', {
    authorization: token === null ? null : `Bearer ${token}`,
    body: { outcome },
  });
}

async function kycOf(as = 'ada') {
  const response = await call('GET', '/client', { as });
  return clientProfileSchema.parse(response.body).kyc;
}

describe.each(TOKEN_PATHS)('GET %s', (path) => {
  it('answers {token, userId} with an opaque token and the client id as userId', async () => {
    const response = await call('GET', path);
    expect(response.status).toBe(200);
    const body = identityVerificationTokenSchema.parse(response.body);
    expect(body.userId).toBe(bank.state.users.get('ada')?.client?.client);
    // Not JWT-shaped: the token-safety checks look for JWTs in storage and URLs.
    expect(body.token).not.toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(body.token).not.toContain('.');
    const again = identityVerificationTokenSchema.parse((await call('GET', path)).body);
    expect(again.token).not.toBe(body.token);
  });

  it('needs the OIDC bearer', async () => {
    expect(await call('GET', path, { authorization: null })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('no client → 404 Client not found', async () => {
    expect(await call('GET', path, { as: 'new' })).toEqual({
      status: 404,
      body: { message: 'Client not found' },
    });
  });

  it.each([null, undefined, ''])('contract %j → 400 Client has no contract', async (contract) => {
    bank.patchClient('ada', { contract });
    expect(await call('GET', path)).toEqual({
      status: 400,
      body: { message: 'Client has no contract' },
    });
  });

  it.each(['LegacyContract', 'NoSuchContract'])(
    'contract %s (unavailable or unknown) → 400 Client contract is not acceptable',
    async (contract) => {
      bank.patchClient('ada', { contract });
      expect(await call('GET', path)).toEqual({
        status: 400,
        body: { message: 'Client contract is not acceptable' },
      });
    },
  );

  it('an injected 500 answers 500 (control API fault)', async () => {
    bank.faults.add(faultRuleSchema.parse({ path, kind: 'error500' }));
    expect((await call('GET', path)).status).toBe(500);
    expect((await call('GET', path)).status).toBe(200);
  });
});

describe('mock verifier: POST /__verifier/applicants/submit', () => {
  beforeEach(() => {
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
  });

  it.each([
    ['confirmed', 'kyc:confirmed'],
    ['rejected', 'kyc:rejected'],
    ['resubmission', 'kyc:resubmission'],
  ] as const)('outcome %s: pending now, %s after the review delay', async (outcome, final) => {
    const token = await kycToken();
    expect(await submit(token, outcome)).toEqual({
      status: 200,
      body: { reviewStatus: 'pending' },
    });
    expect(await kycOf()).toBe('kyc:pending');
    advance(VERIFIER_REVIEW_DELAY_MS - 1);
    expect(await kycOf()).toBe('kyc:pending');
    advance(1);
    expect(await kycOf()).toBe(final);
    advance(60_000);
    expect(await kycOf()).toBe(final);
  });

  it('the review settles on any authenticated request, not only GET /client', async () => {
    await submit(await kycToken(), 'confirmed');
    advance(VERIFIER_REVIEW_DELAY_MS);
    await call('GET', TOKEN_PATHS[1]);
    expect(bank.state.users.get('ada')?.client?.kyc).toBe('kyc:confirmed');
  });

  it('from kyc:resubmission documents can be sent again', async () => {
    bank.patchClient('ada', { kyc: 'kyc:resubmission' });
    expect((await submit(await kycToken(), 'confirmed')).status).toBe(200);
    expect(await kycOf()).toBe('kyc:pending');
  });

  it.each([
    ['kyc:pending', verifierMessages.alreadyPending],
    ['kyc:confirmed', verifierMessages.alreadyConfirmed],
    ['kyc:rejected', verifierMessages.rejectedFinally],
  ])('a client in %s → 409', async (kyc, message) => {
    const token = await kycToken();
    bank.patchClient('ada', { kyc });
    expect(await submit(token, 'confirmed')).toEqual({ status: 409, body: { message } });
  });

  it('a second submission while pending → 409, the first review stands', async () => {
    const token = await kycToken();
    await submit(token, 'rejected');
    expect((await submit(token, 'confirmed')).status).toBe(409);
    advance(VERIFIER_REVIEW_DELAY_MS);
    expect(await kycOf()).toBe('kyc:rejected');
  });

  it.each([
    ['no Authorization header', null],
    ['an unknown token', 'Bearer _act-mock-unknown'],
    ['the OIDC access token instead of the KYC token', 'Bearer t:ada'],
    ['another scheme', 'Basic abc'],
  ])('%s → 401, nothing changes', async (_name, authorization) => {
    await kycToken();
    const response = await call('POST', '/__verifier/applicants/submit', {
      authorization,
      body: { outcome: 'confirmed' },
    });
    expect(response).toEqual({ status: 401, body: { message: verifierMessages.invalidToken } });
    expect(await kycOf()).toBe('kyc:unconfirmed');
  });

  it('an expired token → 401', async () => {
    const token = await kycToken();
    advance(KYC_TOKEN_TTL_MS);
    expect((await submit(token, 'confirmed')).status).toBe(401);
  });

  it.each([{ outcome: 'approved' }, {}, { outcome: 'confirmed', extra: 1 }])(
    'body %j → 400 Invalid payload',
    async (body) => {
      const response = await call('POST', '/__verifier/applicants/submit', {
        authorization: `Bearer ${await kycToken()}`,
        body,
      });
      expect(response).toEqual({ status: 400, body: { message: 'Invalid payload' } });
    },
  );

  it('a token stays bound to its user', async () => {
    bank.patchClient('rejected', { kyc: 'kyc:unconfirmed' });
    const token = await kycToken('rejected');
    await submit(token, 'confirmed');
    expect(await kycOf('rejected')).toBe('kyc:pending');
    expect(await kycOf('ada')).toBe('kyc:unconfirmed');
  });

  it('reset() forgets tokens and reviews: no stale transition reaches the new state', async () => {
    const token = await kycToken();
    await submit(token, 'rejected');
    bank.reset();
    bank.patchClient('ada', { kyc: 'kyc:pending' });
    advance(VERIFIER_REVIEW_DELAY_MS * 10);
    expect(await kycOf()).toBe('kyc:pending');
    expect((await submit(token, 'confirmed')).status).toBe(401);
  });

  it('a status set through the control API meanwhile wins over the review', async () => {
    await submit(await kycToken(), 'rejected');
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    advance(VERIFIER_REVIEW_DELAY_MS);
    expect(await kycOf()).toBe('kyc:unconfirmed');
  });

  it('is logged like other requests', async () => {
    await submit(await kycToken(), 'confirmed');
    expect(bank.log.at(-1)).toMatchObject({
      method: 'POST',
      path: '/__verifier/applicants/submit',
      status: 200,
    });
  });
});
