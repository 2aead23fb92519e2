import { describe, expect, it } from 'vitest';
import { canGoBackInApp } from './back-button.logic.ts';

describe('back navigation (spec §2: falls back to home when there is no history)', () => {
  it('goes home on the page the app was opened on', () => {
    expect(canGoBackInApp({ idx: 0, key: 'abc' }, 'abc')).toBe(false);
    expect(canGoBackInApp(null, 'default')).toBe(false);
    expect(canGoBackInApp({ idx: 3 }, 'default')).toBe(false);
  });

  it('goes back after navigating inside the app', () => {
    expect(canGoBackInApp({ idx: 1, key: 'k2' }, 'k2')).toBe(true);
    expect(canGoBackInApp({ idx: 12 }, 'x9')).toBe(true);
  });

  it('trusts the location key when the router does not write window.history (memory router)', () => {
    expect(canGoBackInApp(null, 'k2')).toBe(true);
    expect(canGoBackInApp(undefined, 'k2')).toBe(true);
    expect(canGoBackInApp({ usr: null }, 'k2')).toBe(true);
  });
});
