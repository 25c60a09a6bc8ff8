import type { RuntimeConfig } from '../../config/runtime-config';
import { applyBrand } from './apply-brand';
import { brandColours } from './brand-colours';

/**
 * Checks the tenant's colours and puts its brand on the page. Returns the colours that cannot
 * be used, in words, for the configuration error screen (nothing is applied then); a colour
 * that was adjusted to pass is named in a console warning.
 */
export function startTheme(config: RuntimeConfig): string[] {
  const colours = brandColours(config.brand);
  if (colours.problems.length > 0) return colours.problems;
  for (const adjustment of colours.adjustments)
    console.warn(`Brand colour adjusted: ${adjustment}`);
  applyBrand(config.brand, colours.properties);
  return [];
}
