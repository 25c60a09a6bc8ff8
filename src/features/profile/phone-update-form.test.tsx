import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { PhoneUpdateForm } from './phone-update-form';

const { bank, requests } = setupMockBank();

function renderForm() {
  const onDone = vi.fn<(saved: boolean) => void>();
  // Ada's seeded number.
  const rendered = renderWithProviders(<PhoneUpdateForm current="+447700900123" onDone={onDone} />);
  return { ...rendered, onDone };
}

describe('PhoneUpdateForm against the mock bank', () => {
  it('two submits in the same tick send PATCH /client once', async () => {
    const { user, onDone } = renderForm();
    const field = screen.getByLabelText('New phone number');
    await user.clear(field);
    await user.type(field, '+44 7911 123456');
    const form = field.closest('form');
    if (!form) throw new Error('No form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(requests('/client')).toEqual(['PATCH /client 200']);
    expect(bank.state.users.get('ada')?.client?.phone).toBe('+447911123456');
  });
});
