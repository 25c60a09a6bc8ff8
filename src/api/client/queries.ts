import { queryOptions } from '@tanstack/react-query';
import { getClientOrNull } from './requests';

/** Query keys and options of the client resource; the only place they are made. */
export const clientKeys = {
  all: ['client'] as const,
  profile: () => [...clientKeys.all, 'profile'] as const,
};

export const clientQueries = {
  /** The profile, or null before the client has created one. */
  profile: () =>
    queryOptions({
      queryKey: clientKeys.profile(),
      queryFn: ({ signal }) => getClientOrNull(signal),
    }),
};
