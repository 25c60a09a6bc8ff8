import { describe, expect, it } from 'vitest';
import { readableValue } from './readable-value';

describe('readableValue', () => {
  it.each([
    ['on_hold_review', 'On hold review'],
    ['kyc:in_review', 'In review'],
    ['adm:closed', 'Closed'],
    ['closed', 'Closed'],
    ['underReview', 'Under review'],
    ['  stop-limit ', 'Stop limit'],
  ])('%s reads "%s"', (value, words) => {
    expect(readableValue(value)).toBe(words);
  });
});
