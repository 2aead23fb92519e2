/** Fills an empty database with the demo world: categories, creators, fans, posts and their media. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createLocalDiskStorage, type MediaStorage } from '../media/storage.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { hashDemoPasswords, insertAccounts } from './accounts.ts';
import { insertCreatorPlans } from './creator-plans.ts';
import { DEMO_FANS, PUBLISHED_DEMO_CREDENTIALS, type DemoCredentials } from './demo-accounts.ts';
import { seedDiscovery } from './discovery.ts';
import { seedMoney, type SeededIds } from './money.ts';
import { seedOperators } from './operators.ts';
import { seedFeedback } from './feedback.ts';
import { seedReports } from './reports.ts';
import { seedCreatorApplications } from './creator-applications.ts';
import { storePlanPictures, storePostPictures, storeProfilePictures } from './pictures.ts';
import { insertCategories, insertPostPictures, insertPosts, insertPostVideos } from './posts.ts';
import { seedUuid } from './random.ts';
import { planSeed, type SeedPlan, type SeedProfile } from './seed-plan.ts';
import { ffmpegAvailable, storeSeedVideos } from './videos.ts';

export interface SeedOptions {
  /** Local media root (DATA_DIR/media); ignored when `storage` is given. */
  mediaDir?: string;
  storage?: MediaStorage;
  /** 'full' for the demo (default), 'test' for a small quick set with tiny pictures. */
  profile?: SeedProfile;
  /** Parallel sharp renders; sharp also uses its own threads, so a few suffice. */
  concurrency?: number;
  now?: Date;
  /**
   * Whether the profile's video posts are videos (queued for the processing job) rather than
   * pictures; they are only where ffmpeg runs. @default true for 'full', false for 'test'
   */
  videos?: boolean;
  /**
   * Whether the demo's money is seeded (money-plan.ts: subscriptions, purchases, saved cards,
   * orders, refunds, earnings and withdrawals, all through the money services). @default true for
   * 'full', false for 'test' (the server tests start without it unless they ask).
   */
  money?: boolean;
  /** The settings the money services read (the platform fee); default the built-in defaults. */
  config?: ServerConfig;
  /** Told each step as it starts, so a first start can say what it is doing. */
  progress?: (step: string) => void;
  /**
   * The accounts' passwords and the operators' second factors (demo-accounts.ts, demoCredentialsFor).
   * @default the published ones
   */
  credentials?: DemoCredentials;
}

export interface SeedSummary {
  creators: number;
  fans: number;
  posts: number;
  images: number;
  /** Video posts queued for processing (they publish once the job has made their renditions). */
  videos: number;
  /** Orders and withdrawals the money seed made (0 without it). */
  orders: number;
  withdrawals: number;
  ms: number;
}

/** True when no user exists yet: the signal to seed on first start. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Seeds only an empty database, so a second start reuses what is there. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  return (await isDatabaseEmpty(db)) ? seedDatabase(db, options) : null;
}

/** Empties every table (for `npm run seed -- --reset`). Media files are overwritten by the next seed. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.execute(
    sql`truncate table search_queries, ledger_entries, purchases, user_subscriptions, provider_events, withdrawals, orders, saved_cards, sandbox_checkout_sessions, sandbox_setup_intents, sandbox_payment_methods, sandbox_charges, sandbox_events, plan_posts, subscription_plans, post_media, uploads, posts, categories, creator_profiles, sessions, users restart identity cascade`,
  );
}

/** The media storage the options name: the given one, or the local disk under `mediaDir`. */
function storageOf(options: SeedOptions): MediaStorage {
  if (options.storage) return options.storage;
  if (options.mediaDir === undefined) throw new Error('mediaDir or storage is required');
  return createLocalDiskStorage(options.mediaDir);
}

/** The demo's files, stored before any row is written: plan pictures, profile pictures, videos, post photos. */
async function storeSeedFiles(
  storage: MediaStorage,
  plan: SeedPlan,
  withVideos: boolean,
  concurrency: number,
) {
  await storePlanPictures(storage, plan, concurrency);
  const profilePictures = await storeProfilePictures(storage, plan, concurrency);
  const videos = await storeSeedVideos(
    storage,
    withVideos ? plan.posts.flatMap((post, postIndex) => (post.video ? [postIndex] : [])) : [],
    (postIndex) => seedUuid(`video/${postIndex}`),
  );
  const videoPosts = new Set(videos.map((video) => video.postIndex));
  const postPictures = await storePostPictures(storage, plan, videoPosts, concurrency);
  return { profilePictures, videos, videoPosts, postPictures };
}

/** Writes the demo data; deterministic except that dates are relative to `now`. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const profile = options.profile ?? 'full';
  const plan = planSeed(profile, now);
  const storage = storageOf(options);
  const credentials = options.credentials ?? PUBLISHED_DEMO_CREDENTIALS;
  const passwordHashes = hashDemoPasswords(plan, credentials);
  const withVideos = (options.videos ?? profile === 'full') && ffmpegAvailable();
  const progress = options.progress ?? (() => undefined);
  progress('drawing the pictures (avatars, covers, post photos)');
  const files = await storeSeedFiles(storage, plan, withVideos, options.concurrency ?? 4);

  progress(`writing ${plan.creators.length} creators and ${plan.posts.length} posts`);
  const hashes = await passwordHashes;
  const seeded = await db.transaction(async (tx): Promise<SeededIds> => {
    const categoryId = await insertCategories(tx);
    const accounts = await insertAccounts(tx, plan, hashes, files.profilePictures, now);
    const postIds = await insertPosts(tx, plan, accounts.creators, categoryId, files.videoPosts);
    await insertPostPictures(tx, plan, files.postPictures, accounts.creators, postIds);
    await insertPostVideos(tx, plan, files.videos, accounts.creators, postIds);
    await insertCreatorPlans(tx, plan, accounts.creators, postIds);
    return { fans: accounts.fans, creators: accounts.creators, posts: postIds };
  });
  await seedDiscovery(db, plan, seeded);
  if (profile === 'full') {
    await seedOperators(db, now, credentials.operators);
    await seedFeedback(db, seeded.fans[0]!, now);
    await seedReports(db, reportedInDemo(plan, seeded), now);
    await seedCreatorApplications(
      db,
      { config: options.config ?? loadConfig({}), storage },
      now,
      credentials.applicants,
    );
  }
  const withMoney = options.money ?? profile === 'full';
  if (withMoney) progress('paying subscriptions and purchases through the money services');
  const money = withMoney
    ? await seedMoney(db, options.config ?? loadConfig({}), plan, seeded, now)
    : { orders: 0, withdrawals: 0 };

  return {
    creators: plan.creators.length,
    fans: DEMO_FANS.length,
    posts: plan.posts.length,
    images: files.postPictures.length,
    videos: files.videos.length,
    orders: money.orders,
    withdrawals: money.withdrawals,
    ms: Date.now() - started,
  };
}

/** The demo reports' targets: the first creator's first post, and the second creator. */
function reportedInDemo(plan: SeedPlan, seeded: SeededIds) {
  const postIndex = plan.posts.findIndex((post) => post.creatorIndex === 0);
  return {
    fans: seeded.fans,
    post: { id: seeded.posts[postIndex]!, creatorId: seeded.creators[0]! },
    creatorId: seeded.creators[1]!,
  };
}
