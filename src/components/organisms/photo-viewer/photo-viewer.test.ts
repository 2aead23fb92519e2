import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  isDoubleTap,
  keyAction,
  movePage,
  pinchZoom,
  stepZoom,
  swipeAction,
  toggleZoom,
  wheelZoom,
} from './photo-viewer.logic.ts';

describe('zoom', () => {
  it('clamps to 1..4', () => {
    expect(clampZoom(0.4)).toBe(1);
    expect(clampZoom(5)).toBe(4);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps by 0.2 without drift: three steps in from 1 is 1.6', () => {
    expect(stepZoom(stepZoom(stepZoom(1, 1), 1), 1)).toBe(1.6);
  });

  it('reaches 4 in 15 steps and stays there', () => {
    let zoom = 1;
    for (let i = 0; i < 15; i += 1) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(4);
    expect(stepZoom(zoom, 1)).toBe(4);
  });

  it('does not go below 1', () => {
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(1.2, -1)).toBe(1);
  });

  it('toggles between 1 and 2 on double tap, and from any zoom back to 1', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2)).toBe(1);
    expect(toggleZoom(3.4)).toBe(1);
  });

  it('zooms one step per wheel notch', () => {
    expect(wheelZoom(1, -100)).toBe(1.2);
    expect(wheelZoom(1.2, 100)).toBe(1);
    expect(wheelZoom(1.2, 0)).toBe(1.2);
  });

  it('scales by the pinch spread, clamped', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 400)).toBe(4);
    expect(pinchZoom(2, 100, 10)).toBe(1);
  });
});

describe('isDoubleTap', () => {
  it('counts taps within 300 ms, inclusive', () => {
    expect(isDoubleTap(1000, 1300)).toBe(true);
    expect(isDoubleTap(1000, 1150)).toBe(true);
  });

  it('does not count 301 ms, a first tap, or time going backwards', () => {
    expect(isDoubleTap(1000, 1301)).toBe(false);
    expect(isDoubleTap(null, 1000)).toBe(false);
    expect(isDoubleTap(1000, 900)).toBe(false);
  });
});

describe('paging', () => {
  it('moves within the photos without wrapping', () => {
    expect(movePage(0, 3, 1)).toBe(1);
    expect(movePage(2, 3, 1)).toBe(2);
    expect(movePage(0, 3, -1)).toBe(0);
    expect(movePage(0, 0, 1)).toBe(0);
  });

  it('maps arrow keys to the screen, mirrored right to left', () => {
    expect(keyAction('ArrowRight', false)).toBe('next');
    expect(keyAction('ArrowLeft', false)).toBe('previous');
    expect(keyAction('ArrowRight', true)).toBe('previous');
    expect(keyAction('ArrowLeft', true)).toBe('next');
    expect(keyAction('Enter', false)).toBeNull();
  });

  it('pages on a sideways swipe, reversed right to left', () => {
    expect(swipeAction(-80, 5, false, 1)).toBe('next');
    expect(swipeAction(80, 5, false, 1)).toBe('previous');
    expect(swipeAction(-80, 5, true, 1)).toBe('previous');
    expect(swipeAction(80, 5, true, 1)).toBe('next');
  });

  it('closes on a swipe down, ignores short drags, and pans instead when zoomed', () => {
    expect(swipeAction(10, 120, false, 1)).toBe('close');
    expect(swipeAction(0, -120, false, 1)).toBeNull();
    expect(swipeAction(30, 20, false, 1)).toBeNull();
    expect(swipeAction(-80, 0, false, 1.6)).toBeNull();
  });
});
