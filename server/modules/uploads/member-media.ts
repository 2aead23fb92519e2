/**
 * Every stored file of a member's, for their account's deletion (issue 26): their uploads (each
 * original and its sizes under `private/uploads/{user}/`, the blurred preview, a video's poster,
 * its blur and its HLS renditions), their posts' files stored outside an upload (the seed's),
 * their plans' own pictures, their avatar and cover, and their profile pictures. A file another
 * member's row still names (a seeded picture two profiles share) and the preset plan pictures are
 * left alone.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postMedia, posts, subscriptionPlans, uploads, users } from '../../db/schema.ts';

/** Where the platform's preset plan pictures are (server/seed). */
const PRESET_PLAN_PICTURES = 'public/plans/';

export interface MemberMedia {
  /** Single files. */
  keys: string[];
  /** Folders removed whole (a video's HLS renditions are many files). */
  folders: string[];
}

/** Keys of `candidates` no other member's post, avatar or cover names. */
async function notSharedWithOthers(db: Database, userId: number, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const shared = new Set<string>();
  for (const row of await db
    .select({ key: postMedia.originalKey, blur: postMedia.blurKey })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(
      and(
        ne(posts.userId, userId),
        or(inArray(postMedia.originalKey, candidates), inArray(postMedia.blurKey, candidates)),
      ),
    )) {
    shared.add(row.key);
    shared.add(row.blur);
  }
  for (const row of await db
    .select({ thumb: users.thumb, background: users.background })
    .from(users)
    .where(
      and(ne(users.id, userId), or(inArray(users.thumb, candidates), inArray(users.background, candidates))),
    )) {
    shared.add(row.thumb);
    shared.add(row.background);
  }
  for (const row of await db
    .select({ picture: subscriptionPlans.picture })
    .from(subscriptionPlans)
    .where(and(ne(subscriptionPlans.userId, userId), inArray(subscriptionPlans.picture, candidates)))) {
    shared.add(row.picture);
  }
  // The preset plan pictures every creator may choose are the platform's, never a member's.
  return candidates.filter((key) => !shared.has(key) && !key.startsWith(PRESET_PLAN_PICTURES));
}

/** The member's stored files, read before their rows go. */
export async function memberMediaOf(db: Database, userId: number): Promise<MemberMedia> {
  const [user] = await db
    .select({ uuid: users.uuid, thumb: users.thumb, background: users.background })
    .from(users)
    .where(eq(users.id, userId));
  const own = await db
    .select({ publicId: uploads.publicId, originalKey: uploads.originalKey, blurKey: uploads.blurKey })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const postFiles = await db
    .select({ originalKey: postMedia.originalKey, blurKey: postMedia.blurKey, hlsKey: postMedia.hlsKey })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(eq(posts.userId, userId));
  const plans = await db
    .select({ picture: subscriptionPlans.picture })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.userId, userId));
  const folders = [`private/uploads/${userId}`];
  if (user) folders.push(`public/profiles/${user.uuid}`);
  for (const upload of own)
    folders.push(
      `public/uploads/${upload.publicId}`,
      `private/videos/${upload.publicId}`,
      `public/videos/${upload.publicId}`,
    );
  const candidates = [
    ...own.map((upload) => upload.originalKey),
    ...own.map((upload) => upload.blurKey),
    ...postFiles.flatMap((file) => [file.originalKey, file.blurKey]),
    ...plans.map((plan) => plan.picture),
    user?.thumb ?? '',
    user?.background ?? '',
  ].filter((key) => key !== '');
  const keys = await notSharedWithOthers(db, userId, [...new Set(candidates)]);
  // An HLS folder outside an upload's (the seed's videos): its own folder goes.
  for (const file of postFiles) {
    const folder = file.hlsKey?.replace(/\/hls\/master\.m3u8$/, '');
    if (folder && folder !== file.hlsKey && !folders.includes(folder)) folders.push(folder);
  }
  return { keys, folders };
}
