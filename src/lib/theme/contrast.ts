/**
 * WCAG 2.x contrast: relative luminance of an sRGB colour and the ratio of two of them
 * (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). Colours are six-digit hex ("#0b4f9c"),
 * the only form the configuration accepts. Small on purpose: it runs at start, on the sign-in path.
 */

export type Rgb = readonly [number, number, number];

/** "#0b4f9c" → [11, 79, 156]. */
export function parseHex(hex: string): Rgb {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a six-digit hex colour: ${hex}`);
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** One 8-bit sRGB channel as linear light (the WCAG definition's piecewise function). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter one: from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Hue (0–360), saturation and lightness (0–100). */
export type Hsl = readonly [number, number, number];

export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s * 100, l * 100];
}

export function hslToHex([h, s, l]: Hsl): string {
  const sat = s / 100;
  const light = l / 100;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = light - chroma / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b]: Rgb =
    sector === 0
      ? [chroma, x, 0]
      : sector === 1
        ? [x, chroma, 0]
        : sector === 2
          ? [0, chroma, x]
          : sector === 3
            ? [0, x, chroma]
            : sector === 4
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}
