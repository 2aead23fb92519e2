/** Every call the server implements, by path. The server routes and the mocks read this. */
import type { CallDefinition } from './call.ts';
import { getDeclareCall } from './calls/account-get-declare.ts';
import { isUseEmailCall } from './calls/account-is-use-email.ts';
import { loginByEmailCall } from './calls/account-login-by-email.ts';
import { loginByPasswordCall } from './calls/account-login-by-password.ts';
import { logoutCall } from './calls/account-logout.ts';
import { registerByPasswordCall } from './calls/account-register-by-password.ts';
import { sendEmailCodeCall } from './calls/account-send-email-code.ts';
import { validationEmailCall } from './calls/account-validation-email.ts';
import { deletePostCall } from './calls/article-delete.ts';
import { getPostForEditCall } from './calls/article-get-article-by-id-for-edit.ts';
import { likeCall, unlikeCall } from './calls/article-like.ts';
import { listManagementCall, managePostCall } from './calls/article-manage-post.ts';
import { publishCall } from './calls/article-publish.ts';
import { appConfigCall } from './calls/app-config.ts';
import { getCategoriesCall } from './calls/article-get-categories.ts';
import { getListCall } from './calls/article-get-list.ts';
import { getVersionInfoCall } from './calls/home-get-version-info.ts';
import {
  getAppleOauthPageCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
} from './calls/thirdparty-get-oauth-page.ts';
import { loginByTwitterCall, webLoginByAppleCall, webLoginByGoogleCall } from './calls/thirdparty-login.ts';
import { applyCreatorCall } from './calls/user-apply-creator.ts';
import { changePasswordCall } from './calls/user-change-password.ts';
import { deleteAccountCall } from './calls/user-delete-account.ts';
import { getNewCreatorCall } from './calls/user-get-new-creator.ts';
import { getUserInfoByUuidCall } from './calls/user-get-user-info-by-uuid.ts';
import { getUserInfoCall } from './calls/user-get-user-info.ts';
import { setPasswordCall } from './calls/user-set-password.ts';
import { bulkDeletePlansCall } from './calls/subscription-bulk-del.ts';
import { createPlanCall } from './calls/subscription-create.ts';
import { getPlanPostsCall } from './calls/subscription-get-subscription-articles.ts';
import { checkPlanExistsCall, listMyPlansCall, listPlansByCreatorCall } from './calls/subscription-list.ts';
import { mySubscriptionCall } from './calls/subscription-my-subscription.ts';
import { updatePlanSortCall } from './calls/subscription-update-sort.ts';
import { updatePlanCall } from './calls/subscription-update.ts';
import { getVideoPathCall } from './calls/article-get-video-path.ts';
import { getVideoRealPathCall } from './calls/article-get-video-real-path.ts';
import { newVideoPathCall } from './calls/article-new-video-path.ts';
import { newVideoPathBySubCall } from './calls/article-new-video-path-by-sub.ts';
import { getPayTypeWithIdCall } from './calls/home-get-pay-type-with-id.ts';
import { buyPostCall, subscribeCall } from './calls/payment-create-order.ts';
import { embedPayCall } from './calls/payment-embed-pay.ts';
import { checkEmbedPayCall, checkOrderStatusCall } from './calls/payment-check-order-status.ts';
import { orderHistoryCall } from './calls/payment-order-history.ts';
import {
  bindDefaultCardCall,
  deleteCardCall,
  getCardListCall,
  getStripeKeyCall,
} from './calls/payment-cards.ts';
import { cancelSubscriptionCall } from './calls/payment-cancel-subscription.ts';
import { listSubsCall } from './calls/user-list-subs.ts';
import { applyWithdrawCall, getWithdrawListCall } from './calls/user-withdraw.ts';
import { getArticleSubscriptionCall } from './calls/article-get-article-subscription.ts';
import { getUserArticleListCall } from './calls/user-get-article-list.ts';
import { getUserStatisticCall } from './calls/user-get-user-statistic.ts';
import { postStatsCall } from './calls/article-stats.ts';
import {
  getArticleByInterestedCall,
  getArticleByUserCall,
  getSubscriptionArticleCall,
  listSubscribeCall,
  totalCreatorAndArticleCall,
} from './calls/article-discovery-lists.ts';
import { getDetailCall } from './calls/article-get-detail.ts';
import { getHotKeywordsCall } from './calls/article-get-hot-keywords.ts';
import {
  addCommentCall,
  likeCommentCall,
  listCommentsCall,
  unlikeCommentCall,
} from './calls/comment-calls.ts';
import { playRecordCall, statCall } from './calls/home-views.ts';
import { getInterestsCall, updateInterestsCall } from './calls/user-interests.ts';
import {
  blockUserEventCall,
  getBlockListCall,
  listReportReasonsCall,
  reportCall,
} from './calls/user-reports-and-blocks.ts';
import { searchCreatorCall } from './calls/user-search-creator.ts';
import { getChatContactListCall, getChatHistoryCall, markChatReadCall } from './chat/chat-calls.ts';

export const CALLS = [
  appConfigCall,
  getVersionInfoCall,
  getCategoriesCall,
  getListCall,
  getNewCreatorCall,
  registerByPasswordCall,
  loginByPasswordCall,
  loginByEmailCall,
  isUseEmailCall,
  validationEmailCall,
  sendEmailCodeCall,
  getDeclareCall,
  logoutCall,
  getUserInfoCall,
  getUserInfoByUuidCall,
  changePasswordCall,
  setPasswordCall,
  deleteAccountCall,
  applyCreatorCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
  getAppleOauthPageCall,
  webLoginByGoogleCall,
  loginByTwitterCall,
  webLoginByAppleCall,
  likeCall,
  unlikeCall,
  publishCall,
  deletePostCall,
  managePostCall,
  listManagementCall,
  getPostForEditCall,
  createPlanCall,
  updatePlanCall,
  bulkDeletePlansCall,
  updatePlanSortCall,
  listMyPlansCall,
  listPlansByCreatorCall,
  checkPlanExistsCall,
  mySubscriptionCall,
  getPlanPostsCall,
  getVideoPathCall,
  getVideoRealPathCall,
  newVideoPathCall,
  newVideoPathBySubCall,
  getPayTypeWithIdCall,
  subscribeCall,
  buyPostCall,
  embedPayCall,
  checkOrderStatusCall,
  checkEmbedPayCall,
  orderHistoryCall,
  getStripeKeyCall,
  getCardListCall,
  deleteCardCall,
  bindDefaultCardCall,
  cancelSubscriptionCall,
  listSubsCall,
  applyWithdrawCall,
  getWithdrawListCall,
  getArticleSubscriptionCall,
  getUserArticleListCall,
  getUserStatisticCall,
  postStatsCall,
  getArticleByInterestedCall,
  getArticleByUserCall,
  getSubscriptionArticleCall,
  listSubscribeCall,
  totalCreatorAndArticleCall,
  getDetailCall,
  getHotKeywordsCall,
  listCommentsCall,
  addCommentCall,
  likeCommentCall,
  unlikeCommentCall,
  statCall,
  playRecordCall,
  listReportReasonsCall,
  reportCall,
  blockUserEventCall,
  getBlockListCall,
  searchCreatorCall,
  getInterestsCall,
  updateInterestsCall,
  getChatHistoryCall,
  getChatContactListCall,
  markChatReadCall,
] as const satisfies readonly CallDefinition[];

export const CALLS_BY_PATH: ReadonlyMap<string, CallDefinition> = new Map(
  CALLS.map((call) => [call.path, call]),
);
