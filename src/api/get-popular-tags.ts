/**
 * Tag suggestions for the publish form (spec §5 "suggestions 10"): the tags of the category's
 * popular posts, most used first. The spec does not say where suggestions come from; this uses
 * the public list call, so it needs no call of its own (docs/decisions.md).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPostListCall } from '../contract/calls/post-list.ts';
import { LIST_FILTER } from '../contract/enums.ts';
import { TAG_SUGGESTIONS_MAX } from '../contract/rules/tag-length.ts';
import { callApi } from './client.ts';

/** How many popular posts the suggestions are drawn from. */
export const POPULAR_TAG_SAMPLE = 50;

/** The tags of `posts`, most frequent first (ties in first-seen order), at most 10. */
export function rankTags(posts: readonly { tags: readonly string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TAG_SUGGESTIONS_MAX)
    .map(([tag]) => tag);
}

export function popularTagsQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['posts', 'popular-tags', category] as const,
    queryFn: async ({ signal }) => {
      const page = await callApi<typeof getPostListCall>(
        'article/getList',
        { category, filter_by: LIST_FILTER.popular, page: 1, limit: POPULAR_TAG_SAMPLE },
        { signal },
      );
      return rankTags(page.list);
    },
    staleTime: 10 * 60_000,
  });
}

/** Idle until a category is chosen. */
export function usePopularTags(category: string | null) {
  return useQuery({ ...popularTagsQueryOptions(category ?? ''), enabled: Boolean(category) });
}
