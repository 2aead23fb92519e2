import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CallResponse } from '../contract/call.ts';
import type { cancelSubscriptionCall } from '../contract/calls/payment-cancel-subscription.ts';
import type { listUserSubscriptionsCall } from '../contract/calls/user-subscriptions.ts';
import type { UserSubscription } from '../contract/entities-social.ts';
import { CANCEL_SUBSCRIPTION_TYPE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { userInfoKeys } from './get-user-info.ts';
import { userSubscriptionKeys } from './user-subscription-keys.ts';

export type CancelSubscriptionType = (typeof CANCEL_SUBSCRIPTION_TYPE)[keyof typeof CANCEL_SUBSCRIPTION_TYPE];

export interface CancelSubscriptionRequest {
  /** 0 cancel (runs to its end, no renewal), 1 restore (renews again). */
  type: CancelSubscriptionType;
  /** The user subscription's own id. */
  userSubscriptionId: number;
}

/** Cancels or restores one of the fan's subscriptions (spec §4); answers it as it now stands. */
export function cancelSubscription(request: CancelSubscriptionRequest) {
  return callApi<typeof cancelSubscriptionCall>('payment/cancelSubscription', request);
}

type SubscriptionPages = InfiniteData<CallResponse<typeof listUserSubscriptionsCall>>;

/** The cached pages with `updated` in place of the row of the same id. */
function withRow(data: SubscriptionPages | undefined, updated: UserSubscription) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((row) => (row.id === updated.id ? updated : row)),
    })),
  };
}

/**
 * Cancel or restore. The answer replaces the row at once (its status and button change without
 * waiting), then the lists and the user record (subscription_list, subscription_count) are asked
 * again, so every screen agrees with the server.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (updated) => {
      queryClient.setQueriesData<SubscriptionPages>({ queryKey: userSubscriptionKeys.root }, (data) =>
        withRow(data, updated),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userSubscriptionKeys.root }),
        queryClient.invalidateQueries({ queryKey: userInfoKeys.root }),
      ]);
    },
  });
}
