import { queryOptions } from '@tanstack/react-query';
import { getClient } from './requests';

/** Query keys and options of the client resource; the only place they are made. */
export const clientKeys = {
  all: ['client'] as const,
  profile: () => [...clientKeys.all, 'profile'] as const,
};

export const clientQueries = {
  profile: () =>
    queryOptions({
      queryKey: clientKeys.profile(),
      queryFn: ({ signal }) => getClient(signal),
    }),
};
