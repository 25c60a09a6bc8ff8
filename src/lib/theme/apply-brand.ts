import type { RuntimeConfig } from '../../config/runtime-config';
import type { TenantProperties } from './brand-colours';

/**
 * Puts the tenant's brand on the page at start: the colours as custom properties on <html>
 * (CSSOM, allowed by the CSP's `style-src 'self'`), the bank's name as the document title
 * (screens prefix their own), and its favicon.
 */
export function applyBrand(
  brand: RuntimeConfig['brand'],
  properties: TenantProperties,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  doc.title = brand.name;
  if (brand.favicon) {
    let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.append(icon);
    }
    // The tenant's icon may be PNG or ICO: the default's SVG type would make it ignored.
    icon.removeAttribute('type');
    icon.href = brand.favicon;
  }
}
