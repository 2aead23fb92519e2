/**
 * Which actions a fan's subscription offers (spec §4 "Subscription status actions": cancel-able
 * with a confirm, restore-able, expired to re-subscribe, in advance). Paying again while one
 * runs adds a period at its end (docs/decisions.md, "Money"), so a running or cancelled
 * subscription may be bought in advance; an expired one is bought again.
 */
import { USER_SUBSCRIPTION_STATUS, type UserSubscriptionStatus } from '../../../contract/enums.ts';

export const SUBSCRIPTION_ACTIONS = ['cancel', 'restore', 'resubscribe', 'advance'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

const BY_STATUS: Record<UserSubscriptionStatus, readonly SubscriptionAction[]> = {
  [USER_SUBSCRIPTION_STATUS.running]: ['cancel', 'advance'],
  [USER_SUBSCRIPTION_STATUS.cancelled]: ['restore', 'advance'],
  [USER_SUBSCRIPTION_STATUS.expired]: ['resubscribe'],
};

/** The actions of a subscription in `status`, the main one first. */
export function subscriptionActionsOf(status: UserSubscriptionStatus): readonly SubscriptionAction[] {
  return BY_STATUS[status];
}
