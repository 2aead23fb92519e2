import { describe, expect, it } from 'vitest';
import {
  INFINITE_SCROLL_DISTANCE_PX,
  INFINITE_SCROLL_INTERVAL_MS,
  infiniteScrollStatus,
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

  it('reads its footer from the paging flags of the list query', () => {
    const flags = { hasNextPage: true, isFetchingNextPage: false, isFetchNextPageError: false };
    expect(infiniteScrollStatus(flags)).toBe('idle');
    expect(infiniteScrollStatus({ ...flags, isFetchingNextPage: true })).toBe('loading');
    expect(infiniteScrollStatus({ ...flags, isFetchNextPageError: true })).toBe('error');
    // A failed page stays failed (with its retry) while the flags still say fetching.
    expect(infiniteScrollStatus({ ...flags, isFetchingNextPage: true, isFetchNextPageError: true })).toBe(
      'error',
    );
    // The end wins: no sentinel left to watch, whatever the other flags say.
    expect(
      infiniteScrollStatus({ hasNextPage: false, isFetchingNextPage: true, isFetchNextPageError: true }),
    ).toBe('done');
  });
});
