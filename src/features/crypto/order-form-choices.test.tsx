// The order form's choice of side before a pair is chosen: whole words, as each language
// starts a choice, never a verb left without its object.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { loadLocaleTexts } from '../../lib/i18n/locale-texts';
import { renderWithProviders } from '../../test/mock-bank-harness';
import { OrderFormChoices } from './order-form-choices';

// The German texts, as the app loads them before it starts in German.
beforeAll(() => loadLocaleTexts('de-DE'));
afterEach(cleanup);

function renderChoices(locale: string, pair: string) {
  return renderWithProviders(
    <LocaleProvider initialLocale={locale} locales={['en-GB', 'de-DE']}>
      <OrderFormChoices
        pairInfo={undefined}
        pair={pair}
        side="buy"
        type="market"
        errors={{}}
        onChange={() => undefined}
      />
    </LocaleProvider>,
  );
}

describe('OrderFormChoices', () => {
  it('offers Buy and Sell, capitalised, before a pair is chosen', async () => {
    renderChoices('de-DE', '');
    expect(
      await screen.findByRole('radio', { name: 'Kaufen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Verkaufen' })).toBeInTheDocument();
    cleanup();
    renderChoices('en-GB', '');
    expect(await screen.findByRole('radio', { name: 'Buy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeInTheDocument();
  });

  it('names the asset once a pair is chosen', async () => {
    renderChoices('de-DE', 'BTC/EUR');
    expect(
      await screen.findByRole('radio', { name: 'Bitcoin kaufen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bitcoin verkaufen' })).toBeInTheDocument();
  });
});
