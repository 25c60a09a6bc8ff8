// The home's tests (src/app/routes/home*.test.tsx): `/` rendered alone and the seed's oracles.
import { screen } from '@testing-library/react';
import Big from 'big.js';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { MockBank } from '../../mock/bank/bank';
import { faultRuleSchema, type FaultRule } from '../../mock/bank/faults';
import { createQueryClient } from '../api/query-client';
import { renderWithProviders } from './mock-bank-harness';
import { HomeRoute } from '../app/routes/home';

/** `/` alone, with the app's query client (its 30 s freshness: a GET sent twice shows). */
export function renderHome(route = '/', queryClient: QueryClient = createQueryClient()) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomeRoute />} />
    </Routes>,
    { route, queryClient },
  );
}

export function addFault(
  bank: MockBank,
  rule: Partial<FaultRule> & Pick<FaultRule, 'kind' | 'path'>,
) {
  bank.faults.add(faultRuleSchema.parse(rule));
}

/** Money as en-GB writes it, from Intl itself (an oracle independent of the app's code). */
export const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(
    amount as Intl.StringNumericLiteral,
  );

/** The seed's exact total of the available balances of a persona's active accounts in `currency`. */
export function seededAvailable(
  bank: MockBank,
  login: string,
  currency: string,
  companyId: string | null = null,
) {
  const accounts = (bank.state.users.get(login)?.accounts ?? []).filter(
    (account) =>
      account.currency === currency &&
      account.status === 'activated' &&
      (account.companyId ?? null) === companyId,
  );
  return accounts.reduce((sum, account) => sum.plus(account.available), new Big(0)).toFixed(2);
}

/** One region of the home, by its heading. */
export const section = (name: string) => screen.findByRole('region', { name });
