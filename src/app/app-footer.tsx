import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { SupportContact } from '../components/ui/support-contact';

/**
 * The signed-in shell's footer: how to reach the bank's support, on every screen. Its phone
 * number's international format needs libphonenumber's tables (30 kB), which wait until the
 * first screen's reads are done: asked for beside them, they competed with the screen's own
 * code and data on a phone's network (issue 23 §3). The number shows as configured until then.
 */
export function AppFooter() {
  const reading = useIsFetching() > 0;
  const [hasRead, setHasRead] = useState(false);
  if (reading && !hasRead) setHasRead(true);
  return <SupportContact variant="footer" phoneTables={hasRead && !reading} />;
}
