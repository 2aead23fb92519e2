/** The signed-in user's own record (`user/getUserInfo`). */
import { and, asc, count, countDistinct, eq, gt } from 'drizzle-orm';
import type { UserInfo } from '../../../src/contract/entities-account.ts';
import { posts, subscriptionPlans, userSubscriptions } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById, isPlaceholderEmail } from '../accounts/account-store.ts';
import {
  type CreatorApplicationsContext,
  creatorReviewNoteOf,
} from '../creator-applications/creator-applications.service.ts';
import { creatorBalanceCents } from '../ledger/ledger.service.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { chatTokensOf } from '../chat/chat-token.ts';
import { socialLinksOf } from '../creators/social-links.ts';

/** What these services take from a call's context. */
export type UserInfoContext = Pick<CallContext, 'config' | 'db' | 'media' | 'now' | 'viewer'> &
  CreatorApplicationsContext;

const authStatusOf = (value: number): UserInfo['auth_status'] => (value === 1 || value === 2 ? value : 0);

/**
 * Everything the app keeps about its own user. `money` is the balance derived from the ledger
 * (what a withdrawal may take; negative after refunds). `post_num` counts what their own creator
 * page lists, `subscription_count` their subscribers (fans whose subscription has not ended),
 * `subscription_list` their plans on sale. `chat_token` signs the chat socket in for this session
 * (chat/chat-token.ts); `is_able_send_message` is 1: whom they may write to is answered per person
 * (the creator's and the contact's `is_able_send_message`).
 */
export async function getUserInfo(ctx: UserInfoContext, userId: number): Promise<UserInfo> {
  const user = await findUserById(ctx.db, userId);
  // The session outlived its user only if the account was deleted in between: the session is over.
  if (!user) throw new ServiceError('content.tokenExpired', {}, 422);
  const placeholder = isPlaceholderEmail(user.email);
  const self = { userId };
  const [[own], [subscribers], plans, balance] = await Promise.all([
    // What their own creator page lists them (published, displayed, private ones included).
    ctx.db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.userId, userId), visiblePostsWhere(self, ctx.now()))),
    // Fans holding a subscription to one of their plans that has not ended.
    ctx.db
      .select({ n: countDistinct(userSubscriptions.userId) })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.creatorId, userId), gt(userSubscriptions.expireAt, ctx.now()))),
    ctx.db
      .select({
        id: subscriptionPlans.id,
        name: subscriptionPlans.name,
        priceCents: subscriptionPlans.priceCents,
      })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.userId, userId), eq(subscriptionPlans.status, 1)))
      .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id)),
    creatorBalanceCents(ctx.db, userId),
  ]);
  return {
    username: user.username,
    aff: user.aff,
    uuid: user.uuid,
    chat_token:
      ctx.viewer.sessionId === undefined
        ? ''
        : chatTokensOf(ctx.config.mediaSigningKey).issue(ctx.viewer.sessionId),
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
    terms_version: user.termsVersion,
    has_password: user.passwordHash !== null,
    money: centsToAmount(balance),
    subscription_list: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: centsToAmount(plan.priceCents),
    })),
    subscription_count: Number(subscribers?.n ?? 0),
    post_num: Number(own?.n ?? 0),
    share_url: `${ctx.config.publicUrl}/${user.username}`,
    ...socialLinksOf(user),
    locale: user.locale,
    creator_review_note: user.authStatus === 0 ? await creatorReviewNoteOf(ctx.db, userId) : '',
  };
}
