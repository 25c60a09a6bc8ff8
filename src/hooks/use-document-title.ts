import { useEffect } from 'react';
import { useConfig } from '../config/config-context';

interface TitleClaim {
  title: string;
  level: number;
}

/** Titles wanted by mounted screens, in the order they were set. */
const claims: TitleClaim[] = [];

function showTitle(bankName: string): void {
  let winner: TitleClaim | undefined;
  // The highest level wins; among equals, the latest set.
  for (const claim of claims) if (!winner || claim.level >= winner.level) winner = claim;
  document.title = winner ? `${winner.title} — ${bankName}` : bankName;
}

/**
 * How specific a title is: the route's (set centrally), the screen's (what it shows: an
 * account's name), a step of a flow on that screen ("Check and send"), and the sign-in states,
 * which stand in for any screen.
 */
export const TITLE_LEVEL = { route: 0, screen: 1, step: 2, session: 3 } as const;

/**
 * Sets the document title to "{title} — {bank name}" while the calling screen is shown.
 * Every route gets one centrally (app/route-titles.ts); a screen may refine it with what it
 * shows (an account's name), a flow with its step, and the sign-in states override all. The
 * most specific title shown wins, whichever effect ran last. `undefined` claims nothing (data
 * not loaded yet): the less specific title stays.
 */
// Assumption A-163 (docs/assumptions.md): "{title} — {bank name}", the most specific title wins.
export function useDocumentTitle(
  title: string | undefined,
  level: number = TITLE_LEVEL.screen,
): void {
  const bankName = useConfig().brand.name;
  useEffect(() => {
    if (!title) return;
    const claim: TitleClaim = { title, level };
    claims.push(claim);
    showTitle(bankName);
    return () => {
      const index = claims.indexOf(claim);
      if (index >= 0) claims.splice(index, 1);
      showTitle(bankName);
    };
  }, [title, level, bankName]);
}
