import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, truncateSearchTag } from './search-box.logic.ts';

describe('search tags (spec section 9)', () => {
  it('shows a tag truncated to 20 characters with an ellipsis', () => {
    expect(truncateSearchTag('a'.repeat(20))).toBe('a'.repeat(20));
    expect(truncateSearchTag('a'.repeat(21))).toBe(`${'a'.repeat(20)}…`);
    expect(truncateSearchTag('猫'.repeat(25))).toBe(`${'猫'.repeat(20)}…`);
  });
});

describe('search debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('runs 500 ms after the last call, once, with the last arguments', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run);
    debouncer.call('c');
    vi.advanceTimersByTime(300);
    debouncer.call('ca');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ca');
  });
  it('flushes at once and cancels', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run);
    debouncer.call('x');
    debouncer.flush();
    expect(run).toHaveBeenCalledWith('x');
    debouncer.call('y');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
