import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { clientQueries } from '../api/client/queries';
import { closedAreasOf, type Area } from '../domain/client/capabilities';

/**
 * Tells the shell which areas the customer's standing closes (`closedAreasOf`), so that its
 * navigation leaves them out. Loaded beside the first screen (it needs the profile's request,
 * which the shell's own code does not carry); it draws nothing. Until the profile has come,
 * nothing is closed: most customers see no change, and a blocked one loses two links.
 */
export function NavStanding({ onChange }: { onChange: (closed: readonly Area[]) => void }) {
  const profile = useQuery(clientQueries.profile());
  const data = profile.data;
  const closed = useMemo(() => closedAreasOf(data ?? null), [data]);
  useEffect(() => onChange(closed), [closed, onChange]);
  return null;
}
