// A wallet's copy button is named in one sentence of the language, not two joined ("Adresse
// kopieren von Savings", as German read when "Copy address" and "of {name}" were put together).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n';
import { loadAreaTexts } from '../../lib/i18n/locale-texts';
import { WalletList } from './wallet-list';

const wallet = {
  id: 'w-1',
  currency: 'BTC',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  network: undefined,
  label: 'Savings',
  createdAt: undefined,
};

afterEach(cleanup);

describe('WalletList', () => {
  it.each([
    ['en-GB', 'Copy the address of Savings'],
    ['de-DE', 'Adresse von Savings kopieren'],
  ])('in %s names the copy button “%s”', async (locale, name) => {
    await loadAreaTexts(locale);
    render(
      <I18nProvider locale={locale}>
        <WalletList wallets={[wallet]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name })).toBeVisible();
  });
});
