/** Every implemented call, keyed by its contract path; the envelope route dispatches through this. */
import type { RegisteredHandler } from '../http/call-context.ts';
import type { AccountDeletionHook } from './accounts/account-deletion-hooks.ts';
import { accountSettingsHandlersOf } from './accounts/account-settings.handlers.ts';
import { accountHandlers } from './accounts/accounts.handlers.ts';
import { deviceHandlers } from './accounts/devices/devices.handlers.ts';
import { appHandlers } from './app/app.handlers.ts';
import { academyHandlers } from './academy/academy.handlers.ts';
import { categoryHandlers } from './categories/categories.handlers.ts';
import { creatorApplicationHandlers } from './creator-applications/creator-applications.handlers.ts';
import { creatorHandlers } from './creators/creators.handlers.ts';
import { ledgerHandlers } from './ledger/ledger.handlers.ts';
import { paymentHandlersOf } from './payments/payments.handlers.ts';
import type { PaymentProvider } from './payments/providers/provider.ts';
import { planHandlers } from './plans/plans.handlers.ts';
import { statsHandlers } from './stats/stats.handlers.ts';
import { postHandlers } from './posts/posts.handlers.ts';
import { videoPathHandlers } from './posts/video-paths.handlers.ts';
import { thirdpartyHandlers } from './accounts/thirdparty.handlers.ts';
import { userHandlers } from './users/users.handlers.ts';
import { postListHandlers } from './posts/post-lists.handlers.ts';
import { blockHandlers } from './blocks/blocks.handlers.ts';
import { commentHandlers } from './comments/comments.handlers.ts';
import { forgetCommentsOf } from './comments/comments.service.ts';
import { documentKeysOf } from './creator-applications/creator-documents.service.ts';
import { viewHandlers } from './views/views.handlers.ts';
import { searchHandlers } from './search/search.handlers.ts';
import { interestHandlers } from './interests/interests.handlers.ts';
import { reportHandlers } from './reports/reports.handlers.ts';
import { feedbackHandlers } from './feedback/feedback.handlers.ts';
import { feedbackImageKeysOf } from './feedback/feedback-images.service.ts';
import { chatHandlers } from './chat/chat.handlers.ts';
import { feedbackInboxHandlers } from './operations/feedback/feedback-inbox.handlers.ts';
import { auditLogHandlers } from './operations/audit-log/audit-log.handlers.ts';
import { operatorSignInHandlers } from './operations/operator-sign-in.handlers.ts';
import { adminHandlers } from './operations/admin/admin.handlers.ts';
import { opsWithdrawalHandlers } from './operations/withdrawals/withdrawals.handlers.ts';
import { opsPostHandlers } from './operations/posts/ops-posts.handlers.ts';
import { opsReportHandlers } from './operations/reports/ops-reports.handlers.ts';
import { opsApplicationHandlers } from './operations/applications/applications.handlers.ts';
import { opsMemberHandlersOf } from './operations/members/members.handlers.ts';
import { opsMoneyHandlers } from './operations/money/money.handlers.ts';
import { notificationHandlers } from './notifications/notifications.handlers.ts';
import { pushHandlers } from './notifications/push.handlers.ts';
import { trackingLinkHandlers } from './tracking-links/tracking-links.handlers.ts';
import { massMessageHandlers } from './mass-messages/mass-messages.handlers.ts';
import { trialHandlers } from './trials/trials.handlers.ts';
import { dataExportHandlers } from './data-exports/data-exports.handlers.ts';
import { exportFolderOf } from './data-exports/data-exports.service.ts';
import { memberMediaOf } from './uploads/member-media.ts';

/** What each module does when an account is deleted (accounts/account-deletion-hooks.ts). */
const ACCOUNT_DELETION_HOOKS: readonly AccountDeletionHook[] = [
  { beforeDelete: forgetCommentsOf },
  { storedFilesOf: documentKeysOf },
  { storedFilesOf: feedbackImageKeysOf },
  { storedMediaOf: memberMediaOf },
  { storedMediaOf: async (_db, userId) => ({ keys: [], folders: [exportFolderOf(userId)] }) },
];

/** What the composition root made once for the handlers that need it (app.ts). */
export interface HandlerDeps {
  paymentProvider: PaymentProvider;
}

/** Every module's handlers, one list per line so a new module is a one-line change. */
const handlerListsOf = (deps: HandlerDeps): readonly (readonly RegisteredHandler[])[] => [
  appHandlers,
  academyHandlers,
  notificationHandlers,
  pushHandlers,
  trackingLinkHandlers,
  massMessageHandlers,
  trialHandlers,
  categoryHandlers,
  postHandlers,
  videoPathHandlers,
  planHandlers,
  paymentHandlersOf(deps.paymentProvider),
  ledgerHandlers,
  statsHandlers,
  creatorHandlers,
  creatorApplicationHandlers,
  accountHandlers,
  accountSettingsHandlersOf(ACCOUNT_DELETION_HOOKS),
  deviceHandlers,
  dataExportHandlers,
  userHandlers,
  thirdpartyHandlers,
  postListHandlers,
  blockHandlers,
  commentHandlers,
  viewHandlers,
  searchHandlers,
  interestHandlers,
  reportHandlers,
  feedbackHandlers,
  chatHandlers,
  feedbackInboxHandlers,
  auditLogHandlers,
  operatorSignInHandlers,
  adminHandlers,
  opsWithdrawalHandlers,
  opsPostHandlers,
  opsReportHandlers,
  opsApplicationHandlers,
  opsMemberHandlersOf(deps.paymentProvider),
  opsMoneyHandlers,
];

/** Builds the path → handler map; a duplicate path is a programming error caught at start. */
export function buildHandlers(deps: HandlerDeps): ReadonlyMap<string, RegisteredHandler> {
  const map = new Map<string, RegisteredHandler>();
  for (const handler of handlerListsOf(deps).flat()) {
    if (map.has(handler.call.path)) throw new Error(`Two handlers for ${handler.call.path}`);
    map.set(handler.call.path, handler);
  }
  return map;
}
