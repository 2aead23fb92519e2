import { describe, expect, it } from 'vitest';
import {
  ANIMATION_MS_PER_TAB,
  releaseVelocity,
  SWIPE_VELOCITY_PX_PER_S,
  swipeTargetIndex,
  transitionMs,
} from './swipeable-tabs.logic.ts';

const base = { index: 1, count: 3, width: 400, rtl: false } as const;

describe('swipe constants', () => {
  it('follow spec §9: velocity 200, 250 ms per unit', () => {
    expect(SWIPE_VELOCITY_PX_PER_S).toBe(200);
    expect(ANIMATION_MS_PER_TAB).toBe(250);
  });
});

describe('swipeTargetIndex', () => {
  it('switches to the next tab on a short swipe left faster than 200 px/s', () => {
    expect(swipeTargetIndex({ ...base, deltaX: -40, velocityX: -201 })).toBe(2);
  });

  it('stays on a short swipe at 200 px/s or slower', () => {
    expect(swipeTargetIndex({ ...base, deltaX: -40, velocityX: -200 })).toBe(1);
  });

  it('switches on a slow swipe past half the width, and not at exactly half', () => {
    expect(swipeTargetIndex({ ...base, deltaX: -201, velocityX: -10 })).toBe(2);
    expect(swipeTargetIndex({ ...base, deltaX: -200, velocityX: -10 })).toBe(1);
  });

  it('goes to the previous tab on a swipe right', () => {
    expect(swipeTargetIndex({ ...base, deltaX: 60, velocityX: 500 })).toBe(0);
  });

  it('stays when a long swipe is flung back the other way', () => {
    expect(swipeTargetIndex({ ...base, deltaX: -300, velocityX: 400 })).toBe(1);
  });

  it('never goes past the first or last tab', () => {
    expect(swipeTargetIndex({ ...base, index: 0, deltaX: 300, velocityX: 900 })).toBe(0);
    expect(swipeTargetIndex({ ...base, index: 2, deltaX: -300, velocityX: -900 })).toBe(2);
  });

  it('reverses the directions in right-to-left', () => {
    expect(swipeTargetIndex({ ...base, rtl: true, deltaX: 40, velocityX: 300 })).toBe(2);
    expect(swipeTargetIndex({ ...base, rtl: true, deltaX: -40, velocityX: -300 })).toBe(0);
  });

  it('stays on a tap', () => {
    expect(swipeTargetIndex({ ...base, deltaX: 0, velocityX: 0 })).toBe(1);
  });
});

describe('transitionMs', () => {
  it('takes 250 ms per tab moved', () => {
    expect(transitionMs(0, 1)).toBe(250);
    expect(transitionMs(0, 2)).toBe(500);
    expect(transitionMs(3, 0)).toBe(750);
  });

  it('takes 250 ms to settle back on the same tab', () => {
    expect(transitionMs(1, 1)).toBe(250);
  });
});

describe('releaseVelocity', () => {
  it('measures px/s over the last 100 ms', () => {
    const samples = [
      { x: 0, t: 0 },
      { x: 100, t: 400 },
      { x: 120, t: 450 },
      { x: 150, t: 500 },
    ];
    expect(releaseVelocity(samples)).toBe(500);
  });

  it('is 0 without movement over time', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ x: 10, t: 5 }])).toBe(0);
  });
});
