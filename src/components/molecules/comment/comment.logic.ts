/** The like state of a post or comment as the wire carries it. */
export interface LikeState {
  liked: 0 | 1;
  like: number;
}

/**
 * The state after the viewer taps like: the flag flips and the count moves by one, never
 * below 0 (spec §4: likes toggle optimistically, for comments too).
 */
export function toggleLike(state: LikeState): LikeState {
  return state.liked === 1
    ? { liked: 0, like: Math.max(0, state.like - 1) }
    : { liked: 1, like: Math.max(0, state.like) + 1 };
}
