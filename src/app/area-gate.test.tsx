import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../mock/bank/faults';
import { renderWithProviders, setupMockBank } from '../test/mock-bank-harness';
import { gated } from './area-gate';

const { signInAs, requests, bank } = setupMockBank();

/** A screen of the companies area, as its record in screens.ts loads it. */
const Companies = gated(() => <h1>The companies screen</h1>, 'companies', 'title.companies');

describe('an area’s gate', () => {
  it('shows a blocked customer the screen’s title and why, with the bank’s contact', async () => {
    signInAs('blocked');
    renderWithProviders(<Companies />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your access is blocked' })).toBeVisible();
    expect(screen.getByText(/Please contact the bank’s support/)).toBeVisible();
    expect(screen.queryByText('The companies screen')).not.toBeInTheDocument();
    // Only the profile is read: nothing of the area's own.
    expect(requests()).toEqual(['GET /client 200']);
  });

  it('shows the screen itself to a customer whose standing leaves the area open', async () => {
    signInAs('rejected');
    renderWithProviders(<Companies />);
    expect(await screen.findByRole('heading', { name: 'The companies screen' })).toBeVisible();
  });

  it('stays closed when the profile cannot be read: it says so and offers to try again', async () => {
    signInAs('blocked');
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'error500' }));
    renderWithProviders(<Companies />);
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.queryByText('The companies screen')).not.toBeInTheDocument();
  });
});
