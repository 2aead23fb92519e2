/**
 * A post card's ways to pay (spec §2): "Subscribe to unlock" opens the buyer subscription dialog on
 * the post's plans, "Buy" the shop-buy dialog. Loaded by the feed on the first such click, so a
 * first visit to home does not carry them.
 */
import type { Post } from '../../contract/entities.ts';
import { openPostPlans, openShopBuy, openTip, type PaymentCreator } from '../../state/payment-flow.ts';

/** The post's creator as the paying dialogs need them. */
export function creatorOfPost(post: Post): PaymentCreator {
  return {
    aff: post.user.aff,
    uuid: post.uuid,
    username: post.user.username,
    nickname: post.user.nickname,
    thumb: post.user.thumb,
  };
}

/** A locked subscription post: the plans that unlock it, and the creator's others. */
export function subscribeToPost(post: Post): void {
  openPostPlans({ postId: post.id, creator: creatorOfPost(post) });
}

/** A pay-per-post post: its shop-buy dialog (price, creator, Buy). */
export function buyPostOf(post: Post): void {
  openShopBuy({
    post: { id: post.id, title: post.title, price: post.price, preview: post.url[0]?.url_blur ?? '' },
    creator: creatorOfPost(post),
  });
}

/** The post's author: the tip dialog (issue 25). */
export function tipAuthorOf(post: Post): void {
  openTip(creatorOfPost(post));
}
