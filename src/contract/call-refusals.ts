/**
 * The refusals each call's own rules may answer (`status` 0 with `msg`, the message of the key in
 * the caller's language), and when. Refusals any call may answer (the envelope's, a field of the
 * wrong type, a control character, an ended token) and a member call's sign-in are not repeated.
 *
 * Outside production the server checks every refusal a call answers against this list and treats
 * one that is missing as its own fault (src/contract/refusal-check.ts), so every server test that
 * meets a refusal checks the list; docs/api-reference.md is generated from it. The app does not
 * import this file: it shows `msg` as the server words it.
 */
import type { CALLS } from './registry.ts';

/** A call's path, as the registry names it. */
type RegisteredPath = (typeof CALLS)[number]['path'];

/** When each refusal is answered, by the server message key it is answered with. */
export type CallRefusals = Readonly<Record<string, string>>;

/** A charge a fan's monthly spending cap stops (issue 26): nothing is made, the provider is not asked. */
const SPENDING_CAP = {
  'server.spending.overallCapReached':
    'the charge would take the caller’s spending this month past their overall cap; `msg` names the cap, what is left and the day it resets (00:00 UTC on the 1st). Retry after raising or removing the cap',
  'server.spending.creatorCapReached':
    'the charge would take the caller’s spending with this creator this month past their cap for the creator; `msg` names the creator, the cap, what is left and the day it resets',
} as const;

const RATE_LIMITED = {
  'server.account.tooManyAttempts':
    'a rate limit is used up (api.md 5.8); `msg` says in how many minutes to retry',
} as const;

const POST_NOT_VISIBLE = {
  'server.post.notFound':
    'the post does not exist or the viewer may not see it (private, scheduled, under review, of an account the viewer blocked)',
} as const;

const BAD_CURSOR = {
  'server.feed.badCursor':
    'a `cursor` of another list or order, or one that does not read: start again without it',
} as const;

const MASS_AUDIENCE_REFUSALS = {
  'server.massMessage.creatorsOnly': 'the caller is not an approved creator',
  'server.massMessage.planNotFound': '`audience` is `plan` and `plan_id` is not one of the caller’s plans',
  'server.massMessage.amountRequired': '`audience` is `spent` and `min_amount` is 0',
  'server.massMessage.listNotFound':
    '`audience` is `list` and `list_id` is not one of the caller’s fan lists',
} as const;

const FAN_LIST_NOT_FOUND = {
  'server.fanList.notFound': 'no fan list of the caller has this `id`',
} as const;

const FAN_LIST_NAME_REFUSALS = {
  'rule.fanList.name.required': '`name` is empty after trimming',
  'rule.fanList.name.length': '`name` is longer than 50 characters',
  'server.fanList.nameTaken': 'another list of the caller’s has this name (whatever the letter case)',
} as const;

const FAN_NOT_FOUND = {
  'server.fanList.fanNotFound': '`uuid` is nobody’s, or the caller’s own',
} as const;

const MASS_MUTE_REFUSALS = {
  'server.massMessage.creatorNotFound': '`uuid` is nobody’s, or the caller’s own',
} as const;

const CODE_REFUSALS = {
  'server.account.codeWrong': 'the code is not the one sent; `msg` says how many tries are left',
  'server.account.codeExpired': 'the code is older than 10 minutes',
  'server.account.codeUsedUp': 'the code was tried 5 times',
  'server.account.codeMissing': 'no live code was sent to this email for this purpose',
} as const;

const CURRENT_PASSWORD = {
  'server.account.passwordNotSet':
    'the account has no password (made through Google, X or Apple): set one first',
  'server.account.passwordWrong': 'the current password is wrong (it counts as a failed sign-in)',
  ...RATE_LIMITED,
} as const;

const PROVIDER_START = {
  'server.oauth.providerOff': 'the server has no credentials for this provider',
  'server.oauth.redirectNotAllowed': '`redirect_uri` is not a page on the server’s own origin',
  ...RATE_LIMITED,
} as const;

/** Every way of signing in refuses a member whose suspension runs (issue 23). */
/** A code of the member's authenticator (issue 26), wherever one is asked for. */
const SECOND_FACTOR_CODE = {
  'server.ops.codeWrong':
    'the code is not the authenticator’s for now (one 30-second step either side), is of a step at or before the last one accepted, or is not an unused recovery code',
  ...RATE_LIMITED,
} as const;

/** A passkey's answer where one is accepted as the second factor (issue 26). */
const PASSKEY_ANSWER = {
  'server.passkey.notVerified':
    'the passkey’s answer does not verify: its challenge is not one given out for this (unknown, older than 5 minutes, already answered, or of another member or sign-in), the passkey is not the member’s, or the signature, origin, relying party or counter (which must move on) is wrong',
} as const;

/** The code asked again before a sensitive change of a member whose second factor is on. */
const STEP_UP = {
  'server.twoFactor.codeRequired':
    'the member has a second factor (an authenticator app or a passkey) and neither `second_factor_code` nor `second_factor_passkey` is given',
  ...SECOND_FACTOR_CODE,
  ...PASSKEY_ANSWER,
} as const;

const SUSPENDED = {
  'server.account.suspended':
    'an operator suspended the account; `msg` gives the reason and the date it ends, in the caller’s language',
  'server.account.suspendedForGood': 'an operator suspended the account for good; `msg` gives the reason',
} as const;

const PROVIDER_FINISH = {
  ...SUSPENDED,
  'server.oauth.providerOff': 'the server has no credentials for this provider',
  'server.oauth.stateInvalid': 'the `state` is unknown, already used or expired',
  'server.oauth.failed': 'the provider refused the exchange',
} as const;

const RETURN_ADDRESS = {
  'server.oauth.redirectNotAllowed': '`redirect_uri` is not the one the sign-in was started with',
} as const;

const PLAN_OWNER = {
  'server.plan.creatorsOnly': 'the caller is not an approved creator',
  'server.plan.notFound': 'a plan id that is unknown or another creator’s',
} as const;

/** What an order refuses, whether paid on the provider's page or with a saved card. */
const ORDER_ITEM = {
  'server.payment.clientKeyReused':
    'the `client_key` already made an order of this user for another item, amount or way',
  'message.error.subscribeSelf': 'the plan is the caller’s own',
  'message.error.subscriptionNotFound':
    'the plan is not on sale (hidden, deleted, unknown) or `aff` is not its creator’s',
  'message.error.shopBuySelf': 'the post is the caller’s own',
  'server.payment.postNotForSale':
    'the caller may not see the post, or it is not pay-per-post, has no price, or `aff` is not its author’s',
  'server.payment.alreadyBought': 'the caller already bought the post (and was not refunded)',
  'server.block.youBlocked': 'the caller blocked the creator',
  'server.payment.amountNotPrice': '`amount` is not the item’s price now; `msg` names the price',
  'payment.error.amountRange': 'the price is outside the pay way’s `min_money` to `max_money`',
} as const;

const CHECKOUT_UNAVAILABLE = {
  'server.payment.providerUnavailable':
    'the payment provider refused the checkout or could not be reached; no order is made',
} as const;

const CARD_NOT_FOUND = {
  'server.card.notFound': '`payment_method_id` is not one of the caller’s saved cards',
} as const;

const PUBLISH_RULES = {
  'server.rule.publish.resourceType': '`resource_type` does not match the files (images → 1, one video → 2)',
  'server.rule.publish.price':
    'a pay-per-post `price` that is not above 0 and at most 90, in 5 characters, two decimals',
  'server.rule.publish.plan.required': 'a subscription post names no plan',
  'server.rule.publish.videoLimitOne': 'more than one video',
  'server.rule.publish.mixedMedia': 'images and a video together',
  'publish.schedule.past': '`display_at` more than 300 s in the past (an update may keep its own time)',
} as const;

/** Each call's own refusals. A call not named here answers none of its own. */
export const CALL_REFUSALS: Readonly<Partial<Record<RegisteredPath, CallRefusals>>> = {
  'account/registerByPassword': {
    'server.rule.email': 'the email is not a valid address',
    'server.account.emailUsed': 'another account uses the email',
    'server.account.accountTaken': 'another account has the account name (in any letter case)',
    ...RATE_LIMITED,
  },
  'account/loginByPassword': {
    'server.account.badCredentials':
      'no account has that name or email, or the password is wrong (the same answer)',
    ...SUSPENDED,
    ...RATE_LIMITED,
  },
  'account/loginByEmail': { ...CODE_REFUSALS, ...SUSPENDED, ...RATE_LIMITED },
  'account/loginBySecondFactor': {
    'server.twoFactor.challengeEnded':
      'the `challenge` is unknown, older than 5 minutes, or already completed: sign in again',
    'server.twoFactor.codeRequired': 'neither `code` nor `passkey` is given',
    ...SECOND_FACTOR_CODE,
    ...PASSKEY_ANSWER,
    ...SUSPENDED,
  },
  'account/startPasskeySignIn': {
    'server.twoFactor.challengeEnded':
      'the `challenge` is unknown, older than 5 minutes, or already completed: sign in again',
    'server.passkey.none': 'the `challenge`’s member has no passkey: complete it with a code',
    ...RATE_LIMITED,
  },
  'account/loginByPasskey': {
    'server.passkey.signInFailed':
      'the answer does not verify: an unknown passkey (or one removed, or of a deleted account), a challenge not given out by account/startPasskeySignIn without `challenge` (unknown, older than 5 minutes, already answered), no user verification, or a wrong signature, origin, relying party or counter',
    ...SUSPENDED,
    ...RATE_LIMITED,
  },
  'user/startPasskeyRegistration': {
    'server.passkey.tooMany': 'the member has 20 passkeys, the most an account may have',
  },
  'user/addPasskey': {
    'server.passkey.challengeEnded':
      'the registration’s challenge is not one user/startPasskeyRegistration gave this member, or is older than 5 minutes, or was answered already: start again',
    'server.passkey.alreadyAdded': 'the credential is already stored (this or another account)',
    'server.passkey.tooMany': 'the member has 20 passkeys, the most an account may have',
    ...STEP_UP,
    'server.passkey.notVerified':
      'the attestation does not verify (origin, relying party, challenge, user verification), or the step-up passkey’s answer does not',
  },
  'user/removePasskey': {
    'server.passkey.notFound': 'no passkey of the member has this `id`',
    ...STEP_UP,
  },
  'user/startPasskeyStepUp': {
    'server.passkey.none': 'the member has no passkey: confirm with a code instead',
  },
  'user/startTwoFactor': {
    'server.twoFactor.alreadyOn': 'the second factor is on: turn it off (user/disableTwoFactor) first',
  },
  'user/confirmTwoFactor': {
    'server.twoFactor.alreadyOn': 'the second factor is already on',
    'server.twoFactor.notStarted': 'no enrolment was started (user/startTwoFactor)',
    ...SECOND_FACTOR_CODE,
  },
  'user/disableTwoFactor': {
    'server.twoFactor.notOn': 'the second factor is off',
    ...SECOND_FACTOR_CODE,
  },
  'user/renewRecoveryCodes': {
    'server.twoFactor.notOn': 'the second factor is off',
    ...SECOND_FACTOR_CODE,
  },
  'user/getVisibleMark': { 'server.visibleMark.creatorsOnly': 'the caller is not an approved creator' },
  'user/setVisibleMark': { 'server.visibleMark.creatorsOnly': 'the caller is not an approved creator' },
  'account/validationEmail': {
    ...CODE_REFUSALS,
    ...STEP_UP,
    'server.account.emailUsed': 'another account took the email meanwhile',
  },
  'account/sendEmailCode': {
    'server.rule.email': 'the email is not a valid address',
    'server.error.loginRequired': 'type 4 without a `token`',
    'server.account.emailUsed': 'type 4 for an email another account uses',
    'server.account.emailNotRegistered': 'type 5 for an email no account uses',
    'server.error.mailUnavailable': 'the mail could not be sent (the code is discarded)',
    ...RATE_LIMITED,
  },
  'user/changePassword': {
    ...CURRENT_PASSWORD,
    ...STEP_UP,
    'server.account.passwordUnchanged': 'the new password is the current one',
  },
  'user/modifyAccountInfo': {
    'server.account.accountTaken': 'another account uses the `username` (in any letter case)',
    'server.account.emailNeedsCode':
      '`email` differs from the account’s: a new address is confirmed with a code (account/sendEmailCode type 4, then account/validationEmail)',
    'rule.profile.socialLink':
      'a link of `set_social_media` is not a profile on its network (nor on this site); `msg` names the network and an example',
    'server.profile.pictureUnknown':
      '`thumb` or `background` names no finished image upload of the caller’s own',
  },
  'user/setPassword': {
    'server.account.passwordAlreadySet': 'the account already has a password',
    ...STEP_UP,
  },
  'user/logOutDevice': {
    'server.device.notFound':
      '`id` is not a session of the caller’s that is still logged in (another member’s, or one already logged out or expired)',
  },
  'user/requestDataExport': {
    'server.dataExport.running':
      'an export of the caller’s is already queued or being built: wait for it (`user/getDataExport`)',
  },
  'user/acceptTerms': {
    'server.terms.notCurrent':
      '`version` is not the version in force (a page left open across a new version): reload and show the current terms',
  },
  'user/deleteAccount': { ...CURRENT_PASSWORD, ...STEP_UP },
  'user/applyCreator': {
    'server.creator.documentsRequired': '`url` does not name two different photo references',
    'server.creator.documentUnknown': 'a reference is not one of the caller’s own unused documents',
    'server.creator.alreadyCreator': 'the account is already a creator',
    'server.creator.alreadyPending': 'an application of the account is already waiting for review',
  },
  'user/getUserInfoByUuid': { 'server.user.notFound': 'no user has that uuid or account name' },
  'user/addPushSubscription': {
    'server.push.off': "web push is off on this server (`user/getPushKey` answers `public_key` '')",
    'server.push.endpointNotAllowed':
      '`endpoint` is not https, or its host is not a push service the server sends to (PUSH_SERVICE_HOSTS); `msg` names the host',
  },
  'thirdparty/getGoogleOauthPage': PROVIDER_START,
  'thirdparty/getRedirectToTwitter': PROVIDER_START,
  'thirdparty/getAppleOauthPage': PROVIDER_START,
  'thirdparty/webLoginByGoogle': { ...PROVIDER_FINISH, ...RETURN_ADDRESS },
  'thirdparty/loginByTwitter': PROVIDER_FINISH,
  'thirdparty/webLoginByApple': { ...PROVIDER_FINISH, ...RETURN_ADDRESS },
  'article/getList': BAD_CURSOR,
  'article/like': POST_NOT_VISIBLE,
  'article/unlike': POST_NOT_VISIBLE,
  'article/publish': {
    'server.post.creatorsOnly': 'the caller is not an approved creator',
    'server.post.notFound': 'an update of a post that is not the caller’s',
    'server.post.categoryNotFound': '`category` is not a category’s code',
    'server.post.uploadNotFound': 'a `media` id that is unknown, another user’s, malformed or repeated',
    'server.post.planNotFound': 'a `subscription_ids` entry that is unknown or another creator’s',
    ...PUBLISH_RULES,
  },
  'article/delete': { 'server.post.notFound': 'the post is unknown or another user’s' },
  'article/getArticleByIdForEdit': { 'server.post.notFound': 'the post is unknown or another user’s' },
  'article/getVideoPath': {
    'server.post.notFound': 'not a video post the viewer may ask about (api.md 5.12)',
  },
  'article/getVideoRealPath': {
    'server.post.notFound': 'not a video post the viewer may ask about (api.md 5.12)',
    'server.video.locked': 'the viewer is not entitled to play it',
    'server.video.notReady': 'the video has no playlist yet (still processing)',
  },
  'article/newVideoPathBySub': { 'server.plan.notFound': 'the plan is unknown, or hidden from the viewer' },
  'article/getArticleSubscription': POST_NOT_VISIBLE,
  'article/getArticleByUser': BAD_CURSOR,
  'article/getSubscriptionArticle': BAD_CURSOR,
  'article/getArticleByInterseted': BAD_CURSOR,
  'article/getDetail': {
    'server.post.notFound':
      'the viewer may not see the post (api.md 5.17), or `username` is given and the post is not that creator’s',
  },
  'subscription/create': {
    'server.plan.creatorsOnly': 'the caller is not an approved creator',
    'content.maxSubPlan': 'the creator has 10 plans already',
  },
  'subscription/update': {
    ...PLAN_OWNER,
    'server.offer.belowMinimum':
      'the plan has an offer running and the new price, less its percentage, would be below 1',
  },
  'subscription/bulkDel': PLAN_OWNER,
  'subscription/updateSort': {
    ...PLAN_OWNER,
    'info.firstItem': 'moving the first plan up',
    'info.lastItem': 'moving the last plan down',
  },
  'subscription/setOffer': {
    ...PLAN_OWNER,
    'server.offer.percent': '`percent` is not a whole number from 5 to 90',
    'server.offer.belowMinimum':
      'the plan’s price less `percent` (rounded down to the cent) would be below 1',
    'server.offer.endsAt': '`ends_ts` is not after now, or is more than 90 days from now',
    'server.offer.running': 'the plan has an offer running already: end it first (`subscription/endOffer`)',
  },
  'subscription/endOffer': {
    ...PLAN_OWNER,
    'server.offer.notFound': 'the plan has no offer running (none made, ended early, or past its end)',
  },
  'subscription/getSubscriptionArticles': {
    'server.plan.notFound': 'the plan is unknown, or hidden (`status` 0) and not the caller’s',
  },
  'payment/subscriptionCreater': {
    ...SPENDING_CAP,
    'server.payment.payTypeUnknown': '`pay_type_id` is not a pay way of the provider in use',
    ...ORDER_ITEM,
    ...CHECKOUT_UNAVAILABLE,
  },
  'payment/buyPost': {
    ...SPENDING_CAP,
    'server.payment.payTypeUnknown': '`pay_type_id` is not a pay way of the provider in use',
    ...ORDER_ITEM,
    ...CHECKOUT_UNAVAILABLE,
  },
  'payment/embedPay': {
    ...SPENDING_CAP,
    'info.invalidCard':
      'the card is banned, expired, deleted, unknown, another fan’s, or saved with another provider than the one in use',
    ...ORDER_ITEM,
    'server.payment.providerUnavailable':
      'the payment provider could not be reached: the order stays uncharged, and the same request again charges it once',
  },
  'payment/tip': {
    ...SPENDING_CAP,
    'server.payment.payTypeUnknown': '`pay_type_id` is not a pay way of the provider in use',
    'info.invalidCard':
      'the card is banned, expired, deleted, unknown, another fan’s, or saved with another provider than the one in use',
    'server.payment.clientKeyReused':
      'the `client_key` already made an order of this user for another item, amount or way',
    'server.tip.self': '`aff` is the caller’s own',
    'server.tip.notCreator': '`aff` names no account, or one that is not an approved creator',
    'server.tip.youBlocked': 'the caller blocked the creator',
    'server.tip.blocked': 'the creator blocked the caller',
    'server.tip.amountRange': '`amount` is below 1 or above the maximum (`app/config`’s `tip_max_amount`)',
    'server.tip.chatClosed':
      '`in_chat` 1 while the two may not message each other (docs/api.md 5.18, who may message whom)',
    'payment.error.amountRange': 'the amount is outside the pay way’s `min_money` to `max_money`',
    ...CHECKOUT_UNAVAILABLE,
  },
  'payment/buyMessage': {
    ...SPENDING_CAP,
    'server.payment.payTypeUnknown': '`pay_type_id` is not a pay way of the provider in use',
    'info.invalidCard':
      'the card is banned, expired, deleted, unknown, another fan’s, or saved with another provider than the one in use',
    'server.payment.clientKeyReused':
      'the `client_key` already made an order of this user for another item, amount or way',
    'server.paidMessage.self': 'the message is the caller’s own',
    'server.paidMessage.notFound':
      '`message_id` names no paid message sent to the caller (unknown, not paid, sent to someone else, or its creator is suspended)',
    'server.paidMessage.blocked': 'the caller or the creator blocked the other',
    'server.paidMessage.alreadyBought': 'the caller already unlocked the message (and was not refunded)',
    'server.payment.amountNotPrice': '`amount` is not the message’s price; `msg` names the price',
    'payment.error.amountRange': 'the price is outside the pay way’s `min_money` to `max_money`',
    ...CHECKOUT_UNAVAILABLE,
  },
  'payment/setSpendingLimit': {
    'server.spending.creatorNotFound':
      '`aff` is neither 0 nor an approved creator’s, or it is the caller’s own',
  },
  'payment/removeSpendingLimit': {
    'server.spending.creatorNotFound':
      '`aff` is neither 0 nor an approved creator’s, or it is the caller’s own',
  },
  'payment/checkOrderStatus': {
    'server.payment.orderNotFound': '`order_id` is not one of the caller’s orders',
  },
  'payment/checkEmbedPay': { 'server.payment.orderNotFound': '`order_id` is not one of the caller’s orders' },
  'payment/getStripeKey': {
    'server.card.limit': 'the caller has 5 saved cards',
    'server.payment.providerUnavailable':
      'the payment provider refused the card setup or could not be reached',
  },
  'payment/deleteCard': {
    ...CARD_NOT_FOUND,
    'server.payment.providerUnavailable': 'the payment provider could not detach the card',
  },
  'payment/bindDefaultCard': {
    ...CARD_NOT_FOUND,
    'info.invalidCard': 'the card is banned or expired',
  },
  'payment/cancelSubscription': {
    'server.subscription.notFound': '`userSubscriptionId` is not one of the caller’s subscriptions',
    'server.subscription.expired': 'the subscription has ended (subscribe again instead)',
  },
  'user/applyWithdraw': {
    'server.withdraw.creatorsOnly': 'the caller is not an approved creator',
    'server.twoFactor.requiredForPayouts':
      'the creator has no second factor on (user/startTwoFactor, user/confirmTwoFactor)',
    'server.withdraw.minimum': 'the amount is under the minimum (100)',
    'server.withdraw.overBalance': 'the amount is over the balance',
    'server.withdraw.negativeBalance': 'refunds have left the balance below 0',
  },
  'comment/list': {
    ...POST_NOT_VISIBLE,
    'server.comment.notFound': '`reply_comment_id` is not a comment of that post',
  },
  'comment/add': {
    ...POST_NOT_VISIBLE,
    'server.comment.notFound': '`reply_comment_id` is not a comment of that post',
    'server.comment.blocked': 'the post’s author blocked the caller',
    'server.comment.tooMany': 'more than 30 comments in 10 minutes; `msg` says when to retry',
  },
  'comment/like': {
    'server.comment.notFound': 'the comment is not there',
    ...POST_NOT_VISIBLE,
  },
  'comment/unlike': {
    'server.comment.notFound': 'the comment is not there',
    ...POST_NOT_VISIBLE,
  },
  'home/stat': POST_NOT_VISIBLE,
  'home/playRecord': POST_NOT_VISIBLE,
  'user/report': {
    'server.report.reasonUnknown': '`type` is not the index of a reason of `user/reportreason`',
    'server.user.notFound': 'no user has that uuid',
    'server.report.self': 'the caller reports themselves',
    'server.post.notFound': '`article_id` is not a post of the reported user the caller may see',
    'server.report.alreadyOpen': 'a report of the caller about that user is still open',
  },
  'user/feedback': {
    'server.feedback.attachmentUnknown':
      'an `attachment` is not a reference of an image the caller uploaded with `POST /api/upload/feedback`, or was sent with earlier feedback',
    'server.feedback.tooMany':
      'more than 10 feedbacks from one sender, or 20 from one client address, in an hour; `msg` says when to retry',
  },
  'user/blockUserEvent': {
    'server.user.notFound': 'no user has that `aff`',
    'server.block.self': 'the caller names themselves',
  },
  'user/updateinterested': {
    'server.interests.tooFew': 'fewer than 3 different categories',
    'server.interests.unknownCategory': 'a category id that does not exist',
  },
  'chat/getHistory': {
    'server.user.notFound': '`from_uuid` is not an account’s (or not a UUID)',
    ...BAD_CURSOR,
  },
  'chat/getContactList': BAD_CURSOR,
  'chat/markRead': { 'server.user.notFound': '`from_uuid` is not an account’s (or not a UUID)' },
  'ops/feedbackItem': { 'server.ops.feedbackNotFound': 'no feedback has this `id`' },
  'ops/replyFeedback': {
    'server.ops.feedbackNotFound': 'no feedback has this `id`',
    'server.error.mailUnavailable': 'the mail could not be sent: nothing was marked, try again',
  },
  'ops/markFeedbackHandled': {
    'server.ops.feedbackNotFound': 'no feedback has this `id`',
    'server.ops.feedbackHandled': 'the feedback is already handled (another operator was first)',
  },
  'ops/signIn': {
    'server.account.badCredentials': 'no operator has this email and password (or the operator is disabled)',
    ...RATE_LIMITED,
  },
  'ops/createOperator': { 'server.ops.operatorExists': 'an operator has this email already' },
  'ops/disableOperator': {
    'server.ops.operatorNotFound': 'no active operator has this email',
    'server.ops.notYourself': 'the email is the calling admin’s own',
  },
  'ops/resetSecondFactor': {
    'server.ops.operatorNotFound': 'no active operator has this email',
    'server.ops.notYourself': 'the email is the calling admin’s own',
  },
  'ops/confirmSignIn': {
    'server.ops.signInExpired':
      'no password step of this browser is waiting for its code (none, older than 10 minutes, or already completed): start again with ops/signIn',
    'server.ops.codeWrong':
      'the code is not the authenticator’s for now (one 30-second step either side), was already used, or is not an unused recovery code',
    ...RATE_LIMITED,
  },
  'ops/withdrawal': { 'server.ops.withdrawalNotFound': 'no withdrawal has this `id`' },
  'ops/decideWithdrawal': {
    'server.ops.withdrawalNotFound': 'no withdrawal has this `id`',
    'server.ops.withdrawalMovedOn':
      'its status does not allow the decision: only a pending one is passed, a pending or passed one completed or failed',
  },
  'ops/decidePost': {
    'server.review.postNotFound': 'no post has this `id` (its creator may have deleted it)',
    'server.review.alreadyDecided':
      'another operator already decided the post (rejected, 5, or approved, 3): the queue was out of date',
    'server.review.stillProcessing':
      'approve only: the post’s video is still processing (status 4, 15 or 20)',
    'server.review.videoFailed': 'approve only: the post’s video failed to process (status 25)',
  },
  'ops/reportGroup': { 'server.ops.reportTargetNotFound': 'the post or member of `target` does not exist' },
  'ops/decideReports': {
    'server.ops.reportTargetNotFound': 'the post or member of `target` does not exist',
    'server.ops.reportsNoneOpen': 'no report of `target` is open (another operator decided them)',
    'server.review.postNotFound': '`hide-post`: the post was deleted meanwhile',
    'server.error.mailUnavailable': '`warn`: the warning could not be mailed; nothing was decided',
  },
  'ops/member': { 'server.ops.memberNotFound': 'no member has this `id`' },
  'ops/memberRecords': { 'server.ops.memberNotFound': 'no member has this `id`' },
  'ops/suspendMember': { 'server.ops.memberNotFound': 'no member has this `id`' },
  'ops/liftSuspension': {
    'server.ops.memberNotFound': 'no member has this `id`',
    'server.ops.memberNotSuspended': 'the member is not suspended now (never, lifted, or the term ended)',
  },
  'ops/refundOrder': {
    'server.ops.orderNotFound': 'no order has this `orderId`',
    'server.ops.orderNotRefundable':
      'the order is not paid (pending, failed, expired, cancelled, or already refunded or disputed)',
  },
  'ops/application': { 'server.ops.applicationNotFound': 'no creator application has this `id`' },
  'ops/decideApplication': {
    'server.ops.applicationNotFound': 'no creator application has this `id`',
    'server.ops.applicationDecided':
      'the application is no longer pending (another operator, or the shell, decided it first)',
  },
  'user/createTrackingLink': {
    'rule.trackingLink.name.required': '`name` is empty once trimmed',
    'rule.trackingLink.name.length': '`name` is longer than 40 characters once trimmed',
    'server.trackingLink.creatorsOnly': 'the caller is not an approved creator',
    'server.trackingLink.limit': 'the creator already has 50 links: delete one first',
  },
  'user/getTrackingLinkList': { 'server.trackingLink.creatorsOnly': 'the caller is not an approved creator' },
  'user/deleteTrackingLink': { 'server.trackingLink.notFound': 'no link of the caller has this `id`' },
  'app/trackingLinkVisit': {
    'server.trackingLink.unknownCode':
      'no link has this `code` (deleted, or mistyped): open the page without it',
    ...RATE_LIMITED,
  },
  'user/countMassMessageAudience': MASS_AUDIENCE_REFUSALS,
  'user/sendMassMessage': {
    ...MASS_AUDIENCE_REFUSALS,
    'server.massMessage.dailyLimit':
      'the creator made 10 mass messages (cancelled ones aside) in the last 24 hours',
    'server.massMessage.tooFarAhead': '`send_ts` is more than 30 days ahead',
    'server.massMessage.nobody': 'sent now (`send_ts` 0 or passed) to an audience no fan is in',
    'server.chat.emptyText': '`text` is empty (after trimming) and no pictures or video are attached',
    'server.chat.paidMedia': 'a `price` with no `media` (nor `video`), or more than 10 pictures',
    'server.chat.paidPrice':
      '`media` or `video` with a `price` of 0 (they need a price), or one above 90, negative or with more than two decimals',
    'server.chat.badImage': 'a `media` entry is not one of the caller’s finished image uploads',
    'server.chat.imageType': 'a `media` entry is a WebP upload: only JPEG, PNG and GIF are sent in chat',
    'server.chat.paidMixed': 'both `media` and `video`: a paid mass message carries pictures or one video',
    'server.chat.badVideo':
      '`video` is not one of the caller’s finished video uploads, or its encoding failed',
  },
  'user/getMassMessageList': { 'server.massMessage.creatorsOnly': 'the caller is not an approved creator' },
  'user/cancelMassMessage': {
    'server.massMessage.notCancellable': 'the mass message is going out, sent or cancelled already',
    'server.massMessage.notFound': 'no mass message of the caller has this `id`',
  },
  'chat/getMassMessageMute': MASS_MUTE_REFUSALS,
  'chat/setMassMessageMute': MASS_MUTE_REFUSALS,
  'user/createFanList': {
    'server.fanList.creatorsOnly': 'the caller is not an approved creator',
    'server.fanList.limit': 'the caller already keeps 50 lists: delete one first',
    ...FAN_LIST_NAME_REFUSALS,
  },
  'user/renameFanList': { ...FAN_LIST_NOT_FOUND, ...FAN_LIST_NAME_REFUSALS },
  'user/deleteFanList': FAN_LIST_NOT_FOUND,
  'user/getFanLists': {
    'server.fanList.creatorsOnly': 'the caller is not an approved creator',
    ...FAN_NOT_FOUND,
  },
  'user/addFanListMember': {
    ...FAN_LIST_NOT_FOUND,
    ...FAN_NOT_FOUND,
    'server.fanList.notYourFan':
      'the member never subscribed to the caller, never paid them and has no conversation with them',
    'server.fanList.full': 'the list already holds 10,000 fans',
  },
  'user/removeFanListMember': { ...FAN_LIST_NOT_FOUND, ...FAN_NOT_FOUND },
  'user/getFanListMembers': FAN_LIST_NOT_FOUND,
  'user/createTrialLink': {
    'rule.trialLink.days': '`days` is below 1 or above 30',
    'rule.trialLink.claims': '`max_claims` is below 1 or above 10,000',
    'rule.trialLink.expiry': '`expires_at` is not an ISO 8601 date and time with its offset',
    'server.trial.expiryRange': '`expires_at` is not ahead of now, or is more than 90 days ahead',
    'server.trial.creatorsOnly': 'the caller is not an approved creator',
    'server.trial.planNotFound': "`plan_id` is not one of the caller's plans on sale",
  },
  'user/getTrialLinkList': { 'server.trial.creatorsOnly': 'the caller is not an approved creator' },
  'user/endTrialLink': { 'server.trial.notFound': 'no link of the caller has this `id`' },
  'app/trialLinkInfo': { 'server.trial.notFound': 'no link has this `code`' },
  'payment/claimTrial': {
    'server.trial.notFound': 'no link has this `code`',
    'trialClaim.refusal.ended': 'the creator ended the link',
    'trialClaim.refusal.expired': "the link's `expires_at` has passed",
    'trialClaim.refusal.full': "the link's claims reached its `max_claims`",
    'trialClaim.refusal.planOff': "the link's plan is no longer on sale",
    'server.trial.self': "the link is the caller's own",
    'trialClaim.refusal.blocked': 'the caller or the creator blocked the other',
    'trialClaim.refusal.claimed': 'the caller claimed a trial of this creator before (once per creator)',
    'trialClaim.refusal.subscribed':
      'the caller has, or had, a subscription to any plan of this creator (trials are for new subscribers)',
  },
};
