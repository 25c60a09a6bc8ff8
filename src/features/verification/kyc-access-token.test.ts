// The KYC access token: v2 where it answers, v1 where v2 is missing, and a real answer is
// never mistaken for a missing endpoint.
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { ApiError } from '../../api/errors';
import { getKycAccessToken } from '../../api/verification/requests';
import { setupVerificationBank, V2 } from '../../test/identity-verification-kit';

const { bank, server, signInAs, requests } = setupVerificationBank();

describe('getKycAccessToken', () => {
  beforeEach(() => bank.patchClient('ada', { kyc: 'kyc:unconfirmed' }));

  it('uses GET /v2/clients/kyc-access-token when it answers', async () => {
    const answer = await getKycAccessToken();
    expect(answer.userId).toBe(bank.state.users.get('ada')?.client?.client);
    expect(requests()).toEqual(['GET /v2/clients/kyc-access-token 200']);
  });

  it.each([
    [
      'a message outside the spec',
      () => HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
    ],
    ['no body', () => new HttpResponse(null, { status: 404 })],
  ])('a 404 with %s → falls back to GET /v1/kyc/access-token', async (_name, answer) => {
    server.use(mswHttp.get(V2, answer));
    const result = await getKycAccessToken();
    expect(result.token).toMatch(/^_act-mock-/);
    expect(requests()).toEqual(['GET /v1/kyc/access-token 200']);
  });

  it('a 404 `Client not found` is a real answer: no fallback', async () => {
    signInAs('new');
    const error = await getKycAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, apiMessage: 'Client not found' });
    expect(requests()).toEqual(['GET /v2/clients/kyc-access-token 404']);
  });

  it('a 400 or a 500 is not a missing endpoint: no fallback', async () => {
    bank.faults.add(
      faultRuleSchema.parse({ path: '/v2/clients/kyc-access-token', kind: 'error500' }),
    );
    await expect(getKycAccessToken()).rejects.toMatchObject({ status: 500 });
    bank.patchClient('ada', { contract: null });
    await expect(getKycAccessToken()).rejects.toMatchObject({
      status: 400,
      apiMessage: 'Client has no contract',
    });
    expect(requests('/v1/kyc/access-token')).toEqual([]);
  });
});
