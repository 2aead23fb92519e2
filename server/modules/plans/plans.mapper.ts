/** Turns stored plans and subscriptions into the wire shapes of the contract. */
import type { Plan, PlanOffer, UserSubscription } from '../../../src/contract/entities-social.ts';
import type { UserSubscriptionStatus } from '../../../src/contract/enums.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { PUBLIC_MEDIA_PATH } from '../../../src/contract/rules/plan-rules.ts';
import type { CallContext } from '../../http/call-context.ts';

/** What mapping takes from a call's context. */
export type PlanMapContext = Pick<CallContext, 'media'>;

export interface PlanRow {
  id: number;
  userId: number;
  name: string;
  content: string;
  priceCents: number;
  expireDays: number;
  unlockDays: number;
  picture: string;
  status: number;
  position: number;
}

/** The storage key of a picture URL the plan rules accepted (`/media/p/x` -> `public/x`); '' stays ''. */
export function pictureKeyOf(url: string | undefined): string {
  if (!url) return '';
  return `public/${url.slice(PUBLIC_MEDIA_PATH.length)}`;
}

/** Maps one plan; `articleContain` is how many of its posts the viewer may see. */
export function toWirePlan(
  ctx: PlanMapContext,
  row: PlanRow,
  articleContain: number,
  subscribed = false,
  offer: PlanOffer | null = null,
): Plan {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    price: centsToAmount(row.priceCents),
    expire_days: row.expireDays,
    unlock_day_after_subscribe: row.unlockDays,
    picture: ctx.media.publicUrl(row.picture),
    status: row.status,
    article_contain: articleContain,
    is_subscribed: subscribed ? 1 : 0,
    offer,
  };
}

export interface UserSubscriptionRow {
  id: number;
  planId: number;
  planName: string;
  priceCents: number;
  status: UserSubscriptionStatus;
  expiresAt: Date;
  creator: {
    thumb: string;
    nickname: string;
    username: string;
    uuid: string;
    aff: number;
    postCount: number;
    viewCount: number;
  };
}

/** Maps one of the user's subscriptions (the money issue stores them). */
export function toWireUserSubscription(ctx: PlanMapContext, row: UserSubscriptionRow): UserSubscription {
  return {
    id: row.id,
    subscription_id: row.planId,
    subscription_name: row.planName,
    price: centsToAmount(row.priceCents),
    status: row.status,
    expire_time: row.expiresAt.toISOString(),
    expire_ts: Math.floor(row.expiresAt.getTime() / 1000),
    thumb: ctx.media.publicUrl(row.creator.thumb),
    nickname: row.creator.nickname,
    username: row.creator.username,
    uuid: row.creator.uuid,
    aff: row.creator.aff,
    post_num: row.creator.postCount,
    view_count: row.creator.viewCount,
  };
}
