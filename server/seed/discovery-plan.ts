/**
 * The demo's discovery data, decided up front from its own fixed generator (so the main plan's
 * numbers stay as they were): comments and replies under the posts people can see, recent views
 * with their time (mine-earn's ranges count them), page views, searches (the hot keywords) and the
 * first demo fan's interests. Counts on the posts follow from it (seed-plan.ts).
 */
import { COMMENT_TEXTS, SEED_SEARCHES } from './comment-texts.ts';
import { CATEGORY_CODES, type CategoryCode } from './creators-data.ts';
import { DEMO_FANS } from './demo-accounts.ts';
import { createRandom } from './random.ts';
import { isPublicAt, type PlannedCreator, type PlannedPost } from './planned-world.ts';

const DAY = 24 * 3600 * 1000;

/** Who wrote a comment: a demo fan or a creator, by index. */
export type SeedAuthor = { kind: 'fan'; index: number } | { kind: 'creator'; index: number };

export interface PlannedComment {
  postIndex: number;
  author: SeedAuthor;
  /** Index in `comments` of the comment it replies to; null for a top-level comment. */
  parent: number | null;
  content: string;
  createdAt: Date;
}

export interface PlannedView {
  postIndex: number;
  viewerKey: string;
  viewedAt: Date;
}

export interface PlannedPageView {
  creatorIndex: number;
  viewerKey: string;
  viewedAt: Date;
}

export interface PlannedSearch {
  keyword: string;
  searcherKey: string;
  at: Date;
}

export interface DiscoveryPlan {
  comments: PlannedComment[];
  views: PlannedView[];
  pageViews: PlannedPageView[];
  searches: PlannedSearch[];
  /** The first demo fan's interested categories. */
  interests: CategoryCode[];
}

/** Up to this many of a post's views are records of the last 14 days (the rest are older totals). */
const RECENT_VIEWS_MAX = 24;

export function planDiscovery(creators: PlannedCreator[], posts: PlannedPost[], now: Date): DiscoveryPlan {
  const random = createRandom(20241111);
  const comments: PlannedComment[] = [];
  const views: PlannedView[] = [];
  const recently = (maxDays: number) => new Date(now.getTime() - random.int(60, maxDays * 24 * 60) * 60_000);
  posts.forEach((post, postIndex) => {
    if (!isPublicAt(post, now)) return;
    const texts = COMMENT_TEXTS[creators[post.creatorIndex]!.lang];
    const since = Math.max(post.displayAt.getTime(), now.getTime() - 30 * DAY);
    const after = (start: number) =>
      new Date(start + random.int(1, Math.max(2, (now.getTime() - start) / 60_000 - 1)) * 60_000);
    const topLevel = random.int(0, 3);
    for (let c = 0; c < topLevel; c++) {
      const at = after(since);
      const index = comments.length;
      comments.push({
        postIndex,
        author: { kind: 'fan', index: random.int(0, DEMO_FANS.length - 1) },
        parent: null,
        content: random.pick(texts.comments),
        createdAt: at,
      });
      if (random.chance(0.4))
        comments.push({
          postIndex,
          author: { kind: 'creator', index: post.creatorIndex },
          parent: index,
          content: random.pick(texts.replies),
          createdAt: after(at.getTime()),
        });
    }
    const recent = Math.min(post.viewCount, random.int(3, RECENT_VIEWS_MAX));
    for (let v = 0; v < recent; v++)
      views.push({ postIndex, viewerKey: `gseed-${postIndex}-${v}`, viewedAt: recently(14) });
  });
  const pageViews: PlannedPageView[] = creators.flatMap((_, creatorIndex) =>
    Array.from({ length: random.int(5, 40) }, (__, v) => ({
      creatorIndex,
      viewerKey: `gseed-page-${creatorIndex}-${v}`,
      viewedAt: recently(14),
    })),
  );
  // The most searched first: 12 searchers for the first keyword, one fewer for each next.
  const searches: PlannedSearch[] = SEED_SEARCHES.flatMap((keyword, rank) =>
    Array.from({ length: 12 - rank }, (_, s) => ({
      keyword,
      searcherKey: `gseed-search-${s}`,
      at: recently(3),
    })),
  );
  return {
    comments,
    views,
    pageViews,
    searches,
    interests: [CATEGORY_CODES[0], CATEGORY_CODES[1], CATEGORY_CODES[3]],
  };
}
