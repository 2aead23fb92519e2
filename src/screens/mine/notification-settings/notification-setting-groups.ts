import { ROLE, type Role } from '../../../contract/enums.ts';
import type { NotificationType } from '../../../contract/entities-notifications.ts';

/** A heading of the settings and the types under it. */
export interface NotificationSettingGroup {
  id: 'activity' | 'earnings' | 'posts' | 'account';
  types: readonly NotificationType[];
}

/** Every type, grouped as a member looks for them: people, money, posts under review, the account. */
const GROUPS: readonly NotificationSettingGroup[] = [
  { id: 'activity', types: ['comment', 'reply', 'like', 'message'] },
  {
    id: 'earnings',
    types: ['subscriber', 'renewal', 'cancellation', 'tip', 'purchase', 'message_purchase', 'withdrawal'],
  },
  { id: 'posts', types: ['post_approved', 'post_rejected'] },
  {
    id: 'account',
    types: ['report_outcome', 'creator_application', 'trial_ending', 'renewal_coming', 'data_export_ready'],
  },
];

/** Types only a creator receives: sales, payouts and post reviews. */
export const CREATOR_ONLY_TYPES: ReadonlySet<NotificationType> = new Set([
  'subscriber',
  'renewal',
  'cancellation',
  'tip',
  'purchase',
  'message_purchase',
  'post_approved',
  'post_rejected',
  'withdrawal',
]);

/** The groups of switches a role sees: a member is not offered what only a creator receives. */
export function notificationSettingGroupsFor(role: Role): NotificationSettingGroup[] {
  const creator = role === ROLE.creator;
  return GROUPS.map((group) => ({
    ...group,
    types: group.types.filter((type) => creator || !CREATOR_ONLY_TYPES.has(type)),
  })).filter((group) => group.types.length > 0);
}
