import { describe, expect, it } from 'vitest';
import {
  INITIAL_SCROLL_DIRECTION,
  nextScrollDirection,
  scrollDirectionAfter,
} from './scroll-direction.logic.ts';

describe('scroll direction visibility (spec §2: hide on scroll down, reappear on scroll up)', () => {
  it('starts shown', () => {
    expect(INITIAL_SCROLL_DIRECTION.hidden).toBe(false);
    expect(scrollDirectionAfter([])).toBe(false);
  });

  it('hides when the page scrolls down', () => {
    expect(scrollDirectionAfter([0, 100, 200, 300])).toBe(true);
  });

  it('comes back when the page scrolls up', () => {
    expect(scrollDirectionAfter([0, 200, 400, 380])).toBe(false);
  });

  it('hides again on the next scroll down', () => {
    expect(scrollDirectionAfter([0, 400, 300, 500])).toBe(true);
  });

  it('ignores movements under the tolerance (8 px by default)', () => {
    expect(scrollDirectionAfter([0, 400, 395])).toBe(true);
    expect(scrollDirectionAfter([0, 400, 392])).toBe(false);
    expect(scrollDirectionAfter([0, 400, 395], { tolerance: 2 })).toBe(false);
  });

  it('accumulates slow scrolling until it passes the tolerance', () => {
    // 3 px steps: each alone is jitter; the third one makes 9 px down.
    expect(scrollDirectionAfter([0, 400, 300, 303, 306])).toBe(false);
    expect(scrollDirectionAfter([0, 400, 300, 303, 306, 309])).toBe(true);
    expect(scrollDirectionAfter([0, 300, 297, 294, 291])).toBe(false);
  });

  it('always shows near the top of the page', () => {
    expect(scrollDirectionAfter([0, 30, 60])).toBe(false);
    expect(scrollDirectionAfter([0, 400, 50])).toBe(false);
    expect(scrollDirectionAfter([0, 100], { topOffset: 120 })).toBe(false);
  });

  it('treats rubber-banding above the top as the top', () => {
    expect(scrollDirectionAfter([0, 400, -40])).toBe(false);
  });

  it('returns the same state object when nothing changes, so React skips the render', () => {
    const state = nextScrollDirection(INITIAL_SCROLL_DIRECTION, 0);
    expect(state).toBe(INITIAL_SCROLL_DIRECTION);
    const down = nextScrollDirection(state, 300);
    expect(nextScrollDirection(down, 303)).toBe(down);
  });
});
