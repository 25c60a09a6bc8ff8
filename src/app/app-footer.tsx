import { SupportContact } from '../components/ui/support-contact';

/** The signed-in shell's footer: how to reach the bank's support, on every screen. */
export function AppFooter() {
  return <SupportContact variant="footer" />;
}
