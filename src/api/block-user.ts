import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BLOCK_ACTION, blockUserEventCall } from '../contract/calls/user-reports-and-blocks.ts';
import { callApi } from './client.ts';
import { blockListKeys } from './get-block-list.ts';
import { commentKeys } from './comment-keys.ts';
import { collectedPostKeys } from './get-collected-posts.ts';
import { creatorKeys } from './get-new-creators.ts';
import { postKeys } from './get-post-list.ts';

export interface BlockChange {
  /** The account's aff. */
  aff: number;
  block: boolean;
}

/** Blocks (1) or unblocks (2) an account; repeating either changes nothing. */
export function blockUserEvent({ aff, block }: BlockChange) {
  return callApi<typeof blockUserEventCall>('user/blockUserEvent', {
    aff_blocked: aff,
    // BLOCK_ACTION's values, written out: importing the constant would bring the contract's schemas.
    action_type: (block ? 1 : 2) satisfies (typeof BLOCK_ACTION)[keyof typeof BLOCK_ACTION],
  });
}

/**
 * Block and unblock (spec §6: a blocked creator cannot be messaged, subscribed or viewed, and
 * their posts leave the blocker's feeds). What shows the account is asked again: the feeds, the
 * details, comments, the creators (profiles carry is_block), the list of blocked accounts, and the
 * liked and bought posts (a blocked account's posts leave them too).
 */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUserEvent,
    onSuccess: () =>
      Promise.all(
        [postKeys.root, creatorKeys.root, commentKeys.root, blockListKeys.root, collectedPostKeys.root].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
