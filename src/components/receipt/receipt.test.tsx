import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { renderWithProviders } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { ToastViewport } from '../ui/toast';
import { Receipt } from './receipt';
import { ReceiptActions } from './receipt-actions';

// A receipt drawn from fixtures written here: every expected figure is a literal (en-GB,
// euros), never the app's own formatting.
const PAYMENT: Transaction = {
  id: '5f0c6a52-9d1e-4c8e-9a57-1f2b3c4d5e6f',
  accountId: 'acc-1',
  amount: '250.00',
  status: 'pending',
  direction: 'out',
  paymentMethod: 'sepa',
  createdAt: '2026-03-01T12:34:00.000Z',
  updatedAt: '2026-03-01T12:34:00.000Z',
  fee: true,
  charge: {
    amount: '250.00',
    fee: '1.25',
    total: '251.25',
    flat: '1.00',
    percentage: '0.5',
    calculator: 'max',
    currency: 'EUR',
  },
  sender: { name: 'Ada', surname: 'Lovelace', iban: 'DE89370400440532013000' },
  recipient: {
    name: 'Grace',
    surname: 'Hopper',
    iban: 'NL91ABNA0417164300',
    reference: 'Dinner',
  },
};

function renderReceipt(transaction: Transaction, accountName: string | undefined = 'Everyday') {
  const subject = { transaction, currency: 'EUR', accountName };
  return renderWithProviders(
    <>
      <Receipt {...subject} />
      <ReceiptActions subject={subject} />
      <ToastViewport />
    </>,
  );
}

/** The receipt's lines as "term: value" texts. */
function lines(title = 'Payment receipt'): string[] {
  const receipt = screen.getByRole('article', { name: title });
  return within(receipt)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

const stops = () =>
  within(screen.getByRole('list', { name: 'Where this payment is' }))
    .getAllByRole('listitem')
    .map((stop) => stop.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('Receipt', () => {
  it('shows who was paid, the figures the charge records, the reference, account, time and status', () => {
    renderReceipt(PAYMENT);
    // The large figure is what left the account (issue 38): the amount and the fee beneath it.
    expect(screen.getByText('\u2212€251.25')).toBeVisible();
    expect(screen.queryByText('\u2212€250.00')).toBeNull();
    expect(lines()).toEqual([
      'Paid to: Grace HopperIBAN ending 4300',
      'Amount: €250.00',
      'Fee charged: €1.25The larger of €1.00 and 0.5% of the amount',
      'Total that left your account: €251.25',
      'Reference: Dinner',
      'From your account: EverydayIBAN ending 3000',
      // The tests run in UTC: the zone is said.
      'Date and time: 1 Mar 2026, 12:34 UTC',
      'Sent by: SEPA bank transfer',
      'Status: PendingThe bank is processing this payment.The money is set aside from your available balance and leaves your account when the payment completes. Nothing for you to do.',
    ]);
    expect(stops()).toEqual(['Sent (done)', 'Processing (now)', 'Completed (to come)']);
    // The bank's mark heads the printed receipt (hidden on screen by the print stylesheet).
    expect(
      within(screen.getByRole('article', { name: 'Payment receipt' })).getByText(
        testConfig.brand.name,
      ),
    ).toBeInTheDocument();
  });

  it('a fee the bank booked as a transaction of its own says it is a fee, and of which payment', () => {
    // As a bank that books fees apart writes it (the mock's alternate reading): the fee's
    // amount, `fee: true`, the operation's charge, the payment's id, no counterparty.
    renderReceipt({
      ...PAYMENT,
      id: 'fee-row-1',
      amount: '0.50',
      status: 'completed',
      fee: true,
      extId: PAYMENT.id,
      charge: { amount: '100.00', fee: '0.50', total: '100.50', flat: '0.50', currency: 'EUR' },
      recipient: null,
    });
    expect(screen.getByText('\u2212€0.50')).toBeVisible();
    expect(lines('Fee receipt')).toEqual([
      'Charged by: Your bank',
      'What it is: A fee your bank charged, booked as a transaction of its ownOn a payment of €100.00',
      'Fee charged: €0.50A flat fee of €0.50',
      'Reference: No reference',
      'From your account: EverydayIBAN ending 3000',
      'Date and time: 1 Mar 2026, 12:34 UTC',
      'Payment sent by: SEPA bank transfer',
      expect.stringMatching(/^Status: Completed/),
    ]);
  });

  it('money in: who paid, the account it arrived in, no fee', () => {
    renderReceipt({
      ...PAYMENT,
      direction: 'in',
      status: 'completed',
      fee: false,
      charge: null,
      sender: {
        name: 'Grace',
        surname: 'Hopper',
        ukAccountNumber: '55779911',
        ukSortCode: '200415',
      },
      recipient: { name: 'Ada', surname: 'Lovelace', reference: 'Rent' },
    });
    expect(screen.getByText('+€250.00')).toBeVisible();
    expect(lines().slice(0, 6)).toEqual([
      'Paid by: Grace HopperAccount ending 9911, sort code 20-04-15',
      'Amount: €250.00',
      'Fee charged: No fee',
      'Total: €250.00',
      'Reference: Rent',
      'Into your account: Everyday',
    ]);
    expect(stops()).toEqual(['Sent (done)', 'Processing (done)', 'Completed (done)']);
  });

  it('on hold says what that means; rejected says no money left and the total is not “taken”', () => {
    const { unmount } = renderReceipt({ ...PAYMENT, status: 'on_hold_provider' });
    expect(stops()).toEqual(['Sent (done)', 'On hold (now)', 'Completed (to come)']);
    expect(lines().at(-1)).toBe(
      'Status: On holdThe payment provider is checking this payment before it is sent on.Checks usually take up to a few working days; the money stays set aside meanwhile. The bank contacts you if it needs anything.',
    );
    unmount();

    renderReceipt({ ...PAYMENT, status: 'rejected', updatedAt: '2026-03-01T13:00:00.000Z' });
    expect(stops()).toEqual(['Sent (done)', 'Processing (done)', 'Rejected (done)']);
    expect(lines()).toContain('Total: €251.25');
    expect(lines()).toContain('Last change: 1 Mar 2026, 13:00 UTC');
    expect(lines().at(-1)).toBe(
      'Status: RejectedThis payment did not go through: no money left.Money set aside for it is back in your available balance. You can send it again.',
    );
  });

  it('a status the app does not know is shown readably, at processing', () => {
    renderReceipt({ ...PAYMENT, status: 'on_hold_review', direction: 'sideways' });
    expect(stops()).toEqual(['Sent (done)', 'Processing (now)', 'Completed (to come)']);
    expect(lines()[0]).toBe('From: Ada LovelaceIBAN ending 3000');
    expect(lines()[1]).toBe('To: Grace HopperIBAN ending 4300');
    expect(lines().at(-1)).toBe(
      'Status: On hold reviewThe bank gave this payment a status this app does not know.',
    );
  });
});

describe('ReceiptActions', () => {
  it('Download opens the print window; Copy puts the receipt in plain text on the clipboard', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderReceipt({ ...PAYMENT, status: 'completed' });
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(screen.getByRole('status')).toHaveTextContent('Receipt details copied');
    expect(await navigator.clipboard.readText()).toBe(
      [
        `${testConfig.brand.name} — Payment receipt`,
        'Paid to: Grace Hopper, IBAN ending 4300',
        'Amount: €250.00',
        'Fee charged: €1.25, The larger of €1.00 and 0.5% of the amount',
        'Total that left your account: €251.25',
        'Reference: Dinner',
        'From your account: Everyday, IBAN ending 3000',
        'Date and time: 1 Mar 2026, 12:34 UTC',
        'Sent by: SEPA bank transfer',
        'Status: Completed',
      ].join('\n'),
    );
    // No share sheet in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('Share hands the same text to the browser’s share sheet, where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderReceipt(PAYMENT);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Payment receipt',
      text: expect.stringContaining('Paid to: Grace Hopper, IBAN ending 4300\nAmount: €250.00'),
    });
  });

  it('closing the share sheet is no failure; a refusal says to copy instead', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderReceipt(PAYMENT);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByText('Sharing did not work. Copy the details instead.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('Sharing did not work. Copy the details instead.'),
    ).toBeVisible();
  });
});
