import type { Locator } from '@playwright/test';

/**
 * Whether two boxes stand on one row, `second` right of `first`: each one's middle within the
 * other's height. Measured once; a journey polls it while a typeface or data can still move it.
 */
export async function onOneRow(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  return Math.abs(middle(a) - middle(b)) < Math.min(a.height, b.height) / 2 && a.x + a.width <= b.x;
}
