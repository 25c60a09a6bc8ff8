import { describe, expect, it } from 'vitest';
import { brandColours } from './brand-colours';
import { contrastRatio, hexToHsl, hslToHex } from './contrast';

const brand = (colours: Partial<Parameters<typeof brandColours>[0]>) => ({
  name: 'Test Bank',
  primaryColor: '#0b4f9c',
  accentColor: '#0f766e',
  ...colours,
});

// The backgrounds of the shared contract (tokens.css): light bg/surface, dark bg/surface.
const LIGHT = ['#f5f6f8', '#ffffff'];
const DARK = ['#0f1216', '#171b21'];
const readable = (colour: string, on: string[], ratio: number) =>
  on.every((background) => contrastRatio(colour, background) >= ratio);

describe('brandColours', () => {
  it('keeps the default colours for the light scheme and gives white text on the primary', () => {
    const { properties, adjustments, problems } = brandColours(brand({}));
    expect(properties['--tenant-primary-light']).toBe('#0b4f9c');
    expect(properties['--tenant-on-primary-light']).toBe('#ffffff');
    expect(properties['--tenant-accent-light']).toBe('#0f766e');
    expect(adjustments).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('derives readable dark-scheme colours from the light ones, silently', () => {
    const { properties, adjustments } = brandColours(brand({}));
    const primary = properties['--tenant-primary-dark'];
    expect(readable(primary, DARK, 4.5)).toBe(true);
    expect(readable(properties['--tenant-accent-dark'], DARK, 3)).toBe(true);
    // Lighter than the light scheme's, same hue (within rounding).
    expect(hexToHsl(primary)[2]).toBeGreaterThan(hexToHsl('#0b4f9c')[2]);
    expect(Math.abs(hexToHsl(primary)[0] - hexToHsl('#0b4f9c')[0])).toBeLessThan(2);
    // Text on the dark scheme's primary is near-black, readable.
    expect(properties['--tenant-on-primary-dark']).toBe('#0f1216');
    expect(contrastRatio('#0f1216', primary)).toBeGreaterThanOrEqual(4.5);
    expect(adjustments).toEqual([]);
  });

  it('darkens a configured primary too light for text on the light scheme, and says so', () => {
    // Amber on white: 2.05:1 by the WCAG formula, far under 4.5:1.
    expect(contrastRatio('#e0a000', '#ffffff')).toBeLessThan(4.5);
    const { properties, adjustments, problems } = brandColours(brand({ primaryColor: '#e0a000' }));
    const adjusted = properties['--tenant-primary-light'];
    expect(adjusted).not.toBe('#e0a000');
    expect(readable(adjusted, LIGHT, 4.5)).toBe(true);
    expect(contrastRatio(properties['--tenant-on-primary-light'], adjusted)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(hexToHsl(adjusted)[2]).toBeLessThan(hexToHsl('#e0a000')[2]);
    // The smallest change that passes: one lightness point lighter would not.
    const [h, s, l] = hexToHsl(adjusted);
    expect(readable(hslToHex([h, s, l + 1]), LIGHT, 4.5)).toBe(false);
    expect(Math.abs(h - hexToHsl('#e0a000')[0])).toBeLessThan(2);
    expect(s).toBeGreaterThan(90);
    expect(problems).toEqual([]);
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toContain('brand.primaryColor #e0a000');
    expect(adjustments[0]).toContain(`${adjusted} is used instead`);
  });

  it('lightens a configured dark-scheme accent that is too dark there', () => {
    const { properties, adjustments } = brandColours(brand({ dark: { accentColor: '#0a4f4a' } }));
    expect(contrastRatio('#0a4f4a', '#171b21')).toBeLessThan(3);
    expect(readable(properties['--tenant-accent-dark'], DARK, 3)).toBe(true);
    expect(adjustments).toEqual([expect.stringContaining('brand.dark.accentColor #0a4f4a')]);
  });

  it('refuses a colour that would have to change beyond recognition, in words', () => {
    const { problems } = brandColours(brand({ primaryColor: '#ffffff' }));
    expect(problems).toEqual([
      expect.stringMatching(
        /^brand\.primaryColor #ffffff cannot be used for links and buttons on the light background: its contrast is 1\.00:1, WCAG AA needs 4\.5:1.*Choose a darker colour\.$/,
      ),
    ]);
  });

  it('refuses a configured dark-scheme primary that is nearly the dark background', () => {
    const { problems } = brandColours(brand({ dark: { primaryColor: '#101820' } }));
    expect(problems).toEqual([expect.stringContaining('Choose a lighter colour.')]);
  });
});
