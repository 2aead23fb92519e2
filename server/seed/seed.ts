/** Fills an empty database with the demo world: categories, creators, fans, posts and their media. */
import { nameInitial } from '../../src/i18n/name-initial.ts';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_STATUS, RESOURCE_TYPE, REVIEW_STATUS, ROLE } from '../../src/contract/enums.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  creatorProfiles,
  planPosts,
  postMedia,
  posts,
  subscriptionPlans,
  uploads,
  users,
} from '../db/schema.ts';
import { createLocalDiskStorage, type MediaStorage } from '../media/storage.ts';
import { PLAN_IMAGE_KEYS } from '../modules/app/app.service.ts';
import { enqueueVideoProcessing } from '../modules/media-processing/video-job.ts';
import { CATEGORY_CODES } from './creators-data.ts';
import { DEMO_CREATOR_PASSWORD, DEMO_FANS } from './demo-accounts.ts';
import { avatarSvg, coverSvg, postSvg, renderPostImage, renderWebp } from './images.ts';
import { planSeed, type PlannedCreator, type SeedProfile } from './seed-plan.ts';
import { ffmpegAvailable, storeSeedVideos } from './videos.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { seedMoney, type SeededIds } from './money.ts';
import { seedDiscovery } from './discovery.ts';

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

const shortHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** A version-4-shaped UUID derived from `name`, so the same seed gives the same upload ids. */
function seedUuid(name: string): string {
  const hex = createHash('sha256').update(`fanvault-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The avatar's letter: the display name's own first character, as the app's letter avatars show it. */
function initialsOf(creator: PlannedCreator): string {
  return nameInitial(creator.nickname) || nameInitial(creator.username) || 'F';
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

/** Writes the demo data; deterministic except that dates are relative to `now`. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const plan = planSeed(options.profile ?? 'full', now);
  const storage =
    options.storage ??
    createLocalDiskStorage(
      options.mediaDir ??
        (() => {
          throw new Error('mediaDir or storage is required');
        })(),
    );
  const concurrency = options.concurrency ?? 4;
  const { settings } = plan;

  const passwordHashes = Promise.all([
    ...DEMO_FANS.map((fan) => hashPassword(fan.password)),
    ...plan.creators.map(() => hashPassword(DEMO_CREATOR_PASSWORD)),
  ]);

  await mapLimit(PLAN_IMAGE_KEYS, concurrency, async (key, i) =>
    storage.put(
      key,
      await renderWebp(coverSvg(settings.avatarSize * 2, settings.avatarSize * 2, 40 + i * 110, 7 + i)),
    ),
  );
  const profileImages = await mapLimit(plan.creators, concurrency, async (creator) => {
    const avatar = await renderWebp(
      avatarSvg(settings.avatarSize, creator.hue, initialsOf(creator), creator.variant),
    );
    const cover = await renderWebp(
      coverSvg(settings.coverWidth, Math.round(settings.coverWidth / 3), creator.hue, creator.variant + 500),
    );
    const thumb = `public/avatars/${creator.username}-${shortHash(avatar)}.webp`;
    const background = `public/covers/${creator.username}-${shortHash(cover)}.webp`;
    await Promise.all([storage.put(thumb, avatar), storage.put(background, cover)]);
    return { thumb, background };
  });

  const profile = options.profile ?? 'full';
  const withVideos = (options.videos ?? profile === 'full') && ffmpegAvailable();
  const videos = await storeSeedVideos(
    storage,
    withVideos ? plan.posts.flatMap((post, postIndex) => (post.video ? [postIndex] : [])) : [],
    (postIndex) => seedUuid(`video/${postIndex}`),
  );
  const videoOf = new Map(videos.map((video) => [video.postIndex, video]));

  const jobs = plan.posts.flatMap((post, postIndex) =>
    videoOf.has(postIndex)
      ? []
      : post.images.map((image, position) => ({ post, postIndex, image, position })),
  );
  const rendered = await mapLimit(jobs, concurrency, async ({ post, postIndex, image, position }) => {
    const creator = plan.creators[post.creatorIndex]!;
    const { original, blur } = await renderPostImage(
      postSvg(image.width, image.height, creator.hue, image.variant, creator.username),
    );
    const stem = `${creator.username}/${postIndex}-${position}`;
    const originalKey = `private/posts/${stem}-${shortHash(original)}.jpg`;
    const blurKey = `public/previews/${stem}-${shortHash(blur)}.webp`;
    await Promise.all([storage.put(originalKey, original), storage.put(blurKey, blur)]);
    return {
      postIndex,
      position,
      stem,
      originalKey,
      blurKey,
      width: image.width,
      height: image.height,
      bytes: original.length,
    };
  });

  const hashes = await passwordHashes;
  const seeded = await db.transaction(async (tx): Promise<SeededIds> => {
    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORY_CODES.map((code, position) => ({ code, position })))
      .returning({ id: categories.id, code: categories.code });
    const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));

    const fanRows = await tx
      .insert(users)
      .values(
        DEMO_FANS.map((fan, i) => ({
          uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
          aff: 500_000 + (i + 1) * 89,
          username: fan.username,
          email: fan.email,
          passwordHash: hashes[i]!,
          nickname: fan.nickname,
          locale: fan.locale,
          role: ROLE.member,
          emailValidated: 1,
          createdAt: new Date(now.getTime() - (30 - i) * 24 * 3600 * 1000),
        })),
      )
      .returning({ id: users.id });
    const creatorRows = await tx
      .insert(users)
      .values(
        plan.creators.map((creator, i) => ({
          uuid: creator.uuid,
          aff: creator.aff,
          username: creator.username,
          email: `${creator.username}@example.com`,
          passwordHash: hashes[DEMO_FANS.length + i]!,
          nickname: creator.nickname,
          description: creator.description,
          thumb: profileImages[i]!.thumb,
          background: profileImages[i]!.background,
          role: ROLE.creator,
          authStatus: AUTH_STATUS.creator,
          emailValidated: 1,
          locale: creator.lang,
          instagramLink: creator.social.instagram ?? '',
          facebookLink: creator.social.facebook ?? '',
          twitterLink: creator.social.twitter ?? '',
          youtubeLink: creator.social.youtube ?? '',
          tiktokLink: creator.social.tiktok ?? '',
          createdAt: creator.createdAt,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(creatorProfiles).values(
      plan.creators.map((creator, i) => ({
        userId: creatorRows[i]!.id,
        viewCount: creator.viewCount,
        descriptions: creator.descriptions ?? {},
        jsonInfo: { language: creator.lang, categories: creator.categories },
        createdAt: creator.createdAt,
      })),
    );

    const postRows = await tx
      .insert(posts)
      .values(
        plan.posts.map((post, postIndex) => ({
          userId: creatorRows[post.creatorIndex]!.id,
          categoryId: categoryId.get(post.category) ?? null,
          title: post.title,
          content: post.content,
          tags: post.tags,
          resourceType: videoOf.has(postIndex) ? RESOURCE_TYPE.video : RESOURCE_TYPE.image,
          articleType: post.articleType,
          priceCents: post.priceCents,
          // A video waits for its job (ready_slice), as a published one does (publish.service.ts).
          status: videoOf.has(postIndex) ? REVIEW_STATUS.readySlice : post.status,
          displayAt: post.displayAt,
          likeCount: post.likeCount,
          commentCount: post.commentCount,
          shareCount: post.shareCount,
          viewCount: post.viewCount,
          buyCount: post.buyCount,
          createdAt: post.createdAt,
        })),
      )
      .returning({ id: posts.id });
    // Each picture is one of its creator's uploads, recorded as the image upload records one
    // (uploads.service.ts storeImage), so the publish form can keep it when the post is edited.
    const uploadRows = await tx
      .insert(uploads)
      .values(
        rendered.map((item) => {
          const post = plan.posts[item.postIndex]!;
          return {
            publicId: seedUuid(item.stem),
            userId: creatorRows[post.creatorIndex]!.id,
            kind: 'image',
            status: 'ready',
            originalKey: item.originalKey,
            width: item.width,
            height: item.height,
            blurKey: item.blurKey,
            bytes: item.bytes,
            createdAt: post.createdAt,
          };
        }),
      )
      .returning({ id: uploads.id });
    await tx.insert(postMedia).values(
      rendered.map((item, i) => ({
        postId: postRows[item.postIndex]!.id,
        position: item.position,
        originalKey: item.originalKey,
        blurKey: item.blurKey,
        width: item.width,
        height: item.height,
        videoTime: 0,
        uploadId: uploadRows[i]!.id,
      })),
    );

    // Each video is a finished upload (video-uploads.service.ts complete) shown by its poster
    // until its job has run (publish.service.ts).
    if (videos.length > 0) {
      const videoUploads = await tx
        .insert(uploads)
        .values(
          videos.map((video) => {
            const post = plan.posts[video.postIndex]!;
            return {
              publicId: video.publicId,
              userId: creatorRows[post.creatorIndex]!.id,
              kind: 'video',
              status: 'uploaded',
              originalKey: video.originalKey,
              width: 0,
              height: 0,
              blurKey: video.posterBlurKey,
              bytes: video.bytes,
              createdAt: post.createdAt,
            };
          }),
        )
        .returning({ id: uploads.id });
      await tx.insert(postMedia).values(
        videos.map((video, i) => ({
          postId: postRows[video.postIndex]!.id,
          position: 0,
          originalKey: video.posterKey,
          blurKey: video.posterBlurKey,
          width: 16,
          height: 9,
          videoTime: 0,
          uploadId: videoUploads[i]!.id,
        })),
      );
      for (const row of videoUploads) await enqueueVideoProcessing(tx, row.id);
    }

    const planRows = await tx
      .insert(subscriptionPlans)
      .values(
        plan.subscriptionPlans.map((item) => ({
          userId: creatorRows[item.creatorIndex]!.id,
          name: item.name,
          content: item.content,
          priceCents: item.priceCents,
          expireDays: item.expireDays,
          unlockDays: item.unlockDays,
          picture: item.picture,
          status: 1,
          position: item.position,
          createdAt: plan.creators[item.creatorIndex]!.createdAt,
        })),
      )
      .returning({ id: subscriptionPlans.id });
    const links = plan.subscriptionPlans.flatMap((item, i) =>
      item.postIndexes.map((postIndex) => ({ planId: planRows[i]!.id, postId: postRows[postIndex]!.id })),
    );
    if (links.length > 0) await tx.insert(planPosts).values(links);
    return {
      fans: fanRows.map((row) => row.id),
      creators: creatorRows.map((row) => row.id),
      posts: postRows.map((row) => row.id),
    };
  });
  await seedDiscovery(db, plan, seeded);
  const money =
    (options.money ?? profile === 'full')
      ? await seedMoney(db, options.config ?? loadConfig({}), plan, seeded, now)
      : { orders: 0, withdrawals: 0 };

  return {
    creators: plan.creators.length,
    fans: DEMO_FANS.length,
    posts: plan.posts.length,
    images: rendered.length,
    videos: videos.length,
    orders: money.orders,
    withdrawals: money.withdrawals,
    ms: Date.now() - started,
  };
}
