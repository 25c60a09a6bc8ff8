import { screen, within } from '@testing-library/react';

/** The <dd> that follows the <dt> with this label, inside `scope` (default: the whole page). */
export function definitionOf(label: string, scope?: HTMLElement): HTMLElement {
  const term = (scope ? within(scope) : screen).getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== 'DD') {
    throw new Error(`No <dd> after the term ${label}`);
  }
  return definition;
}

/** Whether `a` comes before `b` in the document (reading order). */
export function precedes(a: Element, b: Element): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}
