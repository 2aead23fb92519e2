import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deletePostCall } from '../contract/calls/post-delete.ts';
import { callApi } from './client.ts';
import { managedPostKeys } from './get-managed-posts.ts';
import { postKeys } from './get-post-list.ts';

/** The owner deletes one of their posts. */
export function deletePost(articleId: number) {
  return callApi<typeof deletePostCall>('article/delete', { article_id: articleId });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: managedPostKeys.root }),
        queryClient.invalidateQueries({ queryKey: postKeys.root }),
      ]),
  });
}
