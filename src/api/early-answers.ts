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

/**
 * The early answer for a GET of `url` sent with `token`, once. Undefined when there is none or
 * it is for another token; a failed one resolves to undefined: the read then asks the bank.
 */
export function takeEarlyAnswer(
  url: string,
  token: string | null,
): Promise<Response | undefined> | undefined {
  const kept = earlyAnswers.get(url);
  earlyAnswers.delete(url);
  return kept?.token === token ? kept.answer.catch(() => undefined) : undefined;
}
