/**
 * user/modifyAccountInfo: a member changes their display name, account name, bio, social links and
 * profile pictures (spec §2 mine/account and mine/profile-set, §5). What is sent changes, the rest
 * stays; the answer is their record as user/getUserInfo gives it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { modifyAccountInfoSchema } from '../../../src/contract/calls/user-modify-account-info.ts';
import type { UserInfo } from '../../../src/contract/entities-account.ts';
import {
  PROFILE_PICTURE_FRAMES,
  SOCIAL_LINK_EXAMPLES,
  profilePictureUploadId,
  socialProfileUrl,
  type ProfilePictureField,
  type SocialLinkField,
  type SocialLinks,
} from '../../../src/contract/rules/profile-rules.ts';
import { ServiceError } from '../../core/service-error.ts';
import { users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { brokenUniqueConstraint, findUserById, normalizeEmail } from '../accounts/account-store.ts';
import { framedPicture } from '../uploads/image-processing.ts';
import { ownImageBytes } from '../uploads/own-image.ts';
import { getUserInfo } from './user-info.service.ts';

type ProfileChange = z.output<typeof modifyAccountInfoSchema>;
type UserUpdate = Partial<typeof users.$inferInsert>;

/** The users table's column of each social link field. */
const LINK_COLUMNS = {
  instagram_link: 'instagramLink',
  twitter_link: 'twitterLink',
  youtube_link: 'youtubeLink',
  tiktok_link: 'tiktokLink',
  facebook_link: 'facebookLink',
} as const satisfies Record<SocialLinkField, keyof UserUpdate>;

/** How a network is named in the refusal (brand names, the same in every language). */
const NETWORK_NAMES: Record<SocialLinkField, string> = {
  instagram_link: 'Instagram',
  twitter_link: 'X (Twitter)',
  youtube_link: 'YouTube',
  tiktok_link: 'TikTok',
  facebook_link: 'Facebook',
};

/** Profile pictures this service wrote (seeded ones live elsewhere and are left alone). */
const PROFILE_PICTURES_PREFIX = 'public/profiles/';

/** Each sent link as its full profile URL, or the refusal naming the first that is none. */
function socialLinkColumns(ctx: Pick<CallContext, 'config'>, links: SocialLinks): UserUpdate {
  const ownHost = new URL(ctx.config.publicUrl).host;
  const update: UserUpdate = {};
  for (const [field, typed] of Object.entries(links) as [SocialLinkField, string | undefined][]) {
    if (typed === undefined) continue;
    const url = socialProfileUrl(field, typed, ownHost);
    if (url === null) {
      throw new ServiceError('rule.profile.socialLink', {
        network: NETWORK_NAMES[field],
        example: SOCIAL_LINK_EXAMPLES[field],
      });
    }
    update[LINK_COLUMNS[field]] = url;
  }
  return update;
}

/** Stores the member's upload cut to the picture's frame under a public key; '' removes the picture. */
async function profilePictureKey(
  ctx: Pick<CallContext, 'db' | 'storage'>,
  user: { id: number; uuid: string },
  field: ProfilePictureField,
  value: string,
): Promise<string> {
  const publicId = profilePictureUploadId(value);
  if (publicId === '') return '';
  const bytes = publicId === null ? null : await ownImageBytes(ctx, user.id, publicId);
  if (!bytes) throw new ServiceError('server.profile.pictureUnknown');
  const frame = PROFILE_PICTURE_FRAMES[field];
  const key = `${PROFILE_PICTURES_PREFIX}${user.uuid}/${field}-${randomUUID()}.webp`;
  await ctx.storage.put(key, await framedPicture(bytes, frame.width, frame.height));
  return key;
}

export async function modifyAccountInfo(
  ctx: CallContext,
  userId: number,
  change: ProfileChange,
): Promise<UserInfo> {
  const user = await findUserById(ctx.db, userId);
  // As user/getUserInfo: a session that outlived its account is over.
  if (!user) throw new ServiceError('content.tokenExpired', {}, 422);
  // A new address is only ever taken after its code proved it (account/validationEmail).
  if (change.email !== undefined && normalizeEmail(change.email) !== user.email) {
    throw new ServiceError('server.account.emailNeedsCode');
  }
  const update: UserUpdate = {
    ...(change.nickname !== undefined && { nickname: change.nickname }),
    ...(change.username !== undefined && { username: change.username }),
    ...(change.description !== undefined && { description: change.description }),
    ...(change.lang !== undefined && { locale: change.lang }),
    ...(change.set_social_media && socialLinkColumns(ctx, change.set_social_media)),
  };
  if (change.thumb !== undefined) update.thumb = await profilePictureKey(ctx, user, 'thumb', change.thumb);
  if (change.background !== undefined) {
    update.background = await profilePictureKey(ctx, user, 'background', change.background);
  }
  if (Object.keys(update).length > 0) {
    try {
      await ctx.db.update(users).set(update).where(eq(users.id, userId));
    } catch (error) {
      if (brokenUniqueConstraint(error) === 'users_username_lower_idx') {
        throw new ServiceError('server.account.accountTaken');
      }
      throw error;
    }
    await removeReplacedPictures(ctx, user, update);
  }
  return getUserInfo(ctx, userId);
}

/** The pictures a change replaced, once the row no longer names them. */
async function removeReplacedPictures(
  ctx: Pick<CallContext, 'storage' | 'log'>,
  before: { thumb: string; background: string },
  update: UserUpdate,
): Promise<void> {
  const replaced = (['thumb', 'background'] as const)
    .filter((field) => update[field] !== undefined && update[field] !== before[field])
    .map((field) => before[field])
    .filter((key) => key.startsWith(PROFILE_PICTURES_PREFIX));
  await Promise.all(
    replaced.map((key) =>
      ctx.storage.remove(key).catch((error: unknown) => {
        // A file left behind costs storage, not correctness: nothing names it any more.
        ctx.log.warn({ err: error, key }, 'a replaced profile picture was not removed');
      }),
    ),
  );
}
