import { expect, type Locator } from '@playwright/test';

/** A control whose text does not fit it, as the page measured it. */
export interface CutControl {
  control: string;
  text: string;
  needs: number;
  has: number;
}

/**
 * Every visible select, field and button inside `scope` shows its whole text and lies within
 * the viewport's width. A native select cannot wrap: it cuts what does not fit, so its chosen
 * option is measured on a copy of the select that holds only that option and takes the width
 * it needs (its own font, padding and arrow). A date or time field, whose parts the browser draws
 * out of scrollWidth's sight, is measured on a copy of itself the same way. Another field or a
 * button is cut when its content is wider than its box (scrollWidth past clientWidth).
 */
export async function expectWholeTexts(
  scope: Locator,
  { everyOption = false }: { everyOption?: boolean } = {},
): Promise<void> {
  await expect(scope).toBeVisible();
  // The controls are all on screen: none is cut by the viewport's edge either.
  const cut: CutControl[] = await scope.evaluate((root, everyOption) => {
    const found: CutControl[] = [];
    const name = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.id
        ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent
        : null) ??
      element.textContent?.trim() ??
      element.tagName;
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // The width the browser gives a copy of `element` (its font, padding and arrow or icons)
    // when nothing holds it: laid out beside it, measured, taken away.
    const widthAlone = (element: HTMLElement, fill: (copy: HTMLElement) => void = () => {}) => {
      const copy = element.cloneNode(false) as HTMLElement;
      copy.removeAttribute('id');
      copy.removeAttribute('name');
      fill(copy);
      Object.assign(copy.style, {
        position: 'absolute',
        visibility: 'hidden',
        width: 'auto',
        minWidth: '0',
        maxWidth: 'none',
      });
      element.after(copy);
      const needs = copy.getBoundingClientRect().width;
      copy.remove();
      return needs;
    };
    const viewport = document.documentElement.clientWidth;
    for (const element of root.querySelectorAll<HTMLElement>('select, input, button, a')) {
      if (!shown(element) || (element instanceof HTMLInputElement && element.type === 'hidden')) {
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > viewport + 0.5) {
        found.push({
          control: name(element),
          text: 'outside the screen',
          needs: box.right,
          has: viewport,
        });
      }
      if (element instanceof HTMLSelectElement) {
        const options = everyOption ? [...element.options] : [...element.selectedOptions];
        for (const option of options) {
          const needs = widthAlone(element, (copy) => copy.append(option.cloneNode(true)));
          if (needs > box.width + 0.5) {
            found.push({ control: name(element), text: option.text, needs, has: box.width });
          }
        }
      } else if (
        element instanceof HTMLInputElement &&
        ['date', 'time', 'month', 'datetime-local'].includes(element.type)
      ) {
        // The browser draws its fields inside the input, where scrollWidth does not see them
        // cut: the input is measured against a copy at the width the browser would give it.
        const needs = widthAlone(element);
        if (needs > box.width + 0.5) {
          found.push({ control: name(element), text: element.value, needs, has: box.width });
        }
      } else if (element.scrollWidth > element.clientWidth + 1) {
        found.push({
          control: name(element),
          text: element instanceof HTMLInputElement ? element.value : (element.textContent ?? ''),
          needs: element.scrollWidth,
          has: element.clientWidth,
        });
      }
    }
    return found;
  }, everyOption);
  expect(cut, 'controls whose text is cut').toEqual([]);
}

/**
 * No word of `element`'s text is broken across lines (wrapped inside it, hyphenated or not):
 * each word's characters lie on one line box.
 */
export async function expectWordsWhole(element: Locator): Promise<void> {
  const broken = await element.evaluate((root) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(match[0]);
      }
    }
    return words;
  });
  expect(broken, 'words broken across lines').toEqual([]);
}
