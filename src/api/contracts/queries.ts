import { queryOptions } from '@tanstack/react-query';
import { getClientContracts } from './requests';

/** Query keys and options of the client contracts; the only place they are made. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: () => [...contractKeys.all, 'list'] as const,
};

export const contractQueries = {
  list: () =>
    queryOptions({
      queryKey: contractKeys.list(),
      queryFn: ({ signal }) => getClientContracts(signal),
    }),
};
