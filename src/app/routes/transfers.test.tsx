// The transfers menu's link always opens a new transfer: arriving at /transfers while the last
// transfer's result is shown starts a fresh flow; while a transfer is being prepared, the
// flow's own writes to the address (its source) and an arrival keep what was typed.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Link } from '../../lib/router/link';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { TransfersRoute } from './transfers';

const { accountOf, requests } = setupMockBank();

function renderTransfers(route = '/transfers') {
  return renderWithProviders(
    <>
      {/* The menu's link, as the shell draws it. */}
      <Link to="/transfers">Transfers</Link>
      <Routes>
        <Route path="/transfers" element={<TransfersRoute />} />
      </Routes>
    </>,
    { route },
  );
}

const step = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the transfers menu link', () => {
  it('opens a new transfer when the last one’s result is shown', async () => {
    const { user } = renderTransfers(`/transfers?from=${accountOf('ada', 'Everyday euros').id}`);
    await user.click(await screen.findByRole('button', { name: /^A bank account/ }));
    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), 'NL91ABNA0417164300');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Hans');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Amount'), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await step('Transfer sent')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Transfers' }));
    expect(await step('Who are you paying?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transfer sent' })).toBeNull();
    // Nothing was sent again by starting anew.
    expect(requests('/v2/transfer').filter((line) => line.startsWith('POST'))).toEqual([
      'POST /v2/transfer 201',
    ]);
  });

  it('keeps a transfer being prepared, with what was typed', async () => {
    const { user } = renderTransfers();
    await user.click(await screen.findByRole('button', { name: /^A bank account/ }));
    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), 'NL91ABNA0417164300');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Hans');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The only euro account is chosen and written to the address: that starts nothing anew.
    await user.type(await screen.findByLabelText('Amount'), '40');
    await user.click(screen.getByRole('link', { name: 'Transfers' }));
    expect(await step('How much?')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('40');
  });
});
