import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import type { Contract } from '../../api/contracts/schemas';
import { renderWithProviders, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { TransferDraftProvider, type RecipientKind } from './transfer-draft';
import { TransferFlow } from './transfer-flow';

// The fee on review comes from the contract param that names the transfer's kind, from the
// contract of the party sending (the company acted for, or the customer), and says so when
// it is only an estimate or not known. Every figure is worked out by hand from the rules.

const { server, signInAs, accountOf, companyOf, requests } = setupMockBank();

/** Grace Hopper's phone number in the mock's seed (mock/bank/seed-customers.ts). */
const GRACE_PHONE = '+44 7700 900456';

const EUR_SEPA = { currency: 'EUR', calculator: 'max', from: 0, flat: 0.5, percentage: 0.2 };
const EUR_INTERNAL = { currency: 'EUR', calculator: 'max', from: 0, flat: 0, percentage: 0.1 };
const EUR_CRYPTO = { currency: 'EUR', calculator: 'percentage', from: 0, flat: 0, percentage: 0.5 };

/** One param per operation, as the spec's param fields allow (and the crypto exchange's). */
function perOperation(id: string, planes = { sepa: EUR_SEPA, internal: EUR_INTERNAL }): Contract {
  return {
    id,
    title: id,
    available: true,
    params: [
      { action: 'accountInitiation', controllers: ['accountLimit'], accountLimit: [] },
      {
        action: 'internalTransfer',
        operation: 'internalTransfer',
        controllers: ['transferPlane'],
        transferPlane: [planes.internal],
      },
      {
        action: 'sepaTransfer',
        operation: 'sepaTransfer',
        controllers: ['transferPlane'],
        transferPlane: [planes.sepa],
      },
      {
        action: 'cryptoExchange',
        operation: 'cryptoExchange',
        controllers: ['transferPlane'],
        transferPlane: [EUR_CRYPTO],
      },
    ],
  };
}

function catalogue(...contracts: Contract[]) {
  server.use(mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () => HttpResponse.json(contracts)));
}

/** GET /v2/companies answers acme's Acme Corporation with `contractId`. */
function corporationWithContract(contractId: string) {
  const company = { ...companyOf('acme', 'Acme Corporation'), contractId };
  server.use(
    mswHttp.get(`${TEST_BANK_URL}/v2/companies`, () => HttpResponse.json({ companies: [company] })),
  );
  return company.companyId;
}

function Screen({ companyId }: { companyId: string | undefined }) {
  const { accounts } = useAccountsWithBalances(companyId);
  return accounts ? <TransferFlow accounts={accounts} companyId={companyId} /> : null;
}

function renderFlow(kind: RecipientKind, fromId: string, companyId?: string) {
  return renderWithProviders(
    <TransferDraftProvider initial={{ fromId, kind }}>
      <Screen companyId={companyId} />
    </TransferDraftProvider>,
  );
}

type User = ReturnType<typeof renderFlow>['user'];

async function reviewSepa(user: User, amount: string) {
  await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013000');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Max');
  await continueToAmount(user, amount);
}

async function reviewToGrace(user: User, amount: string) {
  // Looked up as soon as the number is complete.
  await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), GRACE_PHONE);
  expect(await screen.findByText('Found: Grace Hopper', {}, { timeout: 5000 })).toBeVisible();
  await continueToAmount(user, amount);
}

/** Continue to the amount step, type `amount`, and continue to the review. */
async function continueToAmount(user: User, amount: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Check and confirm' });
}

/** The description of a term of the review's summary. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

const everyday = () => accountOf('ada', 'Everyday euros').id;

describe('the fee on review, one contract param per operation', () => {
  it.each([
    // max(0.50, 0.2 % of 100.00 = 0.20) = 0.50; max(0.50, 0.2 % of 2,000.00 = 4.00) = 4.00.
    ['100', '€0.50', '€100.50'],
    ['2000', '€4.00', '€2,004.00'],
  ])('a SEPA transfer of %s takes the sepaTransfer rule: fee %s', async (amount, fee, total) => {
    catalogue(perOperation('BasicContract'));
    const { user } = renderFlow('sepa', everyday());
    await reviewSepa(user, amount);
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent(fee));
    expect(valueOf('Total leaving your account')).toHaveTextContent(total);
    expect(screen.queryByText(/Estimated fee/)).toBeNull();
    expect(screen.getByText(/0\.2%, at least €0\.50/)).toBeVisible();
  });

  it('an internal transfer takes the internalTransfer rule, never the crypto exchange’s', async () => {
    // In another order too: the params' order says nothing.
    const contract = perOperation('BasicContract');
    contract.params?.reverse();
    catalogue(contract);
    const { user } = renderFlow('customer', everyday());
    await reviewToGrace(user, '100');
    // max(0.00, 0.1 % of 100.00) = 0.10 (the exchange's 0.5 % would be 0.50).
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€0.10'));
    expect(valueOf('Total leaving your account')).toHaveTextContent('€100.10');
    expect(screen.queryByText(/Estimated fee/)).toBeNull();
  });

  it('names the kind in any case and spelling close to it (SEPA_TRANSFER)', async () => {
    const contract = perOperation('BasicContract');
    const [, , sepa] = contract.params ?? [];
    if (sepa) Object.assign(sepa, { action: 'SEPA_TRANSFER', operation: undefined });
    catalogue(contract);
    const { user } = renderFlow('sepa', everyday());
    await reviewSepa(user, '100');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€0.50'));
  });

  it('says the fee is not known where no param prices the currency, never "No fee"', async () => {
    const none = { ...EUR_SEPA, currency: 'GBP' };
    catalogue(perOperation('BasicContract', { sepa: none, internal: none }));
    const { user } = renderFlow('sepa', everyday());
    await reviewSepa(user, '100');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('Not known'));
    expect(screen.queryByText(/no fee/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm and send' })).toBeEnabled();
  });
});

describe('the fee on review, a single plane that names no transfer kind', () => {
  it('applies the accountInitiation plane and marks the fee as an estimate', async () => {
    // The mock's BasicContract: one accountInitiation param, EUR max(1.00, 0.5 %).
    const { user } = renderFlow('customer', everyday());
    await reviewToGrace(user, '12.50');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€1.00'));
    expect(screen.getByText(/Estimated fee/)).toBeVisible();
    expect(screen.getByText(/The bank confirms the fee when it records the payment/)).toBeVisible();
  });
});

describe('the fee on review, acting for a company', () => {
  it('applies the company’s contract, not the user’s', async () => {
    signInAs('acme');
    const companyId = corporationWithContract('CompanyContract');
    const flat = { currency: 'EUR', calculator: 'max', from: 0, flat: 0.2, percentage: 0 };
    catalogue(
      perOperation('BasicContract'),
      perOperation('CompanyContract', {
        sepa: flat,
        internal: flat,
      }),
    );
    const { user } = renderFlow('customer', accountOf('acme', 'Acme operating').id, companyId);
    await reviewToGrace(user, '10.00');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€0.20'));
    expect(valueOf('Total leaving your account')).toHaveTextContent('€10.20');
  });

  it('says the fee is not known when the company’s contract is not in the catalogue', async () => {
    signInAs('acme');
    const companyId = corporationWithContract('BusinessContract');
    catalogue(perOperation('BasicContract'));
    const { user } = renderFlow('customer', accountOf('acme', 'Acme operating').id, companyId);
    await reviewToGrace(user, '10.00');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('Not known'));
    expect(screen.queryByText(/no fee/i)).toBeNull();
    expect(screen.getByText(/The fee is not known before sending/)).toBeVisible();
    expect(requests().filter((line) => line.startsWith('POST'))).toEqual([]);
  });
});

describe('the fee the bank recorded, after sending', () => {
  it('shows the transaction’s charge, read from the account’s transactions', async () => {
    // The review quotes 0.50 by the overridden catalogue; the mock bank charges by its own
    // seeded BasicContract, max(1.00, 0.5 % of 100.00) = 1.00, and records it in `charge`.
    catalogue(perOperation('BasicContract'));
    const { user } = renderFlow('sepa', everyday());
    await reviewSepa(user, '100');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€0.50'));
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('heading', { name: 'Transfer sent' })).toBeInTheDocument();
    await vi.waitFor(() => expect(valueOf('Fee charged')).toHaveTextContent('€1.00'));
    expect(requests('/v2/transfer').filter((line) => line.startsWith('POST'))).toEqual([
      'POST /v2/transfer 201',
    ]);
  });

  it('until the charge is read, says the fee shown on review was an estimate', async () => {
    // The transactions show nothing yet (the bank has not recorded the transfer).
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, () =>
        HttpResponse.json([{ transactions: [], lastKey: null }]),
      ),
    );
    const { user } = renderFlow('customer', everyday());
    await reviewToGrace(user, '12.50');
    await vi.waitFor(() => expect(valueOf('Fee')).toHaveTextContent('€1.00'));
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('heading', { name: 'Transfer sent' })).toBeInTheDocument();
    // The receipt waits for the bank to list the payment, and says so.
    expect(
      await screen.findByText(/The fee shown before sending, €1\.00, was an estimate/),
    ).toBeVisible();
    expect(screen.getByText(/The bank has taken your payment of €12\.50/)).toBeVisible();
    expect(screen.queryByText('Fee charged')).toBeNull();
    expect(requests().filter((line) => line.startsWith('POST'))).toEqual([
      'POST /v2/transfer/internal 201',
    ]);
  });
});
