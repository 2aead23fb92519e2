/**
 * Spec §4: mine-post groups the creator's posts by review status: under review (1), review failed
 * (5, with the reason), review passed (3), published (2) and formatting (ready_slice 4, slicing 15,
 * codec 20, and codec_failure 25 with its reason: a video whose processing failed is still the
 * formatting group's business, shown as failed).
 */
import { PROCESSING_REVIEW_STATUSES, REVIEW_STATUS, type ReviewStatus } from '../../../contract/enums.ts';

export const POST_STATUS_GROUPS = [
  'underReview',
  'reviewFailed',
  'reviewPassed',
  'published',
  'formatting',
] as const;
export type PostStatusGroup = (typeof POST_STATUS_GROUPS)[number];

/** The group of a review status; null for a status the spec does not name. */
export function postStatusGroupOf(status: number): PostStatusGroup | null {
  switch (status) {
    case REVIEW_STATUS.review:
      return 'underReview';
    case REVIEW_STATUS.reject:
      return 'reviewFailed';
    case REVIEW_STATUS.pass:
      return 'reviewPassed';
    case REVIEW_STATUS.published:
      return 'published';
    case REVIEW_STATUS.codecFailure:
      return 'formatting';
    default:
      return PROCESSING_REVIEW_STATUSES.includes(status as ReviewStatus) ? 'formatting' : null;
  }
}

/** The posts in groups, in the spec's order, each group in the list's order; empty groups left out. */
export function groupPostsByStatus<P extends { status: number }>(
  posts: readonly P[],
): { group: PostStatusGroup; posts: P[] }[] {
  const byGroup = new Map<PostStatusGroup, P[]>();
  for (const post of posts) {
    const group = postStatusGroupOf(post.status);
    if (!group) continue;
    byGroup.set(group, [...(byGroup.get(group) ?? []), post]);
  }
  return POST_STATUS_GROUPS.flatMap((group) => {
    const list = byGroup.get(group);
    return list ? [{ group, posts: list }] : [];
  });
}
