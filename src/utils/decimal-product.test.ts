import { describe, expect, it } from 'vitest';
import { multiplyRounded } from './decimal-product';

describe('multiplyRounded', () => {
  it('multiplies exactly and rounds half-up to the scale', () => {
    expect(multiplyRounded('0.5', '3.01')).toBe('1.51');
    expect(multiplyRounded('0.12345678', '60990.5')).toBe('7529.69');
    expect(multiplyRounded('1.5', '2')).toBe('3.00');
    expect(multiplyRounded('0.005', '1')).toBe('0.01');
    expect(multiplyRounded('0.0049', '1')).toBe('0.00');
  });

  it('keeps the sign, and never writes zero with a minus', () => {
    expect(multiplyRounded('-0.005', '1')).toBe('-0.01');
    expect(multiplyRounded('-0.001', '1')).toBe('0.00');
    expect(multiplyRounded('-2', '-1.25')).toBe('2.50');
  });

  it('works beyond a float’s digits', () => {
    // 123456789012345.67 + 1234567.8901234567 (by hand)
    expect(multiplyRounded('123456789012345.67', '1.00000001')).toBe('123456790246913.56');
    expect(multiplyRounded('2', '3', 0)).toBe('6');
  });

  it('refuses what is not a decimal', () => {
    expect(() => multiplyRounded('1e3', '1')).toThrow(RangeError);
  });
});
