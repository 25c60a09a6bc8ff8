// The identity check against the mock bank: each kyc state, the token answers that send the
// user to an earlier step, and failures the user can recover from.
import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { KYC_TOKEN_TTL_MS } from '../../../mock/bank/routes/verification';
import {
  renderVerification,
  setupVerificationBank,
  V2,
} from '../../test/identity-verification-kit';

const { bank, server, signInAs, requests, advanceClock } = setupVerificationBank();

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
});
