import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast } from './wcag-contrast';
import { AVATAR_TINTS } from '../src/utils/name-avatar';

/**
 * The avatars' tints, read from src/styles/avatar.css itself: one pair per tint the hash can
 * give, in each scheme, the initials at least 4.5:1 on their background (WCAG AA, as the other
 * text colours: scripts/tokens-contrast.test.ts).
 */
const css = readFileSync(new URL('../src/styles/avatar.css', import.meta.url), 'utf8');

function block(opening: string): Map<string, string> {
  const start = css.indexOf(opening);
  if (start < 0) throw new Error(`avatar.css has no block ${opening}`);
  const body = css.slice(start + opening.length, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--avatar-tint-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
}

const SCHEMES = {
  light: block(':root {'),
  dark: block(":root[data-scheme='dark'] {"),
  systemDark: block(":root:not([data-scheme='light']) {"),
};

describe('avatar tints', () => {
  it.each(Object.entries(SCHEMES))('%s: every tint is readable', (_, tints) => {
    const found: string[] = [];
    for (let tint = 0; tint < AVATAR_TINTS; tint += 1) {
      const back = tints.get(`--avatar-tint-${String(tint)}-bg`);
      const fore = tints.get(`--avatar-tint-${String(tint)}-text`);
      if (!back || !fore) {
        found.push(`tint ${String(tint)} is missing`);
        continue;
      }
      const ratio = contrast(fore, back);
      if (ratio < 4.5) found.push(`tint ${String(tint)}: ${ratio.toFixed(2)}`);
    }
    expect(found).toEqual([]);
    expect(tints.size).toBe(AVATAR_TINTS * 2);
  });

  it('the system’s dark scheme is the chosen dark one', () => {
    expect([...SCHEMES.systemDark]).toEqual([...SCHEMES.dark]);
  });

  it('each tint has its class', () => {
    for (let tint = 0; tint < AVATAR_TINTS; tint += 1) {
      expect(css).toContain(`.avatar--tint-${String(tint)} {`);
    }
  });
});
