import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenNoEarlyAnswers } from '../api/early-answers';
import { SupportContact } from '../components/ui/support-contact';
import { useInView } from '../hooks/use-in-view';

/**
 * True once the first screen's reads have all answered: false while none has started yet, while
 * any is under way, and while the screen has not yet taken every read the sign-in asked for
 * with the token (early-answers.ts): a part of the screen still loading its code would read
 * one of those next, and its drawing comes first (issue 37 §2). It watches the query cache and
 * the early answers until then, and no longer.
 */
function useFirstReadsDone(): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    let started = false;
    let earlyAnswersTaken = false;
    const check = () => {
      const reading = client.isFetching() > 0;
      if (reading) started = true;
      else if (started && earlyAnswersTaken) setDone(true);
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

/** The viewport stretched down by its own height (top, right, bottom, left). */
const WITHIN_A_SCREEN_BELOW = '0px 0px 100% 0px';

/**
 * The signed-in shell's footer: how to reach the bank's support, on every screen. Its phone
 * number's international format needs libphonenumber's tables (30 kB). They load once the
 * first screen's reads are done and the footer has come within a screen's height of the view:
 * on a phone the footer is below the fold, and the tables had competed with the screen's own
 * code and data on its network (issue 23 §3). The number shows as configured until then; the
 * screen's margin lets it be formatted before a customer scrolling down reaches it.
 */
export function AppFooter() {
  const readsDone = useFirstReadsDone();
  const [inView, ref] = useInView(WITHIN_A_SCREEN_BELOW);
  return <SupportContact ref={ref} variant="footer" phoneTables={readsDone && inView} />;
}
