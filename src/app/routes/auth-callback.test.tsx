import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthClient } from '../../lib/auth/auth-client';
import { AuthProvider } from '../../lib/auth/auth-context';
import { I18nProvider } from '../../lib/i18n/i18n';
import { AuthCallbackRoute } from './auth-callback';

afterEach(cleanup);

/** A client whose code exchange fails as a fetch the browser refused does (a TypeError). */
function failingAuth(): AuthClient {
  return {
    pendingReturnPath: () => null,
    completeSignIn: () => Promise.reject(new TypeError('Failed to fetch')),
    signIn: () => Promise.resolve(),
  } as unknown as AuthClient;
}

function renderCallback() {
  return render(
    <I18nProvider locale="en-GB">
      <AuthProvider client={failingAuth()}>
        <MemoryRouter>
          <AuthCallbackRoute />
        </MemoryRouter>
      </AuthProvider>
    </I18nProvider>,
  );
}

function violation(blockedURI: string, effectiveDirective = 'connect-src'): Event {
  return Object.assign(new Event('securitypolicyviolation', { bubbles: true }), {
    blockedURI,
    effectiveDirective,
    violatedDirective: effectiveDirective,
  });
}

const EXPIRED = 'The sign-in answer was not valid or has expired. Please sign in again.';

describe('AuthCallbackRoute', () => {
  it('says the sign-in answer was not valid when nothing was refused', async () => {
    renderCallback();
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it("names the address the page's CSP refused, the directive, and where the docs say how", async () => {
    renderCallback();
    await screen.findByRole('heading', { name: 'Sign-in could not be completed' });
    // The browser reports the refusal a moment after the fetch has failed.
    act(() => {
      document.dispatchEvent(violation('https://auth.bank.example/oauth2/token'));
    });
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    // The operators' words load when shown (a chunk of their own).
    expect(
      await screen.findByText(
        /security settings stopped sign-in from reaching an address it needs/,
      ),
    ).toBeInTheDocument();
    const refusal = screen.getByRole('listitem');
    expect(refusal).toHaveTextContent(
      'The Content-Security-Policy directive connect-src refused https://auth.bank.example/oauth2/token.',
    );
    expect(screen.getByText(/docs\/deployment\.md/)).toHaveTextContent(
      'npx tsx scripts/security-headers.ts config.json --discover',
    );
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
