import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/mock-bank-harness';
import { ErrorMessage } from './error-message';

// Issue 36 §1: a request the page's Content-Security-Policy refused fails as a bare network
// error. Once the browser has reported such a refusal, the error says whose it is to fix, and
// tells the site's operators which address and directive, and where the fix is described.

/** What a browser dispatches on document (jsdom has no SecurityPolicyViolationEvent). */
function refuse(blockedURI: string) {
  document.dispatchEvent(
    Object.assign(new Event('securitypolicyviolation', { bubbles: true }), {
      blockedURI,
      effectiveDirective: 'connect-src',
    }),
  );
}

afterEach(cleanup);

describe('ErrorMessage of a network failure', () => {
  it('says only that the connection failed while the page’s policy refused nothing', () => {
    renderWithProviders(<ErrorMessage error={{ key: 'error.network' }} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/security settings/);
  });

  it('names the refused address for the operators once the policy refused one', async () => {
    refuse('https://api.bank.example/v1/accounts');
    renderWithProviders(<ErrorMessage error={{ key: 'error.network' }} />);
    expect(
      await screen.findByText(/security settings stopped the app from reaching an address/),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The Content-Security-Policy directive connect-src refused https://api.bank.example/v1/accounts.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/docs\/deployment\.md says how to allow it/)).toBeVisible();
  });

  it('says nothing of the policy beside an error that is not the network’s', () => {
    renderWithProviders(<ErrorMessage error={{ key: 'error.server' }} />);
    expect(screen.queryByText(/security settings/)).toBeNull();
  });
});
