import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pillToneOf, StatusPill } from './status-pill';

afterEach(cleanup);

describe('StatusPill', () => {
  it('says the status in words; its mark is decoration, hidden from screen readers', () => {
    render(<StatusPill tone="negative">Rejected</StatusPill>);
    const pill = screen.getByText('Rejected');
    expect(pill).toHaveTextContent(/^Rejected$/);
    expect(pill).toHaveClass('status-pill--negative');
    const mark = pill.querySelector('svg.status-pill__mark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it('each tone looks different, and the word is always there', () => {
    render(
      <ul>
        {(['positive', 'pending', 'negative', 'neutral'] as const).map((tone) => (
          <li key={tone}>
            <StatusPill tone={tone}>{`Status ${tone}`}</StatusPill>
          </li>
        ))}
      </ul>,
    );
    const pills = screen.getAllByRole('listitem').map((item) => item.firstElementChild);
    expect(pills.map((pill) => pill?.textContent)).toEqual([
      'Status positive',
      'Status pending',
      'Status negative',
      'Status neutral',
    ]);
    expect(new Set(pills.map((pill) => pill?.className)).size).toBe(4);
    // A different mark for each tone too, not only a different colour.
    const marks = pills.map((pill) => pill?.querySelector('svg')?.getAttribute('class'));
    expect(new Set(marks).size).toBe(4);
  });

  it('reads the badge tones the transactions’ words use', () => {
    expect((['success', 'info', 'warning', 'danger', 'neutral'] as const).map(pillToneOf)).toEqual([
      'positive',
      'pending',
      'pending',
      'negative',
      'neutral',
    ]);
    expect(pillToneOf(undefined)).toBe('neutral');
  });
});
