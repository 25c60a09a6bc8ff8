import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CreateProfileForm } from './create-profile-form';

const { bank, signInAs, requests } = setupMockBank();
// A person who has signed up but has no client profile yet.
beforeEach(() => signInAs('new'));

function renderForm() {
  const onCreated = vi.fn<() => void>();
  return { ...renderWithProviders(<CreateProfileForm onCreated={onCreated} />), onCreated };
}

const submitButton = () => screen.getByRole('button', { name: 'Create my profile' });

async function fillIn(
  user: ReturnType<typeof renderForm>['user'],
  values: { name?: string; surname?: string; birthday?: string } = {},
) {
  const { name = 'Grace', surname = 'Hopper', birthday = '1990-12-09' } = values;
  if (name) await user.type(screen.getByLabelText('First name'), name);
  if (surname) await user.type(screen.getByLabelText('Surname'), surname);
  await user.type(screen.getByLabelText('Nationality'), 'France');
  if (birthday) await user.type(screen.getByLabelText('Date of birth'), birthday);
  await user.type(screen.getByLabelText('Mobile phone number'), '+33 6 12 34 56 78');
}

describe('CreateProfileForm against the mock bank', () => {
  it('two submits in the same tick send POST /client once', async () => {
    const { user, onCreated } = renderForm();
    await fillIn(user);
    const form = submitButton().closest('form');
    if (!form) throw new Error('No form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await vi.waitFor(() => expect(requests('/client')).not.toHaveLength(0));
    // Settled: a second POST would have left with the first and been answered by now.
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    expect(requests('/client')).toEqual(['POST /client 201']);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(bank.state.users.get('new')?.client).toMatchObject({
      name: 'Grace',
      surname: 'Hopper',
      nationality: 'FRA',
      phone: '+33612345678',
    });
  });

  it('a name of spaces and an empty date of birth are refused, saying what is missing', async () => {
    const { user } = renderForm();
    await fillIn(user, { name: '   ', birthday: '' });
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your name' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Enter your date of birth' })).toBeVisible();
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      /Enter your date of birth/,
    );
    expect(requests()).toEqual([]);
  });

  it('spaces around the name and surname are not sent', async () => {
    const { user, onCreated } = renderForm();
    await fillIn(user, { name: '  Grace ', surname: ' Hopper  ' });
    await user.click(submitButton());
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(bank.state.users.get('new')?.client).toMatchObject({ name: 'Grace', surname: 'Hopper' });
  });
});
