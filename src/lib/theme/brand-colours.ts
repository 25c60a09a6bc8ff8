import type { RuntimeConfig } from '../../config/runtime-config';
import { contrastRatio, hexToHsl, hslToHex } from './contrast';

export type Scheme = 'light' | 'dark';
type Brand = RuntimeConfig['brand'];

/** The backgrounds of each scheme (src/styles/tokens.css uses the same): checked against. */
export const SCHEME_BACKGROUNDS = {
  light: { bg: '#f5f6f8', surface: '#ffffff' },
  dark: { bg: '#0f1216', surface: '#171b21' },
} as const;

/** Text on a primary-coloured button: white, or near-black where white is not readable. */
const ON_PRIMARY = ['#ffffff', '#0f1216'] as const;
/** WCAG 2.x AA: text 4.5:1, user-interface parts 3:1. */
const TEXT_RATIO = 4.5;
const UI_RATIO = 3;
/**
 * How far (in HSL lightness points) a configured colour may be moved to pass; beyond this it
 * would no longer be the bank's colour, and the configuration is refused.
 */
export const MAX_ADJUSTMENT = 30;

/** The custom properties the design tokens read (tokens.css), per scheme. */
export type TenantProperties = Record<
  `--tenant-${'primary' | 'on-primary' | 'accent'}-${Scheme}`,
  string
>;

export interface BrandColours {
  properties: TenantProperties;
  /** Configured colours that were changed to pass, in words (logged as warnings). */
  adjustments: string[];
  /** Configured colours that cannot be used, in words (the configuration is refused). */
  problems: string[];
}

/** The readable text colour on `primary`, or null when neither candidate reaches 4.5:1. */
export function onPrimaryFor(primary: string): string | null {
  return ON_PRIMARY.find((text) => contrastRatio(text, primary) >= TEXT_RATIO) ?? null;
}

interface Role {
  /** "for text and buttons" — said in messages. */
  use: string;
  needs: number;
  /** The lowest ratio that matters for this colour in this scheme. */
  worst: (colour: string, scheme: Scheme) => number;
}

const primaryRole: Role = {
  use: 'for links and buttons',
  needs: TEXT_RATIO,
  worst: (colour, scheme) => {
    const { bg, surface } = SCHEME_BACKGROUNDS[scheme];
    const text = onPrimaryFor(colour);
    return Math.min(
      contrastRatio(colour, bg),
      contrastRatio(colour, surface),
      text ? contrastRatio(text, colour) : 0,
    );
  },
};

const accentRole: Role = {
  use: 'for highlights',
  needs: UI_RATIO,
  worst: (colour, scheme) => {
    const { bg, surface } = SCHEME_BACKGROUNDS[scheme];
    return Math.min(contrastRatio(colour, bg), contrastRatio(colour, surface));
  },
};

/**
 * Moves the colour's lightness away from the scheme's background (darker on light, lighter on
 * dark) one point at a time, at most `limit` points, until it passes; null when it cannot.
 */
export function adjustForScheme(
  colour: string,
  scheme: Scheme,
  passes: (candidate: string) => boolean,
  limit: number,
): string | null {
  const [hue, saturation, lightness] = hexToHsl(colour);
  const direction = scheme === 'light' ? -1 : 1;
  for (let moved = 0; moved <= limit; moved += 1) {
    const target = Math.min(100, Math.max(0, lightness + direction * moved));
    const candidate = moved === 0 ? colour.toLowerCase() : hslToHex([hue, saturation, target]);
    if (passes(candidate)) return candidate;
    if (target === 0 || target === 100) return null;
  }
  return null;
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * One colour of one scheme: the configured value when it passes, else the nearest that does.
 * `derivedFrom` (no value configured for the dark scheme) is moved as far as needed, silently.
 */
function resolve(
  role: Role,
  scheme: Scheme,
  path: string,
  configured: string | undefined,
  derivedFrom: string,
  report: Pick<BrandColours, 'adjustments' | 'problems'>,
): string {
  const passes = (candidate: string) => role.worst(candidate, scheme) >= role.needs;
  const start = configured ?? derivedFrom;
  const result = adjustForScheme(start, scheme, passes, configured ? MAX_ADJUSTMENT : 100);
  const where = `the ${scheme} background`;
  const ratio = ratioText(role.worst(start, scheme));
  if (result === null) {
    report.problems.push(
      `${path} ${start} cannot be used ${role.use} on ${where}: its contrast is ${ratio}, ` +
        `WCAG AA needs ${role.needs}:1, and it would have to change too much to reach it. ` +
        `Choose a ${scheme === 'light' ? 'darker' : 'lighter'} colour.`,
    );
    return start;
  }
  if (configured && result !== configured.toLowerCase()) {
    report.adjustments.push(
      `${path} ${configured} is not readable enough ${role.use} on ${where} (${ratio}, ` +
        `WCAG AA needs ${role.needs}:1): ${result} is used instead ` +
        `(${ratioText(role.worst(result, scheme))}).`,
    );
  }
  return result;
}

/** The tenant's colours for both schemes, contrast-checked against the scheme backgrounds. */
export function brandColours(brand: Brand): BrandColours {
  const report = { adjustments: [] as string[], problems: [] as string[] };
  const primaryLight = resolve(
    primaryRole,
    'light',
    'brand.primaryColor',
    brand.primaryColor,
    brand.primaryColor,
    report,
  );
  const accentLight = resolve(
    accentRole,
    'light',
    'brand.accentColor',
    brand.accentColor,
    brand.accentColor,
    report,
  );
  const primaryDark = resolve(
    primaryRole,
    'dark',
    'brand.dark.primaryColor',
    brand.dark?.primaryColor,
    brand.primaryColor,
    report,
  );
  const accentDark = resolve(
    accentRole,
    'dark',
    'brand.dark.accentColor',
    brand.dark?.accentColor,
    brand.accentColor,
    report,
  );
  const properties: TenantProperties = {
    '--tenant-primary-light': primaryLight,
    '--tenant-on-primary-light': onPrimaryFor(primaryLight) ?? ON_PRIMARY[0],
    '--tenant-accent-light': accentLight,
    '--tenant-primary-dark': primaryDark,
    '--tenant-on-primary-dark': onPrimaryFor(primaryDark) ?? ON_PRIMARY[1],
    '--tenant-accent-dark': accentDark,
  };
  return { properties, ...report };
}
