import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n';
import { Skeleton, SkeletonCards, SkeletonRows } from './skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is one polite status in words; the shapes are hidden from screen readers', () => {
    render(
      <I18nProvider locale="en-GB">
        <Skeleton label="Loading your accounts…">
          <SkeletonCards count={2} />
        </Skeleton>
      </I18nProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading your accounts…$/);
    expect(status).toHaveAttribute('aria-live', 'polite');
    const shapes = status.querySelector('.skeleton__shapes');
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(shapes?.querySelectorAll('.skeleton__card')).toHaveLength(2);
  });

  it('says “Loading…” when given no label, and keeps the number of rows asked for', () => {
    render(
      <I18nProvider locale="en-GB">
        <Skeleton>
          <SkeletonRows count={3} />
        </Skeleton>
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
    expect(document.querySelectorAll('.skeleton__row')).toHaveLength(3);
  });
});
