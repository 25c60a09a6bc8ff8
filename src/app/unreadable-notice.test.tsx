// Issue 35 §1: one item of a list the bank sent that cannot be read never blanks the list,
// and is never left out silently: the shell says how many items are not shown.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { unreadableItems } from '../api/shared/tolerant';
import { AccountsOverview } from '../features/accounts/accounts-overview';
import { renderWithProviders, setupMockBank } from '../test/mock-bank-harness';
import { rewriteAnswer } from '../test/rewritten-answer';
import { UnreadableNotice } from './party-banner';

const { bank, server, accountOf } = setupMockBank();

type Body = Record<string, unknown>;

afterEach(() => unreadableItems.clear());

describe('UnreadableNotice', () => {
  it('keeps the readable accounts when one item cannot be read, and says one was left out', async () => {
    rewriteAnswer(server, bank, '/v1/accounts', (body) => [...(body as Body[]), { status: 1 }]);
    renderWithProviders(
      <>
        <UnreadableNotice />
        <AccountsOverview companyId={undefined} />
      </>,
    );
    const euros = accountOf('ada', 'Everyday euros');
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    expect(within(group).getByRole('article', { name: euros.title })).toBeVisible();
    expect(
      await screen.findByText('One item the bank sent could not be read, so it is not shown.'),
    ).toBeVisible();
  });

  it('says nothing while every item is read', async () => {
    renderWithProviders(
      <>
        <UnreadableNotice />
        <AccountsOverview companyId={undefined} />
      </>,
    );
    await screen.findByRole('region', { name: 'EUR accounts' });
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});
