import { useEffect } from 'react';
import { useBlockList } from '../../api/get-block-list.ts';
import { useCreatorPosts } from '../../api/get-creator-posts.ts';
import type { Creator } from '../../contract/entities.ts';

/**
 * The creator's `aff`, which subscribing (the order) and blocking (`aff_blocked`) name them by. The
 * profile does not carry it (asked of the contract), so it is read from what does: the author of
 * their posts (the All chip's first page, the list's own query), or, for a creator the viewer
 * blocked, whose posts are hidden from them, their entry in the viewer's block list.
 */
export function useCreatorAff(creator: Creator): number | undefined {
  const blocked = creator.is_block === 1;
  const posts = useCreatorPosts({ uuid: creator.uuid }, !blocked);
  const blockList = useBlockList(blocked);
  const username = creator.username.toLowerCase();
  const entry = blockList.data?.pages
    .flatMap((page) => page.list)
    .find((account) => account.username.toLowerCase() === username);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = blockList;
  // Not on the pages read so far: read on until it is, or the list ends.
  useEffect(() => {
    if (blocked && !entry && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [blocked, entry, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return blocked ? entry?.aff_blocked : posts.data?.pages[0]?.list[0]?.user.aff;
}
