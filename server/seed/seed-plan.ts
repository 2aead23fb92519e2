/** Decides every seeded row up front, from one fixed generator, so the seed is the same each run. */
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { CATEGORY_TAGS, POST_TEXTS } from './post-texts.ts';
import { SEED_CREATORS } from './creators-data.ts';
import { createRandom } from './random.ts';
import { planSubscriptionPlans, type PlannedPlan } from './subscription-plans.ts';
import { planDiscovery, type DiscoveryPlan } from './discovery-plan.ts';
import { isPublicAt, type PlannedCreator, type PlannedPost } from './planned-world.ts';

export type SeedProfile = 'full' | 'test';

interface ProfileSettings {
  creators: number;
  postsPerCreator: number;
  /** Width of a full-size picture; smaller for tests. */
  imageWidth: number;
  avatarSize: number;
  coverWidth: number;
  /** Video posts, as [creator, post of that creator]; made only where ffmpeg runs (videos.ts). */
  videoPosts: ReadonlyArray<readonly [number, number]>;
}

export const PROFILES: Record<SeedProfile, ProfileSettings> = {
  full: {
    creators: 16,
    postsPerCreator: 15,
    imageWidth: 1080,
    avatarSize: 256,
    coverWidth: 1200,
    // The first posts of a creator are free, subscription, pay-per-post, private (FIRST_TYPES):
    // two free videos, one for subscribers, one to buy.
    videoPosts: [
      [0, 0],
      [1, 1],
      [2, 0],
      [3, 2],
    ],
  },
  // One video, made only when a test asks (SeedOptions.videos): most tests want no ffmpeg run.
  test: {
    creators: 6,
    postsPerCreator: 8,
    imageWidth: 72,
    avatarSize: 32,
    coverWidth: 96,
    videoPosts: [[0, 0]],
  },
};

export interface SeedPlan {
  settings: ProfileSettings;
  creators: PlannedCreator[];
  posts: PlannedPost[];
  /** Every creator's subscription plans and the subscription posts each unlocks. */
  subscriptionPlans: PlannedPlan[];
  /** Comments, recent views, page views, searches and interests (discovery-plan.ts). */
  discovery: DiscoveryPlan;
}

const DAY = 24 * 3600 * 1000;
const PRICES_CENTS = [199, 499, 799, 999, 1500, 2500, 4900, 9000];
const ASPECTS: ReadonlyArray<readonly [number, number]> = [
  [4, 5],
  [1, 1],
  [3, 2],
  [2, 3],
];
/** The first posts of every creator cover the four access levels; the rest are weighted. */
const FIRST_TYPES = [ARTICLE_TYPE.free, ARTICLE_TYPE.subscription, ARTICLE_TYPE.buy, ARTICLE_TYPE.private];

function weightedType(roll: number): number {
  if (roll < 0.3) return ARTICLE_TYPE.free;
  if (roll < 0.65) return ARTICLE_TYPE.subscription;
  if (roll < 0.9) return ARTICLE_TYPE.buy;
  return ARTICLE_TYPE.private;
}

/** Builds the plan; `now` anchors dates so scheduled posts are always in the future. */
export function planSeed(profile: SeedProfile, now: Date): SeedPlan {
  const settings = PROFILES[profile];
  const random = createRandom(20240601);
  const creators: PlannedCreator[] = SEED_CREATORS.slice(0, settings.creators).map((creator, index) => ({
    ...creator,
    uuid: random.uuid(),
    aff: 100_000 + (index + 1) * 173,
    createdAt: new Date(now.getTime() - (400 - index * 23) * DAY),
    // Drawn so the generator's sequence (and every later number) stays as it was; settleCounts
    // replaces it with the sum of the creator's posts' views.
    viewCount: random.int(2_000, 900_000),
    variant: 1000 + index,
  }));

  const posts: PlannedPost[] = [];
  for (let c = 0; c < creators.length; c++) {
    const creator = creators[c]!;
    const texts = POST_TEXTS[creator.lang];
    for (let i = 0; i < settings.postsPerCreator; i++) {
      const n = posts.length;
      const category = random.pick(creator.categories);
      const articleType = FIRST_TYPES[i] ?? weightedType(random.next());
      const scheduled = n % 12 === 7;
      const createdAt = scheduled
        ? new Date(now.getTime() - random.int(1, 48) * 3600 * 1000)
        : new Date(now.getTime() - random.int(2, 120 * 24) * 3600 * 1000);
      const displayAt = scheduled ? new Date(now.getTime() + random.int(1, 10) * DAY) : createdAt;
      const viewCount = Math.round(Math.exp(5 + random.next() * 5.5));
      const likeCount = Math.round(viewCount * (0.02 + random.next() * 0.07));
      const tagPool = CATEGORY_TAGS[category];
      const tags = [...new Set([random.pick(tagPool), random.pick(tagPool), category])];
      const imageCount = random.int(1, 3);
      const [aw, ah] = random.pick(ASPECTS);
      const images = Array.from({ length: imageCount }, (_, k) => ({
        width: settings.imageWidth,
        height: Math.round((settings.imageWidth * ah) / aw),
        variant: n * 10 + k,
      }));
      posts.push({
        creatorIndex: c,
        category,
        title: random.pick(texts.titles),
        content: random.pick(texts.captions),
        tags,
        articleType,
        priceCents: articleType === ARTICLE_TYPE.buy ? random.pick(PRICES_CENTS) : 0,
        status: n % 31 === 13 ? REVIEW_STATUS.review : REVIEW_STATUS.published,
        createdAt,
        displayAt,
        likeCount,
        commentCount: Math.round(likeCount * (0.05 + random.next() * 0.15)),
        shareCount: Math.round(likeCount * (0.01 + random.next() * 0.07)),
        viewCount,
        buyCount: articleType === ARTICLE_TYPE.buy ? Math.round(viewCount * random.next() * 0.01) : 0,
        images,
        video: settings.videoPosts.some(([creator, post]) => creator === c && post === i),
      });
    }
  }
  const discovery = planDiscovery(creators, posts, now);
  settleCounts(creators, posts, discovery, now);
  return {
    settings,
    creators,
    posts,
    subscriptionPlans: planSubscriptionPlans(creators.length, posts),
    discovery,
  };
}

/**
 * Counts that agree with what the app lists (issue 11): nobody has seen, liked or commented on a
 * post the public cannot see (scheduled, under review, private); a post's comment count is its
 * seeded comments; a creator's views are the sum of their posts' views.
 */
function settleCounts(creators: PlannedCreator[], posts: PlannedPost[], discovery: DiscoveryPlan, now: Date) {
  const commentsOf = new Map<number, number>();
  for (const comment of discovery.comments)
    commentsOf.set(comment.postIndex, (commentsOf.get(comment.postIndex) ?? 0) + 1);
  posts.forEach((post, postIndex) => {
    if (!isPublicAt(post, now))
      Object.assign(post, { viewCount: 0, likeCount: 0, shareCount: 0, buyCount: 0 });
    post.commentCount = commentsOf.get(postIndex) ?? 0;
  });
  creators.forEach((creator, creatorIndex) => {
    creator.viewCount = posts
      .filter((post) => post.creatorIndex === creatorIndex)
      .reduce((total, post) => total + post.viewCount, 0);
  });
}
