/**
 * The floor page (issue 37 §3): the least a page of this app could cost the main thread. The
 * same libraries as the app (React, React DOM, React Router, React Query), its stylesheet and
 * typeface, drawing a static list of accounts with the app's own row markup, and nothing else:
 * no sign-in, no reads, no checks. scripts/bench-floor.ts builds it, serves it beside the app
 * and measures both in the same run, so the app's pages are judged as ratios to it, which hold
 * on a machine whose speed comes and goes.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import '../../src/styles/fonts.css';
import '../../src/styles/index.css';

interface FloorAccount {
  id: string;
  title: string;
  iban: string;
  amount: string;
}

const ACCOUNTS: readonly FloorAccount[] = [
  { id: 'a1', title: 'Everyday euros', iban: 'IBAN ending 3000', amount: '€1,520.75' },
  { id: 'a2', title: 'Pounds', iban: 'IBAN ending 4000', amount: '£310.00' },
  { id: 'a3', title: 'Savings pot', iban: 'IBAN ending 5000', amount: '€12,000.00' },
  { id: 'a4', title: 'Holiday', iban: 'IBAN ending 6000', amount: '€845.10' },
  { id: 'a5', title: 'Rent', iban: 'IBAN ending 7000', amount: '€1,100.00' },
  { id: 'a6', title: 'Bitcoin', iban: 'Wallet ending 8f2a', amount: '0.0125 BTC' },
];

function Accounts() {
  // Through React Query, as the app's screens read, but from memory.
  const { data = [] } = useQuery({ queryKey: ['floor-accounts'], queryFn: () => ACCOUNTS });
  return (
    <main className="page">
      <h1>Accounts</h1>
      <ul className="list-rows">
        {data.map((account) => (
          <li key={account.id} className="list-row">
            <Link className="list-row__link" to={`/floor/${account.id}`}>
              <span className="list-row__lines">
                <span className="list-row__line">
                  <span className="list-row__title">{account.title}</span>
                  <span className="list-row__amount">{account.amount}</span>
                </span>
                <span className="list-row__secondary">{account.iban}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/floor/*', element: <Accounts /> }]);
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
