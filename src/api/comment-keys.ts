/**
 * Query keys of comments: one thread per post (`replyTo` 0, newest first) and one per comment's
 * replies (oldest first). Under one root, so a login or a new comment reaches them all.
 */
export const commentKeys = {
  root: ['comments'] as const,
  post: (articleId: number) => [...commentKeys.root, articleId] as const,
  thread: (articleId: number, replyTo: number) => [...commentKeys.post(articleId), replyTo] as const,
};
