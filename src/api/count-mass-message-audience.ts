import { queryOptions, useQuery } from '@tanstack/react-query';
import type { countMassAudienceCall, MassAudienceRequest } from '../contract/calls/mass-messages.ts';
import { callApi } from './client.ts';
import { massMessageKeys } from './mass-message-keys.ts';

/** How many fans an audience of the creator's reaches now. */
export function countMassMessageAudience(audience: Required<MassAudienceRequest>, signal?: AbortSignal) {
  return callApi<typeof countMassAudienceCall>('user/countMassMessageAudience', audience, { signal });
}

export function massAudienceCountQueryOptions(audience: Required<MassAudienceRequest>) {
  return queryOptions({
    queryKey: massMessageKeys.count(audience),
    queryFn: ({ signal }) => countMassMessageAudience(audience, signal),
    // Fans come and go: a count a minute old is asked again when shown.
    staleTime: 60_000,
  });
}

/** The live count of an audience (the composer's); not asked while `enabled` is false (a plan or amount missing). */
export function useMassAudienceCount(audience: Required<MassAudienceRequest>, enabled = true) {
  return useQuery({ ...massAudienceCountQueryOptions(audience), enabled });
}
