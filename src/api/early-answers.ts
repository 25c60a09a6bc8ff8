/**
 * Answers asked for before the screen that reads them has loaded (issue 37 §1). On the sign-in
 * callback the first screen's reads leave the moment the token arrives (src/app/first-reads.ts),
 * beside the app's code; when the screen then asks for the same address with the same token,
 * the HTTP client (http.ts) takes that answer instead of asking again. An answer is given once,
 * only to a GET of exactly its address and token, and only while fresh: the sign-in drops it
 * after EARLY_ANSWER_FRESH_MS, and a read that comes later asks the bank itself.
 */

/** How long an early answer may stand in for the screen's own read. */
export const EARLY_ANSWER_FRESH_MS = 15_000;

export interface EarlyAnswer {
  token: string;
  answer: Promise<Response>;
}

/** The early answers by address, kept by the sign-in (first-reads.ts); cleared at sign-out. */
export const earlyAnswers = new Map<string, EarlyAnswer>();

let onceNoneLeft: (() => void)[] = [];

/**
 * Forgets the early answer for `url` (only if it is still `answer`, when given), then tells
 * whoever waits for none to be left (`whenNoEarlyAnswers`) if none is.
 */
export function forgetEarlyAnswer(url: string, answer?: Promise<Response>): void {
  if (answer === undefined || earlyAnswers.get(url)?.answer === answer) earlyAnswers.delete(url);
  tellIfNoneLeft();
}

/** Forgets every early answer (a session that ends keeps none), and tells who waits. */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
  tellIfNoneLeft();
}

function tellIfNoneLeft(): void {
  if (earlyAnswers.size > 0) return;
  const waiting = onceNoneLeft;
  onceNoneLeft = [];
  for (const listener of waiting) listener();
}

/**
 * Calls `listener` once no early answer is left: the first screen has taken every read asked for
 * with the token (or they went stale, or the session ended). At once when none is kept. Returns
 * a function that stops waiting.
 */
export function whenNoEarlyAnswers(listener: () => void): () => void {
  if (earlyAnswers.size === 0) {
    listener();
    return () => undefined;
  }
  onceNoneLeft.push(listener);
  return () => {
    onceNoneLeft = onceNoneLeft.filter((waiting) => waiting !== listener);
  };
}

/**
 * The early answer for a GET of `url` sent with `token`, once. Undefined when there is none or
 * it is for another token; a failed one resolves to undefined: the read then asks the bank.
 */
export function takeEarlyAnswer(
  url: string,
  token: string | null,
): Promise<Response | undefined> | undefined {
  const kept = earlyAnswers.get(url);
  if (kept) forgetEarlyAnswer(url);
  return kept?.token === token ? kept.answer.catch(() => undefined) : undefined;
}
