import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from './use-idle.ts';
import { CONTROLS_HIDE_MS } from './video-player.logic.ts';

describe('IdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns idle exactly 2 s after the last activity while enabled', () => {
    const timer = new IdleTimer(CONTROLS_HIDE_MS);
    timer.setEnabled(true);
    vi.advanceTimersByTime(1999);
    expect(timer.isIdle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timer.isIdle()).toBe(true);
  });

  it('starts the 2 s again on activity', () => {
    const timer = new IdleTimer(CONTROLS_HIDE_MS);
    timer.setEnabled(true);
    vi.advanceTimersByTime(1500);
    timer.poke();
    vi.advanceTimersByTime(1999);
    expect(timer.isIdle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timer.isIdle()).toBe(true);
  });

  it('is never idle while disabled, and restarts fresh when enabled again', () => {
    const timer = new IdleTimer(CONTROLS_HIDE_MS);
    const listener = vi.fn();
    timer.subscribe(listener);
    timer.setEnabled(true);
    vi.advanceTimersByTime(2000);
    timer.setEnabled(false);
    expect(timer.isIdle()).toBe(false);
    vi.advanceTimersByTime(5000);
    timer.setEnabled(true);
    expect(timer.isIdle()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
