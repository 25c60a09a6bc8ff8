import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n';
import { PhoneField } from './phone-field';

afterEach(cleanup);

const renderField = (error?: string) =>
  render(
    <I18nProvider locale="en">
      <PhoneField name="phone" label="Mobile phone number" error={error} />
    </I18nProvider>,
  );

describe('PhoneField', () => {
  it('is a labelled phone input that says which format to use', () => {
    renderField();
    const input = screen.getByLabelText('Mobile phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription(
      'In international format, starting with + and the country code, for example +44 7911 123456.',
    );
  });

  it('ties its error to the input', () => {
    renderField('Enter a valid mobile phone number');
    const input = screen.getByLabelText('Mobile phone number');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Enter a valid mobile phone number$/);
  });
});
