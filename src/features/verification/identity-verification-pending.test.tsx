// The identity check while the documents are checked: polled, paused in a hidden tab.
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { VERIFIER_REVIEW_DELAY_MS } from '../../../mock/bank/routes/verification';
import { setVisibility, useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import { renderVerification, setupVerificationBank } from '../../test/identity-verification-kit';
import { TEST_BANK_URL } from '../../test/mock-bank-harness';
import { PENDING_POLL_MS } from './identity-verification';

const { bank, server, requests, advanceClock } = setupVerificationBank();

describe('IdentityVerification against the mock bank', () => {
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

    it('documents sent before the bank hears of them: the wait is said, not the widget again', async () => {
      bank.patchClient('ada', { kyc: 'kyc:unconfirmed' });
      // The verifier took the documents; the bank still says unconfirmed until it hears.
      server.use(
        http.post(`${TEST_BANK_URL}/__verifier/applicants/submit`, () =>
          HttpResponse.json({ reviewStatus: 'pending' }),
        ),
      );
      useFakeTimers();
      const { user } = renderVerification({ advanceTimers: vi.advanceTimersByTime });

      await user.click(await screen.findByRole('button', { name: 'Submit documents' }));
      const waiting = await screen.findByRole('heading', {
        level: 2,
        name: 'We are checking your documents',
      });
      expect(waiting).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Checking your identity…');
      expect(screen.queryByRole('button', { name: 'Submit documents' })).not.toBeInTheDocument();

      bank.patchClient('ada', { kyc: 'kyc:confirmed' });
      const verified = await waitUntilFound(() =>
        screen.queryByRole('heading', { level: 2, name: 'Your identity is verified' }),
      );
      expect(verified).toHaveFocus();
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
