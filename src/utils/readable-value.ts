/**
 * A value of the bank's the app has no words for, made readable: without a `kyc:`-like
 * prefix, separators and camel case as spaces, the first letter capital
 * ("kyc:in_review" → "In review", "on_hold_review" → "On hold review", "closed" → "Closed").
 * Never the raw code, never "not known".
 */
export function readableValue(value: string): string {
  const text = value
    .trim()
    .replace(/^[a-z]+:(?=\S)/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
