import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPostForEditCall } from '../contract/calls/post-for-edit.ts';
import { callApi } from './client.ts';

export const postForEditKeys = { post: (id: number) => ['posts', 'edit', id] as const };

/** The caller's own post as the publish form edits it (article/getArticleByIdForEdit). */
export function postForEditQueryOptions(id: number) {
  return queryOptions({
    queryKey: postForEditKeys.post(id),
    queryFn: ({ signal }) =>
      callApi<typeof getPostForEditCall>('article/getArticleByIdForEdit', { id }, { signal }),
    // Signed URLs expire; a form opened again asks again.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Idle when `id` is null (a new post). */
export function usePostForEdit(id: number | null) {
  return useQuery({ ...postForEditQueryOptions(id ?? 0), enabled: id !== null });
}
