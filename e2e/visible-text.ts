import type { Locator } from '@playwright/test';

/**
 * The text of `scope` as a sighted reader sees it: text that is drawn (not in a visually
 * hidden element, whose box is a pixel at most, and not in a hidden one), its white space
 * collapsed as the browser draws it. A name kept for screen readers leaves no trace here, so
 * a space before it shows (as in "Confirm the email : with…").
 */
export async function visibleText(scope: Locator): Promise<string> {
  return scope.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const drawn = (element: Element | null): boolean => {
      if (!element) return true;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return box.width > 1 && box.height > 1;
    };
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (drawn(node.parentElement)) text += node.textContent ?? '';
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
