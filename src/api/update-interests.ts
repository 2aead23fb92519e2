import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateInterestsCall } from '../contract/calls/user-interests.ts';
import { callApi } from './client.ts';
import { interestedPostKeys } from './get-interested-posts.ts';
import { interestKeys } from './get-interests.ts';

/** Replaces the viewer's picked categories (at least 3, spec §5); answers them. */
export function updateInterests(categoryIds: readonly number[]) {
  return callApi<typeof updateInterestsCall>('user/updateinterested', { category_ids: [...categoryIds] });
}

/**
 * Saves the interested-topics picker. The answer is the new list, written into the cache at once;
 * the "For you" feed is asked again, since it is made of those categories.
 */
export function useUpdateInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterests,
    onSuccess: async (answer) => {
      queryClient.setQueryData(interestKeys.root, answer);
      await queryClient.invalidateQueries({ queryKey: interestedPostKeys.list() });
    },
  });
}
