// The company verification screen while the documents are checked: its status read every
// few seconds, not while the tab is hidden, from the company record where that is turned on.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VERIFIER_REVIEW_DELAY_MS } from '../../../mock/bank/verifier';
import { KYB_POLL_MIN_MS } from '../../features/companies/use-company-status';
import { polledHeading, renderKyb, setupKybBank, stateHeading } from '../../test/kyb-kit';
import { setVisibility, useFakeTimers, wait } from '../../test/fake-time';
import { testConfig } from '../../test/test-config';

const { signInAs, requests, advanceClock, acmeCompany } = setupKybBank();

describe('CompanyVerificationRoute (KYB) against the mock bank', () => {
  it('documents sent → checked (heading focused, read every few seconds) → verified, then what comes next', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    useFakeTimers();
    const { user } = renderKyb(rockets, { userOptions: { advanceTimers: vi.advanceTimersByTime } });

    await user.click(await screen.findByRole('button', { name: 'Submit documents' }));
    const pending = await stateHeading('We are checking the documents of Acme Rockets');
    expect(pending).toHaveFocus();
    const reads = requests('/v2/companies').length;

    await wait(KYB_POLL_MIN_MS);
    expect(requests('/v2/companies')).toHaveLength(reads + 1);
    expect(pending).toBeInTheDocument();

    advanceClock(VERIFIER_REVIEW_DELAY_MS);
    const verified = await polledHeading('Acme Rockets is verified');
    expect(verified).toHaveFocus();
    const next = screen.getByRole('heading', { level: 3, name: 'What comes next' }).parentElement;
    if (!next) throw new Error('no next steps');
    // Rockets has no contract in the seed: that is what comes next.
    expect(
      within(next).getByRole('link', { name: 'Choose a contract (Acme Rockets)' }),
    ).toHaveAttribute('href', `/companies/${rockets.companyId}/contract`);
    expect(within(next).queryByRole('link', { name: /Verify the company/ })).toBeNull();
    expect(
      within(next).getByRole('link', { name: 'See its accounts (Acme Rockets)' }),
    ).toHaveAttribute('href', `/accounts?companyId=${rockets.companyId}`);

    // Settled: no more reads.
    const settled = requests('/v2/companies').length;
    await wait(KYB_POLL_MIN_MS * 5);
    expect(requests('/v2/companies')).toHaveLength(settled);
    // The flag is off: the legacy record is never asked for.
    expect(requests(`/companies/${rockets.companyId}`)).toEqual([]);
  });

  it('reads stop while the tab is hidden and start again when it is visible', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.kyb = 'kyb:pending';
    useFakeTimers();
    renderKyb(rockets);
    await stateHeading('We are checking the documents of Acme Rockets');
    expect(requests('/v2/companies')).toHaveLength(1);

    act(() => setVisibility('hidden'));
    await wait(KYB_POLL_MIN_MS * 5);
    expect(requests('/v2/companies')).toHaveLength(1);

    rockets.kyb = 'kyb:confirmed';
    act(() => setVisibility('visible'));
    expect(await polledHeading('Acme Rockets is verified')).toBeInTheDocument();
  });

  it('with the company record turned on, the status is read from GET /companies/{id}', async () => {
    signInAs('acme');
    const rockets = acmeCompany('Acme Rockets');
    rockets.kyb = 'kyb:pending';
    useFakeTimers();
    renderKyb(rockets, {
      config: { ...testConfig, features: { ...testConfig.features, companyRecord: true } },
    });
    await stateHeading('We are checking the documents of Acme Rockets');
    const record = `/companies/${rockets.companyId}`;
    expect(requests(record)).toEqual([`GET ${record} 200`]);

    await wait(KYB_POLL_MIN_MS);
    expect(requests(record)).toHaveLength(2);

    rockets.kyb = 'kyb:rejected';
    expect(await polledHeading('We could not verify Acme Rockets')).toHaveFocus();
    // The list was read once, for the page; the record carried the status, and is read no more.
    expect(requests('/v2/companies')).toEqual(['GET /v2/companies 200']);
    const settled = requests(record).length;
    await wait(KYB_POLL_MIN_MS * 4);
    expect(requests(record)).toHaveLength(settled);
  });
});
