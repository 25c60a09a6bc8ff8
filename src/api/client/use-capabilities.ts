import { useQuery } from '@tanstack/react-query';
import { capabilitiesOf } from './capabilities';
import { clientQueries } from './queries';

/**
 * What the signed-in customer may do, from the profile query (read once and shared with every
 * screen that needs it). `data` is undefined while the profile loads or when it failed.
 */
export function useCapabilities() {
  return useQuery({ ...clientQueries.profile(), select: capabilitiesOf });
}
