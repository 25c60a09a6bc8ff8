import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config/config-context';
import { parseRuntimeConfig } from '../../config/runtime-config';
import type { AuthClient } from '../../lib/auth/auth-client';
import { AuthProvider } from '../../lib/auth/auth-context';
import { I18nProvider } from '../../lib/i18n/i18n';
import { testConfig } from '../../test/test-config';
import { rememberSignedOutReason } from '../signed-out-reason';
import { SignedOutRoute } from './signed-out';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderSignedOut(idleTimeoutSeconds = 300) {
  const config = parseRuntimeConfig({
    apiBaseUrl: testConfig.apiBaseUrl,
    oidc: testConfig.oidc,
    idleTimeoutSeconds,
  });
  const auth = { signIn: () => Promise.resolve() } as unknown as AuthClient;
  return render(
    <I18nProvider locale="en-GB">
      <ConfigProvider config={config}>
        <AuthProvider client={auth}>
          <SignedOutRoute />
        </AuthProvider>
      </ConfigProvider>
    </I18nProvider>,
  );
}

const IDLE_5 = 'You were signed out after 5 minutes without activity, to protect your account.';

describe('SignedOutRoute', () => {
  it('says why after an idle sign-out, with the configured time, once', () => {
    rememberSignedOutReason('idle');
    renderSignedOut();
    expect(screen.getByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(screen.getByText(IDLE_5)).toBeInTheDocument();
    // Read once: the word is gone, a reload says the usual text.
    expect(sessionStorage.length).toBe(0);
    cleanup();
    renderSignedOut();
    expect(screen.queryByText(IDLE_5)).not.toBeInTheDocument();
  });

  it('words other configured times: 1 minute, 90 seconds', () => {
    rememberSignedOutReason('idle');
    renderSignedOut(60);
    expect(
      screen.getByText(
        'You were signed out after 1 minute without activity, to protect your account.',
      ),
    ).toBeInTheDocument();
    cleanup();
    rememberSignedOutReason('idle');
    renderSignedOut(90);
    expect(
      screen.getByText(
        'You were signed out after 90 seconds without activity, to protect your account.',
      ),
    ).toBeInTheDocument();
  });

  it('says the usual text after a sign-out the customer chose', () => {
    renderSignedOut();
    expect(
      screen.getByText(
        'Your session has ended and the data of this session was cleared from this tab.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/without activity/)).not.toBeInTheDocument();
  });
});
