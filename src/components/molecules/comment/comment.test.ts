import { describe, expect, it } from 'vitest';
import { toggleLike } from './comment.logic.ts';

describe('toggleLike', () => {
  it('likes: the flag turns on and the count goes up by one', () => {
    expect(toggleLike({ liked: 0, like: 4 })).toEqual({ liked: 1, like: 5 });
  });
  it('unlikes: the flag turns off and the count goes down by one', () => {
    expect(toggleLike({ liked: 1, like: 5 })).toEqual({ liked: 0, like: 4 });
  });
  it('never takes the count below 0, even when the server sent a liked 0', () => {
    expect(toggleLike({ liked: 1, like: 0 })).toEqual({ liked: 0, like: 0 });
  });
  it('repairs a negative count before adding the like', () => {
    expect(toggleLike({ liked: 0, like: -3 })).toEqual({ liked: 1, like: 1 });
  });
  it('two taps give back the starting state', () => {
    expect(toggleLike(toggleLike({ liked: 0, like: 7 }))).toEqual({ liked: 0, like: 7 });
  });
});
