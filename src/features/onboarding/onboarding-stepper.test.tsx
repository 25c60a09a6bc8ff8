import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n';
import { ONBOARDING_STEPS } from './next-step';
import { OnboardingStepper } from './onboarding-stepper';

afterEach(cleanup);

describe('OnboardingStepper', () => {
  it('marks the steps before the current one done, the current one current, the rest to do', () => {
    render(
      <I18nProvider locale="en-GB">
        <OnboardingStepper steps={ONBOARDING_STEPS} current="verification" />
      </I18nProvider>,
    );
    const steps = within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Your details (done)',
      '✓Your contract (done)',
      '3Identity check (current step)',
      '4Your first account (to do)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
