/**
 * Answers asked for before the screen that reads them has loaded (issue 37 §1). On the sign-in
 * callback the first screen's reads leave the moment the token arrives (src/app/first-reads.ts),
 * beside the app's code; when the screen then asks for the same address with the same token,
 * the HTTP client (http.ts) takes that answer instead of asking again. An answer is given once,
 * only to a GET of exactly its address and token, and only while fresh: a read that comes later
 * asks the bank itself.
 */

/** How long an early answer may stand in for the screen's own read. */
export const EARLY_ANSWER_FRESH_MS = 15_000;

interface EarlyAnswer {
  token: string;
  askedAt: number;
  answer: Promise<Response>;
}

const early = new Map<string, EarlyAnswer>();

/** Keeps `answer`, asked for `url` with `token` just now, for the screen's read of it. */
export function keepEarlyAnswer(url: string, token: string, answer: Promise<Response>): void {
  early.set(url, { token, askedAt: Date.now(), answer });
}

/**
 * The early answer for a GET of `url` sent with `token`, once. Undefined when there is none, it
 * is stale or for another token, or it failed: the read then asks the bank itself.
 */
export function takeEarlyAnswer(
  url: string,
  token: string | null,
): Promise<Response | undefined> | undefined {
  const kept = early.get(url);
  early.delete(url);
  return kept && Date.now() - kept.askedAt <= EARLY_ANSWER_FRESH_MS && kept.token === token
    ? kept.answer.catch(() => undefined)
    : undefined;
}

/** Drops every early answer (a session that ends keeps none). */
export function forgetEarlyAnswers(): void {
  early.clear();
}
