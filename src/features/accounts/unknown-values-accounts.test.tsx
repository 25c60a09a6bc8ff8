// Values of the spec's enums the app does not know (issue 19 §1) on the accounts overview.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { rewriteAnswer } from '../../test/rewritten-answer';
import { AccountsOverview } from './accounts-overview';

const { bank, server, accountOf } = setupMockBank();

type Body = Record<string, unknown>;

describe('AccountsOverview with values the app does not know', () => {
  it('an account the legacy list calls "closed" shows, its status in words', async () => {
    const euros = accountOf('ada', 'Everyday euros');
    rewriteAnswer(server, bank, '/account', (body) =>
      (body as Body[]).map((item) =>
        item.account === euros.id ? { ...item, status: 'closed' } : item,
      ),
    );
    renderWithProviders(<AccountsOverview companyId={undefined} />);
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const card = within(group).getByRole('article', { name: 'Everyday euros' });
    expect(within(card).getByText('Closed')).toBeVisible();
    expect(screen.getByRole('region', { name: 'GBP accounts' })).toBeInTheDocument();
  });

  it('a profile whose kyc is "kyc:in_review" is refused account opening, saying why', async () => {
    rewriteAnswer(server, bank, '/client', (body) => ({ ...(body as Body), kyc: 'kyc:in_review' }));
    renderWithProviders(<AccountsOverview companyId={undefined} />);
    expect(await screen.findByRole('region', { name: 'EUR accounts' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your identity check is not complete' }),
    ).toBeVisible();
    expect(screen.getByText(/The bank reports your identity check as “In review”/)).toBeVisible();
    expect(document.body).not.toHaveTextContent('kyc:in_review');
  });

  it('a profile whose adm is "adm:closed" is refused account opening, saying what the bank reports', async () => {
    rewriteAnswer(server, bank, '/client', (body) => ({ ...(body as Body), adm: 'adm:closed' }));
    renderWithProviders(<AccountsOverview companyId={undefined} />);
    expect(await screen.findByRole('heading', { name: 'Your access is limited' })).toBeVisible();
    expect(screen.getByText('The bank reports your profile’s status as “Closed”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(document.body).not.toHaveTextContent('adm:');
  });
});
