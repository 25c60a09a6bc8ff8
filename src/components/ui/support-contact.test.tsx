import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config/config-context';
import { parseRuntimeConfig, type RuntimeConfigInput } from '../../config/runtime-config';
import { I18nProvider } from '../../lib/i18n/i18n';
import { SupportContact } from './support-contact';

const base: RuntimeConfigInput = {
  apiBaseUrl: 'https://bank.test',
  oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
  brand: { name: 'Harbour Bank', primaryColor: '#0b4f9c', accentColor: '#0f766e' },
  support: {
    email: 'help@harbour.example',
    phone: '+442079460000',
    hours: { en: 'Every day, 7:00 to 22:00', de: 'Täglich, 7:00 bis 22:00 Uhr' },
  },
};

function renderContact(
  variant: 'footer' | 'block',
  { locale = 'en-GB', support = base.support }: { locale?: string; support?: unknown } = {},
) {
  const config = parseRuntimeConfig({ ...base, support });
  return render(
    <I18nProvider locale={locale}>
      <ConfigProvider config={config}>
        <SupportContact variant={variant} />
      </ConfigProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('SupportContact', () => {
  it('in the footer: the bank, its email and phone as links, the hours in the language', async () => {
    const { container } = renderContact('footer');
    expect(container).toHaveTextContent(/^Need help\? Contact Harbour Bank:/);
    expect(screen.getByRole('link', { name: 'help@harbour.example' })).toHaveAttribute(
      'href',
      'mailto:help@harbour.example',
    );
    // The UK number in the international format of its numbering plan, once loaded.
    const phone = await screen.findByRole('link', { name: '+44 20 7946 0000' });
    expect(phone).toHaveAttribute('href', 'tel:+442079460000');
    expect(container).toHaveTextContent(
      /^Need help\? Contact Harbour Bank: help@harbour\.example · \+44 20 7946 0000 · Every day, 7:00 to 22:00$/,
    );
  });

  it('as a block: each way named; the hours of the active language, else the first given', async () => {
    const german = renderContact('block', { locale: 'de-DE' });
    expect(screen.getByText('Täglich, 7:00 bis 22:00 Uhr')).toBeInTheDocument();
    expect(await screen.findByText('+44 20 7946 0000')).toBeInTheDocument();
    german.unmount();

    renderContact('block', {
      locale: 'fr-FR',
      support: { email: 'help@harbour.example', hours: { en: 'Weekdays' } },
    });
    expect(screen.getByText('Weekdays')).toBeInTheDocument();
  });

  it('names email, phone and hours in the block', () => {
    const { container } = renderContact('block');
    const terms = within(container)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Email', 'Phone', 'Opening hours']);
  });

  it('shows nothing without an email or a phone number', () => {
    const { container } = renderContact('footer', { support: { hours: { en: 'Weekdays' } } });
    expect(container).toBeEmptyDOMElement();
  });
});
