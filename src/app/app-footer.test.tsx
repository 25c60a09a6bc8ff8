// The footer's phone number waits for the first screen's reads before libphonenumber's tables
// load (issue 23 §3): shown as configured while the screen reads, formatted once it is done.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from '../config/config-context';
import { parseRuntimeConfig } from '../config/runtime-config';
import { I18nProvider } from '../lib/i18n/i18n';
import { AppFooter } from './app-footer';

const config = parseRuntimeConfig({
  apiBaseUrl: 'https://bank.test',
  oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
  brand: { name: 'Harbour Bank', primaryColor: '#0b4f9c', accentColor: '#0f766e' },
  support: { phone: '+442079460000' },
});

afterEach(cleanup);

describe('AppFooter', () => {
  it('shows the number as configured while the screen reads, then in its international format', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const read = client.fetchQuery({
      queryKey: ['screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    render(
      <QueryClientProvider client={client}>
        <I18nProvider locale="en-GB">
          <ConfigProvider config={config}>
            <AppFooter />
          </ConfigProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    // The tables are at hand (imported here): only the footer's own decision holds them back.
    await act(() => import('../lib/i18n/format-phone'));
    expect(screen.getByRole('link', { name: '+442079460000' })).toBeVisible();
    await act(async () => {
      answer('read');
      await read;
    });
    expect(await screen.findByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
  });
});
