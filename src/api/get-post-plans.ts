import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPostPlansCall } from '../contract/calls/post-plans.ts';
import { ARTICLE_PLANS } from '../contract/enums.ts';
import { buyerPlanKeys } from './buyer-plan-keys.ts';
import { callApi } from './client.ts';

/** 1: the plans that contain the post (recommended); 2: the creator's other plans. */
export type PostPlansChoice = typeof ARTICLE_PLANS.recommended | typeof ARTICLE_PLANS.other;

/** A post's creator's plans (article/getArticleSubscription), recommended or other. */
export function fetchPostPlans(postId: number, rmd: PostPlansChoice, signal?: AbortSignal) {
  return callApi<typeof getPostPlansCall>(
    'article/getArticleSubscription',
    { article_id: postId, rmd },
    { signal },
  );
}

export function postPlansQueryOptions(postId: number, rmd: PostPlansChoice) {
  return queryOptions({
    queryKey: buyerPlanKeys.post(postId, rmd),
    queryFn: ({ signal }) => fetchPostPlans(postId, rmd, signal),
    select: (answer) => answer.list,
  });
}

/** The buyer subscription dialog opened from a post: one tab's plans (spec §2); idle unless `enabled`. */
export function usePostPlans(postId: number, rmd: PostPlansChoice, enabled = true) {
  return useQuery({ ...postPlansQueryOptions(postId, rmd), enabled });
}
