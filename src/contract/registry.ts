/** Every call the server implements, by path. The server routes and the mocks read this. */
import type { CallDefinition } from './call.ts';
import { opsAuditLogCall } from './calls/ops-audit.ts';
import {
  opsFeedbackCall,
  opsFeedbackItemCall,
  opsMarkFeedbackHandledCall,
  opsReplyFeedbackCall,
} from './calls/ops-feedback.ts';
import {
  operatorConfirmCall,
  operatorMeCall,
  operatorSignInCall,
  operatorSignOutCall,
} from './calls/ops-sign-in.ts';
import {
  createOperatorCall,
  disableOperatorCall,
  getSettingsCall,
  listOperatorsCall,
  resetSecondFactorCall,
  updateSettingsCall,
} from './calls/ops-admin.ts';
import {
  decideWithdrawalCall,
  getOpsWithdrawalCall,
  listOpsWithdrawalsCall,
} from './calls/ops-withdrawals.ts';
import { decidePostCall, postsToReviewCall } from './calls/ops-posts.ts';
import { decideReportsCall, opsReportGroupCall, opsReportsCall } from './calls/ops-reports.ts';
import { myReportsCall } from './calls/user-my-reports.ts';
import {
  opsLiftSuspensionCall,
  opsMemberCall,
  opsMemberRecordsCall,
  opsMembersCall,
  opsRefundOrderCall,
  opsSuspendMemberCall,
} from './calls/ops-members.ts';
import { opsMoneyCall } from './calls/ops-money.ts';
import { getDeclareCall } from './calls/account-get-declare.ts';
import { isUseEmailCall } from './calls/account-is-use-email.ts';
import { loginByEmailCall } from './calls/account-login-by-email.ts';
import { loginByPasswordCall } from './calls/account-login-by-password.ts';
import { logoutCall } from './calls/account-logout.ts';
import { registerByPasswordCall } from './calls/account-register-by-password.ts';
import { sendEmailCodeCall } from './calls/account-send-email-code.ts';
import { validationEmailCall } from './calls/account-validation-email.ts';
import { deletePostCall } from './calls/post-delete.ts';
import { getPostForEditCall } from './calls/post-for-edit.ts';
import { likePostCall, unlikePostCall } from './calls/post-like.ts';
import { listManagedPostsCall, managePostCall } from './calls/managed-posts.ts';
import { publishPostCall } from './calls/post-publish.ts';
import { appConfigCall } from './calls/app-config.ts';
import { academyCall } from './calls/app-academy.ts';
import { getCategoriesCall } from './calls/post-categories.ts';
import { getPostListCall } from './calls/post-list.ts';
import { getVersionInfoCall } from './calls/home-get-version-info.ts';
import {
  getAppleOauthPageCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
} from './calls/thirdparty-get-oauth-page.ts';
import { loginByTwitterCall, webLoginByAppleCall, webLoginByGoogleCall } from './calls/thirdparty-login.ts';
import { applyCreatorCall } from './calls/user-apply-creator.ts';
import { decideApplicationCall, getApplicationCall, listApplicationsCall } from './calls/ops-applications.ts';
import { acceptTermsCall } from './calls/user-accept-terms.ts';
import { changePasswordCall } from './calls/user-change-password.ts';
import { modifyAccountInfoCall } from './calls/user-modify-account-info.ts';
import { deleteAccountCall } from './calls/user-delete-account.ts';
import { getNewCreatorCall } from './calls/user-get-new-creator.ts';
import { getUserInfoByUuidCall } from './calls/user-get-user-info-by-uuid.ts';
import { getUserInfoCall } from './calls/user-get-user-info.ts';
import { setPasswordCall } from './calls/user-set-password.ts';
import { listDevicesCall, logOutDeviceCall, logOutOtherDevicesCall } from './calls/user-devices.ts';
import { getDataExportCall, requestDataExportCall } from './calls/user-data-export.ts';
import {
  addPasskeyCall,
  listPasskeysCall,
  loginByPasskeyCall,
  removePasskeyCall,
  startPasskeyRegistrationCall,
  startPasskeySignInCall,
  startPasskeyStepUpCall,
} from './calls/passkeys.ts';
import {
  confirmTwoFactorCall,
  disableTwoFactorCall,
  getTwoFactorCall,
  loginBySecondFactorCall,
  renewRecoveryCodesCall,
  startTwoFactorCall,
} from './calls/two-factor.ts';
import { getVisibleMarkCall, setVisibleMarkCall } from './calls/visible-mark.ts';
import { bulkDeletePlansCall } from './calls/plan-bulk-delete.ts';
import { createPlanCall } from './calls/plan-create.ts';
import { getPlanPostsCall } from './calls/subscribed-posts.ts';
import { checkPlanExistsCall, listMyPlansCall, listPlansByCreatorCall } from './calls/plan-list.ts';
import { listSubscribedPlansCall } from './calls/subscribed-plans.ts';
import { updatePlanSortCall } from './calls/plan-order.ts';
import { updatePlanCall } from './calls/plan-update.ts';
import { getVideoPathCall } from './calls/video-path.ts';
import { getVideoRealPathCall } from './calls/video-real-path.ts';
import { getNewVideosCall } from './calls/new-videos.ts';
import { getPlanVideosCall } from './calls/plan-videos.ts';
import { getPayWaysCall } from './calls/pay-ways.ts';
import { buyPostCall, subscribeCall } from './calls/payment-create-order.ts';
import { embedPayCall } from './calls/payment-embed-pay.ts';
import { tipCall } from './calls/payment-tip.ts';
import {
  getSpendingLimitsCall,
  removeSpendingLimitCall,
  setSpendingLimitCall,
} from './calls/spending-limits.ts';
import { endPlanOfferCall, setPlanOfferCall } from './calls/plan-offers.ts';
import { buyMessageCall } from './calls/payment-buy-message.ts';
import {
  createTrackingLinkCall,
  deleteTrackingLinkCall,
  listTrackingLinksCall,
  trackingLinkVisitCall,
} from './calls/tracking-links.ts';
import {
  cancelMassMessageCall,
  countMassAudienceCall,
  listMassMessagesCall,
  massMessageMuteCall,
  sendMassMessageCall,
  setMassMessageMuteCall,
} from './calls/mass-messages.ts';
import {
  addFanListMemberCall,
  createFanListCall,
  deleteFanListCall,
  getFanListMembersCall,
  getFanListsCall,
  removeFanListMemberCall,
  renameFanListCall,
} from './calls/fan-lists.ts';
import {
  claimTrialCall,
  createTrialLinkCall,
  endTrialLinkCall,
  listTrialLinksCall,
  trialOfferCall,
} from './calls/trials.ts';
import {
  listNotificationsCall,
  markNotificationsReadCall,
  notificationSettingsCall,
  setNotificationSettingCall,
  unreadNotificationsCall,
} from './calls/notifications.ts';
import { addPushSubscriptionCall, pushKeyCall, removePushSubscriptionCall } from './calls/push.ts';
import { checkEmbedPayCall, checkOrderStatusCall } from './calls/payment-check-order-status.ts';
import { orderHistoryCall } from './calls/payment-order-history.ts';
import {
  bindDefaultCardCall,
  deleteCardCall,
  getCardListCall,
  getStripeKeyCall,
} from './calls/payment-cards.ts';
import { cancelSubscriptionCall } from './calls/payment-cancel-subscription.ts';
import { listUserSubscriptionsCall } from './calls/user-subscriptions.ts';
import { requestWithdrawalCall, listWithdrawalsCall } from './calls/withdrawals.ts';
import { getStatementCall, listSalesCall } from './calls/sales.ts';
import { getPostPlansCall } from './calls/post-plans.ts';
import { getCollectedPostsCall } from './calls/collected-posts.ts';
import { getUserStatisticCall } from './calls/user-get-user-statistic.ts';
import { postStatsCall } from './calls/post-stats.ts';
import {
  getInterestPostsCall,
  getCreatorPostsCall,
  getSubscribedPostsCall,
  listSubscribedCreatorsCall,
  countCreatorsAndPostsCall,
} from './calls/post-discovery-lists.ts';
import { getPostDetailCall } from './calls/post-detail.ts';
import { getHotKeywordsCall } from './calls/hot-keywords.ts';
import {
  addCommentCall,
  likeCommentCall,
  listCommentsCall,
  unlikeCommentCall,
} from './calls/comment-calls.ts';
import { recordVideoPlayCall, recordPostViewCall } from './calls/post-views.ts';
import { getInterestsCall, updateInterestsCall } from './calls/user-interests.ts';
import {
  blockUserEventCall,
  getBlockListCall,
  listReportReasonsCall,
  reportCall,
} from './calls/user-reports-and-blocks.ts';
import { searchCreatorCall } from './calls/user-search-creator.ts';
import { sendFeedbackCall } from './calls/user-feedback.ts';
import { getChatContactListCall, getChatHistoryCall, markChatReadCall } from './chat/chat-calls.ts';

export const CALLS = [
  appConfigCall,
  academyCall,
  getVersionInfoCall,
  getCategoriesCall,
  getPostListCall,
  getNewCreatorCall,
  registerByPasswordCall,
  loginByPasswordCall,
  loginByEmailCall,
  loginBySecondFactorCall,
  startPasskeySignInCall,
  loginByPasskeyCall,
  isUseEmailCall,
  validationEmailCall,
  sendEmailCodeCall,
  getDeclareCall,
  logoutCall,
  getUserInfoCall,
  getUserInfoByUuidCall,
  changePasswordCall,
  modifyAccountInfoCall,
  acceptTermsCall,
  setPasswordCall,
  listDevicesCall,
  logOutDeviceCall,
  logOutOtherDevicesCall,
  getDataExportCall,
  requestDataExportCall,
  deleteAccountCall,
  getTwoFactorCall,
  startTwoFactorCall,
  confirmTwoFactorCall,
  disableTwoFactorCall,
  renewRecoveryCodesCall,
  getVisibleMarkCall,
  setVisibleMarkCall,
  listPasskeysCall,
  startPasskeyRegistrationCall,
  addPasskeyCall,
  removePasskeyCall,
  startPasskeyStepUpCall,
  applyCreatorCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
  getAppleOauthPageCall,
  webLoginByGoogleCall,
  loginByTwitterCall,
  webLoginByAppleCall,
  likePostCall,
  unlikePostCall,
  publishPostCall,
  deletePostCall,
  managePostCall,
  listManagedPostsCall,
  getPostForEditCall,
  createPlanCall,
  updatePlanCall,
  bulkDeletePlansCall,
  updatePlanSortCall,
  listMyPlansCall,
  listPlansByCreatorCall,
  checkPlanExistsCall,
  listSubscribedPlansCall,
  getPlanPostsCall,
  getVideoPathCall,
  getVideoRealPathCall,
  getNewVideosCall,
  getPlanVideosCall,
  getPayWaysCall,
  subscribeCall,
  buyPostCall,
  embedPayCall,
  tipCall,
  buyMessageCall,
  getSpendingLimitsCall,
  setSpendingLimitCall,
  removeSpendingLimitCall,
  checkOrderStatusCall,
  checkEmbedPayCall,
  orderHistoryCall,
  getStripeKeyCall,
  getCardListCall,
  deleteCardCall,
  bindDefaultCardCall,
  cancelSubscriptionCall,
  listUserSubscriptionsCall,
  requestWithdrawalCall,
  listWithdrawalsCall,
  listSalesCall,
  getStatementCall,
  getPostPlansCall,
  getCollectedPostsCall,
  getUserStatisticCall,
  postStatsCall,
  getInterestPostsCall,
  getCreatorPostsCall,
  getSubscribedPostsCall,
  listSubscribedCreatorsCall,
  countCreatorsAndPostsCall,
  getPostDetailCall,
  getHotKeywordsCall,
  listCommentsCall,
  addCommentCall,
  likeCommentCall,
  unlikeCommentCall,
  recordPostViewCall,
  recordVideoPlayCall,
  listReportReasonsCall,
  reportCall,
  myReportsCall,
  blockUserEventCall,
  getBlockListCall,
  sendFeedbackCall,
  searchCreatorCall,
  getInterestsCall,
  updateInterestsCall,
  getChatHistoryCall,
  getChatContactListCall,
  markChatReadCall,
  operatorSignInCall,
  operatorConfirmCall,
  operatorMeCall,
  operatorSignOutCall,
  listOperatorsCall,
  createOperatorCall,
  disableOperatorCall,
  resetSecondFactorCall,
  getSettingsCall,
  updateSettingsCall,
  listOpsWithdrawalsCall,
  getOpsWithdrawalCall,
  decideWithdrawalCall,
  postsToReviewCall,
  decidePostCall,
  opsReportsCall,
  opsReportGroupCall,
  decideReportsCall,
  opsFeedbackCall,
  opsFeedbackItemCall,
  opsReplyFeedbackCall,
  opsMarkFeedbackHandledCall,
  opsAuditLogCall,
  opsMembersCall,
  opsMemberCall,
  opsMemberRecordsCall,
  opsSuspendMemberCall,
  opsLiftSuspensionCall,
  opsRefundOrderCall,
  opsMoneyCall,
  listApplicationsCall,
  getApplicationCall,
  decideApplicationCall,
  listNotificationsCall,
  unreadNotificationsCall,
  markNotificationsReadCall,
  notificationSettingsCall,
  setNotificationSettingCall,
  pushKeyCall,
  addPushSubscriptionCall,
  removePushSubscriptionCall,
  createTrackingLinkCall,
  listTrackingLinksCall,
  deleteTrackingLinkCall,
  trackingLinkVisitCall,
  countMassAudienceCall,
  sendMassMessageCall,
  listMassMessagesCall,
  cancelMassMessageCall,
  massMessageMuteCall,
  setMassMessageMuteCall,
  createFanListCall,
  renameFanListCall,
  deleteFanListCall,
  getFanListsCall,
  addFanListMemberCall,
  removeFanListMemberCall,
  getFanListMembersCall,
  setPlanOfferCall,
  endPlanOfferCall,
  createTrialLinkCall,
  listTrialLinksCall,
  endTrialLinkCall,
  trialOfferCall,
  claimTrialCall,
] as const satisfies readonly CallDefinition[];

export const CALLS_BY_PATH: ReadonlyMap<string, CallDefinition> = new Map(
  CALLS.map((call) => [call.path, call]),
);
