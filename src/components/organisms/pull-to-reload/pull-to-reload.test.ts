import { describe, expect, it } from 'vitest';
import { PULL_TO_RELOAD_PX, pullOffset, pullProgress, shouldReload } from './pull-to-reload.logic.ts';

describe('pull to reload (spec §2: drag 100 px)', () => {
  it('reloads from a 100 px drag', () => {
    expect(PULL_TO_RELOAD_PX).toBe(100);
    expect(shouldReload(100)).toBe(true);
    expect(shouldReload(110)).toBe(true);
  });

  it('does not reload a shorter drag, or an upward one', () => {
    expect(shouldReload(60)).toBe(false);
    expect(shouldReload(99)).toBe(false);
    expect(shouldReload(-200)).toBe(false);
  });

  it('moves the content elastically, never past the cap', () => {
    expect(pullOffset(-10)).toBe(0);
    expect(pullOffset(60)).toBe(30);
    expect(pullOffset(100)).toBe(50);
    expect(pullOffset(150)).toBe(60);
    expect(pullOffset(10_000)).toBe(96);
  });

  it('reports progress from 0 to 1', () => {
    expect(pullProgress(0)).toBe(0);
    expect(pullProgress(50)).toBe(0.5);
    expect(pullProgress(300)).toBe(1);
    expect(pullProgress(-5)).toBe(0);
  });
});
