/**
 * WCAG 2's contrast ratio of two sRGB colours given as #rrggbb, for the tests that read the
 * stylesheets' colour tokens (tokens-contrast, avatar-contrast). Written from the standard's
 * definition of relative luminance, apart from the app's own check of a tenant's colours.
 */
function luminance(hex: string): number {
  const linear = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

export function contrast(a: string, b: string): number {
  const light = Math.max(luminance(a), luminance(b));
  const dark = Math.min(luminance(a), luminance(b));
  return (light + 0.05) / (dark + 0.05);
}
