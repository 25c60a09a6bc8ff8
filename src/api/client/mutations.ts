import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './queries';
import { createClient, updateClientPhone } from './requests';

/** POST /client; the profile is read again before the mutation settles. */
export function useCreateClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** PATCH /client (phone). */
export function useUpdatePhoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
