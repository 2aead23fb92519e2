/** The signed-in user's own record (`user/getUserInfo`). */
import { count, eq } from 'drizzle-orm';
import type { UserInfo } from '../../../src/contract/entities-account.ts';
import { posts } from '../../db/schema.ts';
import { ServiceError, type CallContext } from '../../http/call-context.ts';
import { findUserById, isPlaceholderEmail } from '../accounts/account-store.ts';
import { creatorReviewNoteOf } from '../creator-applications/creator-applications.service.ts';
import { creatorBalanceCents } from '../ledger/ledger.service.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';

const authStatusOf = (value: number): UserInfo['auth_status'] => (value === 1 || value === 2 ? value : 0);

/**
 * Everything the app keeps about its own user. `money` is the balance derived from the ledger
 * (what a withdrawal may take; negative after refunds). Chat arrives with its own feature.
 */
export async function getUserInfo(ctx: CallContext, userId: number): Promise<UserInfo> {
  const user = await findUserById(ctx.db, userId);
  // The session outlived its user only if the account was deleted in between: the session is over.
  if (!user) throw new ServiceError('server.error.tokenExpired', {}, 422);
  const placeholder = isPlaceholderEmail(user.email);
  const [[own], balance] = await Promise.all([
    ctx.db.select({ n: count() }).from(posts).where(eq(posts.userId, userId)),
    creatorBalanceCents(ctx.db, userId),
  ]);
  return {
    username: user.username,
    aff: user.aff,
    uuid: user.uuid,
    chat_token: '',
    auth_status: authStatusOf(user.authStatus),
    is_able_send_message: 1,
    is_block: 0,
    nickname: user.nickname,
    description: user.description,
    thumb: ctx.media.publicUrl(user.thumb),
    background: ctx.media.publicUrl(user.background),
    // A provider account's placeholder is no address of the person's: the app shows none and
    // invites them to bind a real one.
    email: placeholder ? '' : user.email,
    email_validation: !placeholder && user.emailValidated === 1 ? 1 : 0,
    has_password: user.passwordHash !== null,
    money: centsToAmount(balance),
    subscription_list: [],
    subscription_count: 0,
    post_num: Number(own?.n ?? 0),
    share_url: `${ctx.config.publicUrl}/${user.username}`,
    instagram_link: user.instagramLink,
    facebook_link: user.facebookLink,
    twitter_link: user.twitterLink,
    youtube_link: user.youtubeLink,
    tiktok_link: user.tiktokLink,
    locale: user.locale,
    creator_review_note: user.authStatus === 0 ? await creatorReviewNoteOf(ctx.db, userId) : '',
  };
}
