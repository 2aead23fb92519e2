import { beforeEach, describe, expect, it } from 'vitest';
import { freshTrackingCode, storeTrackingCode, TRACKING_CODE_KEY } from './tracking-code.ts';

const DAY_MS = 24 * 3600_000;
const at = Date.UTC(2026, 2, 1);

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
});

describe('the tracking code kept for a later sign-up (30 days)', () => {
  it('gives the latest code followed for 30 days, then forgets it', () => {
    storeTrackingCode('firstCode123', at);
    storeTrackingCode('secondCode45', at + DAY_MS);
    expect(freshTrackingCode(at + 30 * DAY_MS)).toBe('secondCode45');
    expect(freshTrackingCode(at + 31 * DAY_MS)).toBeUndefined();
    expect(stored.has(TRACKING_CODE_KEY)).toBe(false);
  });

  it('ignores what is no code of ours, and an unreadable value', () => {
    storeTrackingCode('<script>', at);
    expect(freshTrackingCode(at)).toBeUndefined();
    stored.set(TRACKING_CODE_KEY, '{not json');
    expect(freshTrackingCode(at)).toBeUndefined();
  });
});
