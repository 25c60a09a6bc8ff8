import { Route, Routes } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AccountRoute } from '../app/routes/account';
import { renderWithProviders } from './mock-bank-harness';

/**
 * An account's page at `path` ("/accounts/<id>", with a query when a test acts for a
 * company), over the mock bank. The app's own query client: its staleTime lets the page reuse
 * what it started early, as in the app.
 */
export function renderAccountPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/accounts/:accountId" element={<AccountRoute />} />
    </Routes>,
    { route: path, queryClient: createQueryClient() },
  );
}
