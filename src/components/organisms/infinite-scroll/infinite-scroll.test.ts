import { describe, expect, it } from 'vitest';
import {
  INFINITE_SCROLL_DISTANCE_PX,
  INFINITE_SCROLL_INTERVAL_MS,
  watchesForMore,
} from './infinite-scroll.logic.ts';

describe('infinite scroll (spec §2: distance 100, interval 1000 ms)', () => {
  it('uses the spec numbers', () => {
    expect(INFINITE_SCROLL_DISTANCE_PX).toBe(100);
    expect(INFINITE_SCROLL_INTERVAL_MS).toBe(1000);
  });

  it('asks for more only while idle', () => {
    expect(watchesForMore('idle')).toBe(true);
    expect(watchesForMore('loading')).toBe(false);
    expect(watchesForMore('error')).toBe(false);
    expect(watchesForMore('done')).toBe(false);
  });
});
