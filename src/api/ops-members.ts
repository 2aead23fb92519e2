import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  MemberRecordKind,
  opsMemberCall,
  opsMemberRecordsCall,
  opsMembersCall,
} from '../contract/calls/ops-members.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the console's members page; under the console's root, so signing out drops them. */
export const opsMemberKeys = {
  root: [...opsKeys.root, 'members'] as const,
  search: (q: string) => [...opsKeys.root, 'members', 'search', q] as const,
  member: (id: number) => [...opsKeys.root, 'members', 'member', id] as const,
  records: (id: number, kind: MemberRecordKind) => [...opsKeys.root, 'members', 'member', id, kind] as const,
};

/** Members whose account name or email starts with `q`; the newest first without it. */
export function opsMembersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: opsMemberKeys.search(q),
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof opsMembersCall>(
        'ops/members',
        { q, page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useOpsMembers(q: string) {
  return useInfiniteQuery(opsMembersQueryOptions(q));
}

/** One member, with a creator's balance. */
export function opsMemberQueryOptions(id: number) {
  return queryOptions({
    queryKey: opsMemberKeys.member(id),
    queryFn: ({ signal }) => callApi<typeof opsMemberCall>('ops/member', { id }, { signal }),
  });
}

export function useOpsMember(id: number) {
  return useQuery(opsMemberQueryOptions(id));
}

/** One tab of a member, newest first, page by page. */
export function opsMemberRecordsQueryOptions(id: number, kind: MemberRecordKind) {
  return infiniteQueryOptions({
    queryKey: opsMemberKeys.records(id, kind),
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof opsMemberRecordsCall>(
        'ops/memberRecords',
        { id, kind, page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useOpsMemberRecords(id: number, kind: MemberRecordKind) {
  return useInfiniteQuery(opsMemberRecordsQueryOptions(id, kind));
}
