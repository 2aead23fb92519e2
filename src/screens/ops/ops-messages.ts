import { defineMessages } from 'react-intl';
import type { OperatorQueue, OperatorRole } from '../../contract/operators.ts';

/** The console's frame: its name, the operator's header, the queue navigation and the home. */
export const opsMessages = defineMessages({
  operations: { id: 'ops.title', defaultMessage: 'Operations' },
  queues: { id: 'ops.nav.label', defaultMessage: 'Queues' },
  home: { id: 'ops.nav.home', defaultMessage: 'Overview' },
  homeTitle: { id: 'ops.home.title', defaultMessage: 'What waits for you' },
  homeIntro: {
    id: 'ops.home.intro',
    defaultMessage: 'The queues your role works. Open one to see what waits in it.',
  },
  homeEmpty: {
    id: 'ops.home.empty',
    defaultMessage: 'No queue of your role is open in the console yet.',
  },
  notYourQueue: {
    id: 'ops.queue.notYours',
    defaultMessage: 'This queue is not worked by your role.',
  },
  loadFailed: {
    id: 'ops.loadFailed',
    defaultMessage: 'The console could not reach the server.',
  },
});

/** Each queue's name, as the navigation, the home's cards and the queue's own page title say it. */
export const opsQueueMessages = defineMessages({
  posts: { id: 'ops.queue.posts', defaultMessage: 'Posts to review' },
  applications: { id: 'ops.queue.applications', defaultMessage: 'Creator applications' },
  withdrawals: { id: 'ops.queue.withdrawals', defaultMessage: 'Withdrawals' },
  reports: { id: 'ops.queue.reports', defaultMessage: 'Reports' },
  feedback: { id: 'ops.queue.feedback', defaultMessage: 'Feedback' },
  members: { id: 'ops.queue.members', defaultMessage: 'Members' },
  money: { id: 'ops.queue.money', defaultMessage: 'Money' },
  leaks: { id: 'ops.queue.leaks', defaultMessage: 'Leak tracing' },
  audit: { id: 'ops.queue.audit', defaultMessage: 'Audit log' },
  operators: { id: 'ops.queue.operators', defaultMessage: 'Operators' },
  settings: { id: 'ops.queue.settings', defaultMessage: 'Console settings' },
} satisfies Record<OperatorQueue, unknown>);

/** What each queue holds, under its name on the console home. */
export const opsQueueDescriptions = defineMessages({
  posts: {
    id: 'ops.queue.posts.about',
    defaultMessage: 'New and edited posts waiting to be approved or rejected.',
  },
  applications: {
    id: 'ops.queue.applications.about',
    defaultMessage: 'Members asking to become creators, with their identity documents.',
  },
  withdrawals: {
    id: 'ops.queue.withdrawals.about',
    defaultMessage: 'Creators’ withdrawal requests to approve, complete or fail.',
  },
  reports: { id: 'ops.queue.reports.about', defaultMessage: 'Posts and accounts that members reported.' },
  feedback: {
    id: 'ops.queue.feedback.about',
    defaultMessage: 'What members wrote to us, to answer and close.',
  },
  members: {
    id: 'ops.queue.members.about',
    defaultMessage: 'Find a member to see their posts, orders and reports, suspend or refund.',
  },
  money: {
    id: 'ops.queue.money.about',
    defaultMessage: 'Platform fees and creator balances, reconciled with the ledger.',
  },
  leaks: {
    id: 'ops.queue.leaks.about',
    defaultMessage: 'Find whom a leaked image was served to, from its invisible mark.',
  },
  audit: { id: 'ops.queue.audit.about', defaultMessage: 'Every operator action: who, what, when and why.' },
  operators: {
    id: 'ops.queue.operators.about',
    defaultMessage: 'The people who run the platform: their roles and sessions.',
  },
  settings: {
    id: 'ops.queue.settings.about',
    defaultMessage: 'How the platform runs, such as whether new posts wait for review.',
  },
} satisfies Record<OperatorQueue, unknown>);

/** The operator roles' names. */
export const opsRoleMessages = defineMessages({
  moderator: { id: 'ops.role.moderator', defaultMessage: 'Moderator' },
  reviewer: { id: 'ops.role.reviewer', defaultMessage: 'Reviewer' },
  finance: { id: 'ops.role.finance', defaultMessage: 'Finance' },
  admin: { id: 'ops.role.admin', defaultMessage: 'Administrator' },
} satisfies Record<OperatorRole, unknown>);
