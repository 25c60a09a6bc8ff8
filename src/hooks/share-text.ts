/**
 * The device's share sheet (Web Share API), where the browser has one: phones and some
 * desktops. Elsewhere the caller offers copying instead, so nothing is offered that cannot work.
 */
export function canShareText(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the share sheet with a title and plain text. The customer closing the sheet is not a
 * problem (the promise's AbortError is dropped); any other refusal is reported as false so the
 * caller can say so.
 */
export async function shareText(title: string, text: string): Promise<boolean> {
  if (!canShareText()) return false;
  try {
    await navigator.share({ title, text });
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}
