/**
 * A creator's fan lists (issue 25; docs/api.md 5.20d-1): the lists with their counts (and, for one
 * fan, whether they are on each), making, renaming and deleting one, and adding or removing a fan.
 * A change refreshes the lists and the composer's counts.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  addFanListMemberCall,
  createFanListCall,
  deleteFanListCall,
  getFanListMembersCall,
  getFanListsCall,
  removeFanListMemberCall,
  renameFanListCall,
} from '../contract/calls/fan-lists.ts';
import type { CallResponse } from '../contract/call.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { massMessageKeys } from './mass-message-keys.ts';
import { nextPageOf } from './next-page.ts';

type Lists = CallResponse<typeof getFanListsCall>;

/** Query keys of the fan lists: all of them, and all of them as seen for one fan. */
export const fanListKeys = {
  root: [...massMessageKeys.root, 'fan-lists'] as const,
  lists: (uuid = '') => [...fanListKeys.root, uuid] as const,
  members: (id: number) => [...fanListKeys.root, 'members', id] as const,
};

/** `user/getFanLists`: the creator's lists by name; with `uuid`, whether that fan is on each. */
export function fetchFanLists(uuid = '', signal?: AbortSignal) {
  return callApi<typeof getFanListsCall>('user/getFanLists', { uuid }, { signal });
}

export function fanListsQueryOptions(uuid = '') {
  return queryOptions({
    queryKey: fanListKeys.lists(uuid),
    queryFn: ({ signal }) => fetchFanLists(uuid, signal),
  });
}

export function useFanLists(uuid = '', enabled = true) {
  return useQuery({ ...fanListsQueryOptions(uuid), enabled });
}

/** The fans on list `id`, the latest added first, page by page (the lists' manager). */
export function fanListMembersQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: fanListKeys.members(id),
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof getFanListMembersCall>(
        'user/getFanListMembers',
        { id, page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useFanListMembers(id: number) {
  return useInfiniteQuery(fanListMembersQueryOptions(id));
}

/** Takes the fan `uuid` off list `id` from the list's own page; the lists, counts and members are asked again. */
export function useRemoveFanListMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      callApi<typeof removeFanListMemberCall>('user/removeFanListMember', { id, uuid }),
    onSuccess: () => refresh(queryClient),
  });
}

/** The lists (every fan's view of them), their fans and the audiences' counts are asked again. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: massMessageKeys.root, refetchType: 'active' });

export function useCreateFanList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi<typeof createFanListCall>('user/createFanList', { name }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRenameFanList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      callApi<typeof renameFanListCall>('user/renameFanList', { id, name }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteFanList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi<typeof deleteFanListCall>('user/deleteFanList', { id }),
    onSuccess: () => refresh(queryClient),
  });
}

/**
 * Puts the fan `uuid` on the list `id` (`on` true) or takes them off, shown at once and put back
 * when the server refuses; the answer (the list with its count and `has_fan`) replaces the list in
 * this fan's view, and the other views are asked again.
 */
export function useSetFanListMember(uuid: string) {
  const queryClient = useQueryClient();
  const key = fanListKeys.lists(uuid);
  return useMutation({
    // One change after another, in the order made.
    scope: { id: `fan-lists-${uuid}` },
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      on
        ? callApi<typeof addFanListMemberCall>('user/addFanListMember', { id, uuid })
        : callApi<typeof removeFanListMemberCall>('user/removeFanListMember', { id, uuid }),
    // Shown at once (optimistic), put back when the server refuses.
    onMutate: async ({ id, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Lists>(key);
      queryClient.setQueryData<Lists>(key, (lists) =>
        lists
          ? {
              ...lists,
              list: lists.list.map((each) =>
                each.id === id && each.has_fan !== (on ? 1 : 0)
                  ? { ...each, has_fan: on ? 1 : 0, count: Math.max(0, each.count + (on ? 1 : -1)) }
                  : each,
              ),
            }
          : lists,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (list) => {
      queryClient.setQueryData<Lists>(key, (lists) =>
        lists ? { ...lists, list: lists.list.map((each) => (each.id === list.id ? list : each)) } : lists,
      );
      void queryClient.invalidateQueries({ queryKey: [...massMessageKeys.root, 'count'] });
      void queryClient.invalidateQueries({ queryKey: fanListKeys.lists(''), exact: true });
    },
  });
}
