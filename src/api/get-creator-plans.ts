import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listPlansByCreatorCall } from '../contract/calls/plan-list.ts';
import { buyerPlanKeys } from './buyer-plan-keys.ts';
import { callApi } from './client.ts';

/** A creator's plans on sale, by their uuid, each saying whether the viewer holds it. */
export function fetchCreatorPlans(uuid: string, signal?: AbortSignal) {
  return callApi<typeof listPlansByCreatorCall>('subscription/listSubscriptionByUuid', { uuid }, { signal });
}

export function creatorPlansQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: buyerPlanKeys.creator(uuid),
    queryFn: ({ signal }) => fetchCreatorPlans(uuid, signal),
    select: (answer) => answer.list,
  });
}

/** The buyer subscription dialog opened from a creator (spec §2); idle unless `enabled`. */
export function useCreatorPlans(uuid: string, enabled = true) {
  return useQuery({ ...creatorPlansQueryOptions(uuid), enabled });
}
