import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seedBank } from '../../../mock/bank/seed';
import { ApiError } from '../errors';
import { setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import {
  acceptCompanyContract,
  getCompanies,
  getCompany,
  getKybAccessToken,
  patchCompanyContract,
  resendCompanyEmailCode,
  verifyCompanyEmail,
} from './requests';

const { signInAs, server, requests } = setupMockBank();

/** acme's seeded companies, read from the mock's seed (not from the app). */
const seeded = seedBank().users.get('acme')?.companies ?? [];
const corp = seeded.find((c) => c.name === 'Acme Corporation');
const rockets = seeded.find((c) => c.name === 'Acme Rockets');
if (!corp || !rockets) throw new Error('acme’s companies are not seeded');

describe('company requests against the mock bank', () => {
  it('GET /v2/companies of a user without a client profile is an empty list, not a failure', async () => {
    signInAs('new');
    expect(await getCompanies()).toEqual({ companies: [] });
    expect(requests()).toEqual(['GET /v2/companies 404']);
  });

  it('GET /v2/companies reads acme’s companies', async () => {
    signInAs('acme');
    const { companies } = await getCompanies();
    expect(companies.map((c) => [c.companyId, c.name, c.kyb])).toEqual(
      seeded.map((c) => [c.companyId, c.name, c.kyb]),
    );
  });

  it('GET /companies/{id} reads the legacy record', async () => {
    signInAs('acme');
    expect(await getCompany(rockets.companyId)).toMatchObject({
      companyId: rockets.companyId,
      name: 'Acme Rockets',
      kyc: 'kyc:initiated',
    });
  });

  it('the contract: PATCH sets it, contract-accept too, “no document” as an ApiError', async () => {
    signInAs('acme');
    await patchCompanyContract({ companyId: rockets.companyId, contract: 'BasicContract' });
    await acceptCompanyContract({ companyId: rockets.companyId, contractId: 'PremiumContract' });
    const after = (await getCompanies()).companies.find((c) => c.companyId === rockets.companyId);
    expect(after?.contractId).toBe('PremiumContract');
    const error = await patchCompanyContract({
      companyId: rockets.companyId,
      contract: 'LegacyContract',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      apiMessage: '[400] :: There is no document for the requested terms',
    });
  });

  it('the email: resend answers the record, verify with the mock’s code verifies it', async () => {
    signInAs('acme');
    expect((await resendCompanyEmailCode({ companyId: corp.companyId })).email).toBe(corp.email);
    await expect(verifyCompanyEmail({ companyId: corp.companyId, code: '111111' })).rejects.toThrow(
      'The verification code is not valid',
    );
    // The mock's fixed code (docs/mock-control-api.md).
    await verifyCompanyEmail({ companyId: corp.companyId, code: '246810' });
    const after = (await getCompanies()).companies.find((c) => c.companyId === corp.companyId);
    expect(after?.emailVerified).toBe(true);
  });
});

describe('getKybAccessToken', () => {
  it('reads the v2 token of the company', async () => {
    signInAs('acme');
    const token = await getKybAccessToken(rockets.companyId);
    expect(token.userId).toBe(rockets.userId);
    expect(requests()).toEqual([`GET /v2/companies/${rockets.companyId}/kyb-access-token 200`]);
  });

  it('falls back to GET /v1/kyb/access-token/{id} when v2 is missing', async () => {
    signInAs('acme');
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v2/companies/:companyId/kyb-access-token`, () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    expect((await getKybAccessToken(rockets.companyId)).userId).toBe(rockets.userId);
    expect(requests()).toEqual([`GET /v1/kyb/access-token/${rockets.companyId} 200`]);
  });

  it('a v2 answer with a token and nothing else is the token (issue 19)', async () => {
    signInAs('acme');
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v2/companies/:companyId/kyb-access-token`, () =>
        HttpResponse.json({ token: 'kyb-sdk-token' }),
      ),
    );
    expect((await getKybAccessToken(rockets.companyId)).token).toBe('kyb-sdk-token');
    // The override answered: the mock bank was not asked for v1.
    expect(requests()).toEqual([]);
  });

  it('a v2 answer without a token falls back to GET /v1/kyb/access-token/{id}', async () => {
    signInAs('acme');
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v2/companies/:companyId/kyb-access-token`, () =>
        HttpResponse.json({ accessToken: 'elsewhere' }),
      ),
    );
    expect((await getKybAccessToken(rockets.companyId)).userId).toBe(rockets.userId);
    expect(requests()).toEqual([`GET /v1/kyb/access-token/${rockets.companyId} 200`]);
  });

  it('`Company not found` is an answer, not a missing endpoint: no fallback', async () => {
    // ada administers no company.
    await expect(getKybAccessToken(rockets.companyId)).rejects.toMatchObject({
      status: 404,
      apiMessage: 'Company not found',
    });
    expect(requests()).toEqual([`GET /v2/companies/${rockets.companyId}/kyb-access-token 404`]);
  });
});
