import { describe, expect, it } from 'vitest';
import { numberedState } from '../../../state/history-entries.ts';
import { canGoBackInApp } from './back-button.logic.ts';

describe('back navigation (spec §2: falls back to home when there is no history)', () => {
  it('goes home on the page the app was opened on', () => {
    expect(canGoBackInApp(null)).toBe(false);
    expect(canGoBackInApp(undefined)).toBe(false);
    expect(canGoBackInApp({ idx: 0 })).toBe(false);
    // Another site's state, or an entry the app did not number.
    expect(canGoBackInApp({ usr: null })).toBe(false);
    expect(canGoBackInApp({ idx: '3' })).toBe(false);
  });

  it('goes back after navigating inside the app', () => {
    expect(canGoBackInApp({ idx: 1 })).toBe(true);
    expect(canGoBackInApp({ idx: 12 })).toBe(true);
  });

  it('counts in-app navigations: a push adds one, a replace keeps the number', () => {
    const first = numberedState(null, undefined, false);
    expect(first).toEqual({ idx: 1 });
    expect(canGoBackInApp(first)).toBe(true);
    expect(numberedState(first, { from: 'feed' }, false)).toEqual({ from: 'feed', idx: 2 });
    // Replacing the page a tab was opened on still leaves nothing to go back to.
    expect(canGoBackInApp(numberedState(null, null, true))).toBe(false);
    expect(numberedState({ idx: 5 }, null, true)).toEqual({ idx: 5 });
  });
});
