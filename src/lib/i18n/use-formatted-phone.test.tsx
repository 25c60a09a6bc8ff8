import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormattedPhone } from './use-formatted-phone';

describe('useFormattedPhone', () => {
  it('shows the number as given, then in its international format once the tables load', async () => {
    const { result, unmount } = renderHook(() => useFormattedPhone('+442079460000'));
    expect(['+442079460000', '+44 20 7946 0000']).toContain(result.current);
    await waitFor(() => expect(result.current).toBe('+44 20 7946 0000'));
    unmount();
  });

  it('has nothing to show for no number', () => {
    const { result, unmount } = renderHook(() => useFormattedPhone(undefined));
    expect(result.current).toBeUndefined();
    unmount();
  });
});
