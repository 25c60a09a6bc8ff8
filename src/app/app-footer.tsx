import { SupportContact } from '../components/ui/support-contact';
import { useInView } from '../hooks/use-in-view';
import { useFirstReadsDone } from './use-first-reads-done';

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
