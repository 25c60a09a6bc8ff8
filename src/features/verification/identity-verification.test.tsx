import { act, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { KYC_TOKEN_TTL_MS, VERIFIER_REVIEW_DELAY_MS } from '../../../mock/bank/routes/verification';
import { ApiError } from '../../api/errors';
import { getKycAccessToken } from '../../api/verification/requests';
import { setVisibility, useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import {
  renderWithProviders,
  setupMockBank,
  TEST_BANK_URL,
  type RenderWithProvidersOptions,
} from '../../test/mock-bank-harness';
import { IdentityVerification, PENDING_POLL_MS } from './identity-verification';

const V2 = `${TEST_BANK_URL}/v2/clients/kyc-access-token`;
const LINKS = { contract: '/onboarding/contract', profile: '/onboarding' };

// Registered before the harness so that it runs after the harness has unmounted (hooks
// after a test run in reverse order): the tab's visibility comes back with nothing listening.
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});
const { bank, server, signInAs, requests, advanceClock } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

function renderVerification(userOptions?: RenderWithProvidersOptions['userOptions']) {
  const onVerified = vi.fn<() => void>();
  const rendered = renderWithProviders(
    <IdentityVerification onVerified={onVerified} links={LINKS} />,
    { route: '/onboarding/verification', userOptions },
  );
  return { ...rendered, onVerified };
}

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

describe('IdentityVerification against the mock bank', () => {
  it('kyc:unconfirmed → explains the check and shows the test verifier with a fresh token', async () => {
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    renderVerification();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Start your identity check' }),
    ).toBeInTheDocument();
    const widget = await screen.findByRole('region', {
      name: 'Verification partner (test stand-in)',
    });
    const choices = within(widget).getByRole('group', { name: 'Result to simulate' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['confirmed', 'rejected', 'resubmission']);
    expect(within(choices).getByRole('radio', { name: 'Approved' })).toBeChecked();
    expect(requests()).toEqual(['GET /client 200', 'GET /v2/clients/kyc-access-token 200']);
  });

  it('the v2 endpoint missing (404, non-spec message) → the v1 token is used', async () => {
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    server.use(mswHttp.get(V2, () => HttpResponse.json({ message: 'Missing' }, { status: 404 })));
    renderVerification();
    expect(await screen.findByRole('button', { name: 'Submit documents' })).toBeInTheDocument();
    expect(requests()).toEqual(['GET /client 200', 'GET /v1/kyc/access-token 200']);
  });

  it('kyc:resubmission → asks for new documents and offers the widget again', async () => {
    bank.patchClient('ada', { kyc: 'kyc:resubmission' });
    renderVerification();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We need new documents' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit documents' })).toBeInTheDocument();
  });

  it('kyc:rejected → explains the rejection and what to do next, no token requested', async () => {
    signInAs('rejected');
    renderVerification();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not verify your identity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What you can do' })).toBeInTheDocument();
    expect(screen.getByText(/Contact our support team/)).toBeInTheDocument();
    expect(screen.getByText(/this page then asks you for new documents/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit documents' })).not.toBeInTheDocument();
    expect(requests()).toEqual(['GET /client 200']);
  });

  it('kyc:confirmed → done; Continue calls onVerified', async () => {
    const { user, onVerified } = renderVerification();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your identity is verified' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(requests()).toEqual(['GET /client 200']);
  });

  describe('token answers from the spec, explained with where to go first', () => {
    it('Client has no contract → the contract step comes first', async () => {
      bank.patchClient('ada', { kyc: 'kyc:unconfirmed', contract: null });
      renderVerification();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Accept a contract first' }),
      ).toBeInTheDocument();
      expect(screen.getByText('The bank said: Client has no contract')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the contract step' })).toHaveAttribute(
        'href',
        '/onboarding/contract',
      );
      expect(screen.queryByRole('button', { name: 'Submit documents' })).not.toBeInTheDocument();
      expect(requests('/v1/kyc/access-token')).toEqual([]);
    });

    it('Client contract is not acceptable → the contract step comes first', async () => {
      bank.patchClient('ada', { kyc: 'kyc:unconfirmed', contract: 'LegacyContract' });
      renderVerification();
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: 'Your contract needs to be changed first',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('The bank said: Client contract is not acceptable'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the contract step' })).toHaveAttribute(
        'href',
        '/onboarding/contract',
      );
    });

    it('Client not found (token) → the profile must be created first', async () => {
      bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
      server.use(
        mswHttp.get(V2, () => HttpResponse.json({ message: 'Client not found' }, { status: 404 })),
      );
      renderVerification();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Create your profile first' }),
      ).toBeInTheDocument();
      expect(screen.getByText('The bank said: Client not found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      // A spec message is an answer, not a missing endpoint.
      expect(requests('/v1/kyc/access-token')).toEqual([]);
    });

    it('no client at all (GET /client 404) → the profile must be created first', async () => {
      signInAs('new');
      renderVerification();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Create your profile first' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      expect(requests()).toEqual(['GET /client 404']);
    });
  });

  it('another token failure is said in plain words and "Try again" works', async () => {
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    bank.faults.add(
      faultRuleSchema.parse({ path: '/v2/clients/kyc-access-token', kind: 'error500' }),
    );
    const { user } = renderVerification();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The identity check could not be started');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    expect(alert).not.toHaveTextContent(/Internal server error|The bank said/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit documents' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed submission shows an alert; "Try again" brings the widget back', async () => {
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    bank.faults.add(
      faultRuleSchema.parse({ path: '/__verifier/applicants/submit', kind: 'error500' }),
    );
    const { user } = renderVerification();
    await user.click(await screen.findByRole('button', { name: 'Submit documents' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The identity check stopped');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Submit documents' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We are checking your documents' }),
    ).toBeInTheDocument();
  });

  it('an expired KYC token is renewed through the expiration handler', async () => {
    bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    const { user } = renderVerification();
    const submit = await screen.findByRole('button', { name: 'Submit documents' });
    advanceClock(KYC_TOKEN_TTL_MS);
    await user.click(submit);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We are checking your documents' }),
    ).toBeInTheDocument();
    expect(requests().slice(1)).toEqual([
      'GET /v2/clients/kyc-access-token 200',
      'POST /__verifier/applicants/submit 401',
      'GET /v2/clients/kyc-access-token 200',
      'POST /__verifier/applicants/submit 200',
      'GET /client 200',
    ]);
  });

  describe('while documents are checked', () => {
    it('submitting → pending (heading focused), polled every 3 s, polling stops once settled', async () => {
      bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
      useFakeTimers();
      const { user } = renderVerification({ advanceTimers: vi.advanceTimersByTime });

      await user.click(await screen.findByRole('radio', { name: 'Rejected' }));
      await user.click(screen.getByRole('button', { name: 'Submit documents' }));
      const pending = await screen.findByRole('heading', {
        level: 2,
        name: 'We are checking your documents',
      });
      expect(pending).toHaveFocus();
      const reads = requests('/client').length;

      await wait(PENDING_POLL_MS);
      expect(requests('/client')).toHaveLength(reads + 1);
      expect(pending).toBeInTheDocument();

      advanceClock(VERIFIER_REVIEW_DELAY_MS);
      const rejected = await waitUntilFound(() =>
        screen.queryByRole('heading', { level: 2, name: 'We could not verify your identity' }),
      );
      expect(rejected).toHaveFocus();
      // Settled: no more reads.
      const settled = requests('/client').length;
      await wait(PENDING_POLL_MS * 4);
      expect(requests('/client')).toHaveLength(settled);
    });

    it('polling pauses while the tab is hidden and resumes when it is visible again', async () => {
      bank.patchClient('ada', { kyc: 'kyc:pending' });
      useFakeTimers();
      renderVerification();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'We are checking your documents' }),
      ).toBeInTheDocument();
      expect(requests('/client')).toHaveLength(1);

      await wait(PENDING_POLL_MS);
      expect(requests('/client')).toHaveLength(2);

      act(() => setVisibility('hidden'));
      await wait(PENDING_POLL_MS * 5);
      expect(requests('/client')).toHaveLength(2);

      bank.patchClient('ada', { kyc: 'kyc:confirmed' });
      act(() => setVisibility('visible'));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Your identity is verified' }),
      ).toBeInTheDocument();
      await wait(PENDING_POLL_MS * 3);
      expect(requests('/client')).toHaveLength(3);
    });

    it('"Check the status now" reads the status at once', async () => {
      bank.patchClient('ada', { kyc: 'kyc:pending' });
      const { user } = renderVerification();
      await user.click(await screen.findByRole('button', { name: 'Check the status now' }));
      expect(requests('/client')).toHaveLength(2);
    });
  });
});
