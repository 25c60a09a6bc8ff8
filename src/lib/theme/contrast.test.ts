import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, hslToHex, parseHex, relativeLuminance } from './contrast';

// Expected values from the WCAG 2.x definitions (and the pairs WebAIM's checker publishes),
// not from this code: white 1, black 0, 21:1 between them, #777777 on white 4.48:1.
describe('WCAG contrast', () => {
  it('gives white and black their defined luminance and 21:1', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#0b4f9c', '#0b4f9c')).toBe(1);
  });

  it.each([
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 3.99],
  ])('%s on %s is %s:1', (a, b, expected) => {
    // Published to two decimals, some rounded, some cut off: within 0.01.
    expect(Math.abs(contrastRatio(a, b) - expected)).toBeLessThan(0.01);
  });

  it('puts #777777 on white just under AA (4.5:1) and #767676 just over', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('weights the channels as the definition does (0.2126, 0.7152, 0.0722)', () => {
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000FF')).toBeCloseTo(0.0722, 4);
  });

  it('reads six-digit hex only', () => {
    expect(parseHex('#0B4F9C')).toEqual([11, 79, 156]);
    expect(() => parseHex('#fff')).toThrow();
  });

  it('converts to HSL and back', () => {
    expect(hexToHsl('#ff0000')).toEqual([0, 100, 50]);
    expect(hexToHsl('#808080')[2]).toBeCloseTo(50.2, 1);
    expect(hslToHex([120, 100, 25])).toBe('#008000');
    expect(hslToHex([240, 100, 50])).toBe('#0000ff');
    for (const hex of ['#0b4f9c', '#0f766e', '#e0a000', '#123456']) {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
    }
  });
});
