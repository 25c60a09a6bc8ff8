import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenNoEarlyAnswers } from '../api/early-answers';

/**
 * True once the first screen's reads have all answered: false while none has started yet, while
 * any is under way, and while the screen has not yet taken every read the sign-in asked for
 * with the token (early-answers.ts): a part of the screen still loading its code would read
 * one of those next, and its drawing comes first (issue 37 §2). It watches the query cache and
 * the early answers until then, and no longer. What the shell shows nothing of on a first
 * screen (the footer's phone tables, the toasts, acting for a company) waits for it.
 */
export function useFirstReadsDone(): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    let started = false;
    let earlyAnswersTaken = false;
    // The cache tells of a query as a component's render creates it: the state is set after
    // that render, not during it.
    const check = () => {
      const reading = client.isFetching() > 0;
      if (reading) started = true;
      else if (started && earlyAnswersTaken) queueMicrotask(() => setDone(true));
    };
    check();
    const stopWatchingCache = client.getQueryCache().subscribe(check);
    const stopWaiting = whenNoEarlyAnswers(() => {
      earlyAnswersTaken = true;
      check();
    });
    return () => {
      stopWatchingCache();
      stopWaiting();
    };
  }, [client, done]);
  return done;
}
