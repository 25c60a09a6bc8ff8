import type { NavItem } from '../components/layouts/tab-bar';
import { partyHref } from '../config/routes';
import type { Area } from '../domain/client/capabilities';
import { SCREENS, type ScreenFeature } from './screens';

/**
 * The main navigation, in its order: the screens with a `nav` entry (screens.ts); those that
 * show a party's data keep the party in their links. `tab`: one of the bottom tab bar's four
 * destinations on narrow screens (the others are under its "More").
 */
// Assumption A-150 (docs/assumptions.md): all seven areas for everyone; Home keeps the party.
const AREAS = SCREENS.flatMap(({ path, nav, feature, area }) =>
  nav ? [{ path, nav, feature, area }] : [],
);

/**
 * The navigation for the party the user acts for (undefined: themselves). Profile and
 * Companies are the user's own whoever they act for (Assumption A-110, docs/assumptions.md).
 * An area of a part of the offer the tenant turns off is left out (`features.crypto`, A-200),
 * and so is one the customer's standing closes (`closedAreas`: `areasOf`, A-332).
 */
export function navItemsFor(
  companyId: string | undefined,
  features: Partial<Record<ScreenFeature, boolean>> = {},
  closedAreas: readonly Area[] = [],
): NavItem[] {
  const offered = AREAS.filter(
    ({ feature, area }) =>
      (!feature || features[feature] !== false) && !(area && closedAreas.includes(area)),
  );
  return offered.map(({ path, nav: { keepsParty, ...item } }) => ({
    ...item,
    to: keepsParty ? partyHref(path, companyId) : path,
  }));
}
