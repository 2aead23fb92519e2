import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissPopup, popup, POPUP_DURATION_MS, showPopup } from './popup.ts';

describe('popup message (spec §2: shown 3 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissPopup();
  });
  afterEach(() => vi.useRealTimers());

  it('shows for 3000 ms and is gone after', () => {
    expect(POPUP_DURATION_MS).toBe(3000);
    showPopup('Link copied');
    vi.advanceTimersByTime(2999);
    expect(popup.current).toMatchObject({ message: 'Link copied', variant: 'success' });
    vi.advanceTimersByTime(1);
    expect(popup.current).toBeNull();
  });

  it('has a failure variant', () => {
    showPopup('Update failed', { variant: 'failure' });
    expect(popup.current?.variant).toBe('failure');
  });

  it('a new message replaces the old one and gets its own full 3 s', () => {
    showPopup('First');
    vi.advanceTimersByTime(2000);
    showPopup('Second');
    vi.advanceTimersByTime(2999);
    expect(popup.current?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(popup.current).toBeNull();
  });

  it('dismissing an old id leaves the newer popup alone', () => {
    showPopup('First');
    const first = popup.current!.id;
    showPopup('Second');
    dismissPopup(first);
    expect(popup.current?.message).toBe('Second');
  });
});
