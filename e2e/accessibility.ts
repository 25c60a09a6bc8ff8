import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets axe checks. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until every motion that ends has ended. Something moving in (a transfer's step) fades
 * in from half-transparent, and axe measured its text's contrast in mid-fade (a German journey
 * at 320 px failed on it). Endless motion, such as a spinner, is left running.
 */
async function motionEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((motion) => motion.playState === 'running')
        .filter((motion) => motion.effect?.getComputedTiming().iterations !== Infinity)
        .map((motion) => motion.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe finds no violation on the page as it is now, once what moves has come to rest. In one run
 * inside the page (axe's "legacy mode"): the default loads axe a second time into a blank page
 * opened to merge each frame's results, for every check; the app's own frames are all of its
 * origin, which one run reaches, and the only other is the identity verifier's, not the app's
 * to fix (issue 37 §4: the journeys' time is the browser's).
 */
export async function expectNoViolations(page: Page): Promise<void> {
  await motionEnded(page);
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).setLegacyMode().analyze();
  expect(results.violations).toEqual([]);
}

/**
 * At 1440 px and at 375 px: axe finds no violation and nothing scrolls
 * sideways. Leaves the page at 1440 px.
 */
export async function expectAccessibleWideAndNarrow(page: Page): Promise<void> {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
