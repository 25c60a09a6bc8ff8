import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { clientQueries } from '../api/client/queries';
import { closedAreasOf, type Area } from '../domain/client/capabilities';

/**
 * Tells the shell which areas the customer's standing closes (`closedAreasOf`), so that its
 * navigation leaves them out, and the customer's name as the bank has it, for "Signed in as"
 * (issue 38: the sign-in's own name may be a login id or an e-mail address). Loaded beside the
 * first screen (it needs the profile's request, which the shell's own code does not carry); it
 * draws nothing. Until the profile has come, nothing is closed and the name is the sign-in's:
 * most customers see no change, and a blocked one loses two links.
 */
export function NavStanding({
  onChange,
  onName,
}: {
  onChange: (closed: readonly Area[]) => void;
  onName?: (name: string | undefined) => void;
}) {
  const profile = useQuery(clientQueries.profile());
  const data = profile.data;
  const closed = useMemo(() => closedAreasOf(data ?? null), [data]);
  useEffect(() => onChange(closed), [closed, onChange]);
  const name = [data?.name, data?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  useEffect(() => onName?.(name || undefined), [name, onName]);
  return null;
}
