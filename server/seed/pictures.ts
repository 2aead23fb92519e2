/**
 * Renders and stores the demo's pictures before any row is written: the plan pictures, every
 * creator's avatar and cover, and the posts' photos (private original and public blurred preview).
 */
import { createHash } from 'node:crypto';
import { nameInitial } from '../../src/i18n/name-initial.ts';
import type { MediaStorage } from '../media/storage.ts';
import { PLAN_IMAGE_KEYS } from '../modules/app/app.service.ts';
import { avatarSvg, coverSvg, postSvg, renderPostImage, renderWebp } from './images.ts';
import type { PlannedCreator } from './planned-world.ts';
import type { SeedPlan } from './seed-plan.ts';

/** A creator's stored avatar and cover keys. */
export interface ProfilePictures {
  thumb: string;
  background: string;
}

/** A post's stored photo: where its files are and what size it is. */
export interface StoredPostPicture {
  postIndex: number;
  position: number;
  /** `{creator}/{post}-{position}`: names the files and the upload id. */
  stem: string;
  originalKey: string;
  blurKey: string;
  width: number;
  height: number;
  bytes: number;
}

const shortHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Runs `fn` over `items` with at most `limit` at once; results keep the items' order. */
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

/** Stores the preset pictures a creator may give a subscription plan. */
export async function storePlanPictures(storage: MediaStorage, plan: SeedPlan, concurrency: number) {
  const { settings } = plan;
  await mapLimit(PLAN_IMAGE_KEYS, concurrency, async (key, i) =>
    storage.put(
      key,
      await renderWebp(coverSvg(settings.avatarSize * 2, settings.avatarSize * 2, 40 + i * 110, 7 + i)),
    ),
  );
}

/** Stores every creator's avatar and cover; the keys come back in the plan's creator order. */
export async function storeProfilePictures(
  storage: MediaStorage,
  plan: SeedPlan,
  concurrency: number,
): Promise<ProfilePictures[]> {
  const { settings } = plan;
  return mapLimit(plan.creators, concurrency, async (creator) => {
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
}

/** Renders and stores the photos of every post that is not a video post (`videoPosts`, by index). */
export async function storePostPictures(
  storage: MediaStorage,
  plan: SeedPlan,
  videoPosts: ReadonlySet<number>,
  concurrency: number,
): Promise<StoredPostPicture[]> {
  const pictures = plan.posts.flatMap((post, postIndex) =>
    videoPosts.has(postIndex)
      ? []
      : post.images.map((image, position) => ({ post, postIndex, image, position })),
  );
  return mapLimit(pictures, concurrency, async ({ post, postIndex, image, position }) => {
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
}
