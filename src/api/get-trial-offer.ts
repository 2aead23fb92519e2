import { queryOptions, useQuery } from '@tanstack/react-query';
import type { trialOfferCall } from '../contract/calls/trials.ts';
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';
import { callApi } from './client.ts';
import { trialLinkKeys } from './trial-link-keys.ts';

/** A free trial link as the viewer would claim it: the creator, plan, dates, price, and any refusal. */
export function fetchTrialOffer(code: string, signal?: AbortSignal) {
  return callApi<typeof trialOfferCall>('app/trialLinkInfo', { code }, { signal });
}

/** Keyed by the session too: signing in asks again, as the refusal depends on who asks. */
export function trialOfferQueryOptions(code: string, token: string | null) {
  return queryOptions({
    queryKey: [...trialLinkKeys.offer(code), token ?? ''] as const,
    queryFn: ({ signal }) => fetchTrialOffer(code, signal),
  });
}

export function useTrialOffer(code: string) {
  const { token } = useSnapshot(session);
  return useQuery(trialOfferQueryOptions(code, token ?? null));
}
