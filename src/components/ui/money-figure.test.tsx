import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n';
import { MoneyFigure } from './money-figure';

const MINUS = '\u2212';

/**
 * What Intl itself makes of the amount, with the true minus sign (U+2212) the issue asks for
 * negative money: the oracle, independent of the app's formatting code.
 */
function intlMoney(amount: string, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(amount as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}

function renderIn(locale: string, figure: React.ReactNode) {
  return render(<I18nProvider locale={locale}>{figure}</I18nProvider>);
}

afterEach(cleanup);

describe('MoneyFigure', () => {
  it('shows the amount in the active locale’s format, with its label read before it', () => {
    renderIn('en-GB', <MoneyFigure amount="12057.91" currency="EUR" label="Available" />);
    expect(screen.getByText('€12,057.91')).toBeVisible();
    expect(screen.getByText('Available').parentElement).toHaveTextContent('Available €12,057.91');
  });

  it('formats for the locale it is given: German puts the euro sign after the digits', () => {
    const { container } = renderIn('de-DE', <MoneyFigure amount="1234.5" currency="EUR" />);
    // Compared as text: Intl puts a no-break space before the sign, which getByText would fold.
    expect(container.textContent).toBe(intlMoney('1234.5', 'EUR', 'de-DE'));
    expect(container.textContent).toMatch(/^1\.234,50\s€$/);
  });

  it('a negative amount has the true minus sign (U+2212), never a hyphen', () => {
    renderIn('en-GB', <MoneyFigure amount="-25.50" currency="EUR" />);
    const figure = screen.getByText(intlMoney('-25.50', 'EUR', 'en-GB'));
    expect(figure.textContent).toContain(MINUS);
    expect(figure.textContent).not.toContain('-');
  });

  it('money in may carry a plus; zero and negative amounts never do', () => {
    renderIn(
      'en-GB',
      <>
        <MoneyFigure amount="25.50" currency="GBP" plus />
        <MoneyFigure amount="0.00" currency="GBP" plus />
        <MoneyFigure amount="-3" currency="GBP" plus />
      </>,
    );
    expect(screen.getByText(`+${intlMoney('25.50', 'GBP', 'en-GB')}`)).toBeVisible();
    expect(screen.getByText(intlMoney('0.00', 'GBP', 'en-GB'))).toBeVisible();
    expect(screen.getByText(intlMoney('-3', 'GBP', 'en-GB'))).toBeVisible();
  });

  it('keeps every digit of a decimal string (no binary float)', () => {
    renderIn('en-GB', <MoneyFigure amount="9007199254740993.01" currency="EUR" />);
    expect(screen.getByText('€9,007,199,254,740,993.01')).toBeVisible();
  });

  it('shows a value that is not a decimal as received, with its currency', () => {
    renderIn('en-GB', <MoneyFigure amount="n/a" currency="EUR" />);
    expect(screen.getByText('n/a EUR')).toBeVisible();
  });
});
