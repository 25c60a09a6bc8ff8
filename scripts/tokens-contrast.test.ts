import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast } from './wcag-contrast';

/**
 * The colour roles of src/styles/tokens.css, read from the file itself: every text colour passes WCAG AA
 * (4.5:1) on the backgrounds it is used on, and the focus ring and strong borders 3:1, in the
 * light and the dark scheme (with the default brand: the tenant's colours are checked at start).
 */
const css = readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8');

function block(opening: string): Map<string, string> {
  const start = css.indexOf(opening);
  if (start < 0) throw new Error(`tokens.css has no block ${opening}`);
  const body = css.slice(start + opening.length, css.indexOf('}', start));
  const values = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)) {
    // A tenant's colour with its default: the default is what applies without a tenant.
    values.set(name!, value!.replace(/^var\(--tenant-[\w-]+,\s*(#[0-9a-f]{6})\)$/i, '$1'));
  }
  return values;
}

const light = block(':root {');
const dark = block(":root[data-scheme='dark'] {");
const systemDark = block(":root:not([data-scheme='light']) {");

const SURFACES = ['bg', 'surface', 'surface-raised'];
const TEXTS = ['text', 'muted', 'primary', 'accent', 'positive', 'negative', 'warning', 'info'];
const SOFT = ['positive', 'negative', 'warning', 'info'];

function failures(scheme: Map<string, string>): string[] {
  const colour = (role: string) => {
    const value = scheme.get(`--color-${role}`);
    if (!value?.match(/^#[0-9a-f]{6}$/i)) throw new Error(`--color-${role} is ${value}`);
    return value;
  };
  const found: string[] = [];
  const check = (fore: string, back: string, least: number) => {
    const ratio = contrast(colour(fore), colour(back));
    if (ratio < least) found.push(`${fore} on ${back}: ${ratio.toFixed(2)}`);
  };
  for (const back of SURFACES) {
    for (const fore of TEXTS) check(fore, back, 4.5);
    check('focus', back, 3);
    check('border-strong', back, 3);
  }
  for (const tone of SOFT) check(tone, `${tone}-soft`, 4.5);
  check('muted', 'neutral-soft', 4.5);
  check('text', 'surface-muted', 4.5);
  check('muted', 'surface-muted', 4.5);
  check('primary-text', 'primary', 4.5);
  return found;
}

describe('colour tokens', () => {
  it('light: text AA on every surface, focus ring and strong borders 3:1', () => {
    expect(failures(light)).toEqual([]);
  });

  it('dark: the same pairs pass', () => {
    expect(failures(dark)).toEqual([]);
  });

  it('the system’s dark is the chosen dark, colour for colour', () => {
    expect([...systemDark]).toEqual([...dark]);
  });

  it('the backgrounds are the ones the tenant’s colours are checked against', () => {
    expect([light.get('--color-bg'), light.get('--color-surface')]).toEqual(['#f5f6f8', '#ffffff']);
    expect([dark.get('--color-bg'), dark.get('--color-surface'), dark.get('--color-text')]).toEqual(
      ['#0f1216', '#171b21', '#e8eaed'],
    );
  });
});
