// The result of a sent transfer is its receipt: read by the transaction id of the bank's
// answer, said plainly while the bank does not list it yet, explained when it cannot be read.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { RECEIPT_REFRESH_MS } from '../../api/transactions/receipt-refresh';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { recordedTransfer } from '../../test/recorded-transfer';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import type { PreparedTransfer } from './prepare-transfer';
import type { ReviewFee } from './review-fee';
import { ResultStep } from './result-step';

const { bank, requests, accountOf, userOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

const ID = '0b5f3c1e-7a2d-4e8f-9c6b-1d2e3f4a5b6c';

/** ada's 12.50 euros to Grace, as the review prepared it (what the result step reads). */
function sentTransfer(): PreparedTransfer {
  const eur = accountOf('ada', 'Everyday euros');
  const source = { id: eur.id, title: eur.title, currency: 'EUR', companyId: undefined };
  return {
    source: source as unknown as CombinedAccount,
    amount: '12.50',
    currency: 'EUR',
    reference: 'Lunch',
  } as unknown as PreparedTransfer;
}

/** The review's fee: max(1.00, 0.5 % of 12.50) by the contract's rule, not an estimate. */
const QUOTED: ReviewFee = {
  status: 'quoted',
  fee: '1.00',
  total: '13.50',
  rule: { currency: 'EUR', calculator: 'max', from: 0, flat: 1, percentage: 0.5 },
  estimate: null,
};

function renderResult(transfer: PreparedTransfer) {
  return renderWithProviders(
    <ResultStep
      transfer={transfer}
      result={{ kind: 'sent', result: { id: ID, operationId: crypto.randomUUID() } }}
      quotedFee={QUOTED}
      companyId={undefined}
      onSendAnother={() => undefined}
      onSendAgain={() => undefined}
    />,
  );
}

afterEach(() => vi.useRealTimers());

describe('the result of a sent transfer', () => {
  it('says the bank has taken it until the bank lists it, then shows its receipt', async () => {
    useFakeTimers();
    const transfer = sentTransfer();
    renderResult(transfer);
    expect(
      await screen.findByText(
        'The bank has taken your payment of €12.50. Its receipt shows here as soon as the bank lists the payment.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/The fee shown before sending, €1\.00, is what your contract’s rules give/),
    ).toBeVisible();
    const line = screen.getByRole('list', { name: 'Where this payment is' });
    expect(line).toHaveTextContent('Sent (now)Processing (to come)Completed (to come)');

    // The bank lists it, with the fee it charged.
    userOf('ada').transactions.push(
      recordedTransfer({
        id: ID,
        accountId: transfer.source.id,
        amount: '12.50',
        charge: { amount: '12.50', fee: '1.00', total: '13.50', currency: 'EUR' },
        recipient: { name: 'Grace', surname: 'Hopper', reference: 'Lunch' },
      }),
    );
    await wait(RECEIPT_REFRESH_MS);
    await waitUntilFound(() => screen.queryByRole('article', { name: 'Payment receipt' }));
    expect(screen.getByText('€13.50')).toBeVisible();
    // The bank's figure is there: the review's is no longer recalled.
    expect(screen.queryByText(/The fee shown before sending/)).toBeNull();
    // Only the newest page is read for a payment just sent.
    expect(requests('/v1/transactions').every((line) => !line.includes('lastKey'))).toBe(true);
  });

  it('a receipt that cannot be read says the payment was sent, with a way to try again', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v1/transactions',
        method: 'GET',
        kind: 'reject',
        status: 403,
      }),
    );
    const { user } = renderResult(sentTransfer());
    expect(
      await screen.findByText(/Your payment was sent, but its receipt could not be read just now/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/The bank has taken your payment of €12\.50/)).toBeVisible();
  });
});
