import { describe, expect, it } from 'vitest';
import { isTopBarHidden, TOP_BAR_HIDE_AFTER_PX } from './top-bar.logic.ts';

describe('top bar (spec §9: hidden after 100 px of scroll)', () => {
  it('hides after 100 px', () => {
    expect(TOP_BAR_HIDE_AFTER_PX).toBe(100);
    expect(isTopBarHidden(101)).toBe(true);
    expect(isTopBarHidden(2000)).toBe(true);
  });

  it('shows up to 100 px, the top and rubber-banding above it', () => {
    expect(isTopBarHidden(100)).toBe(false);
    expect(isTopBarHidden(99)).toBe(false);
    expect(isTopBarHidden(0)).toBe(false);
    expect(isTopBarHidden(-30)).toBe(false);
  });

  it('takes another threshold, or never hides', () => {
    expect(isTopBarHidden(60, 50)).toBe(true);
    expect(isTopBarHidden(5000, false)).toBe(false);
  });
});
