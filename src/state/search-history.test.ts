import { beforeEach, describe, expect, it } from 'vitest';
import {
  addSearchHistory,
  clearSearchHistory,
  rememberSearch,
  replaceSearchHistory,
  SEARCH_HISTORY_KEY,
  searchHistory,
} from './search-history.ts';

describe('search history (spec sections 2 and 9)', () => {
  it('puts the latest term first and moves a repeated one to the front', () => {
    expect(addSearchHistory(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
    expect(addSearchHistory(['c', 'b', 'a'], 'a')).toEqual(['a', 'c', 'b']);
  });
  it('keeps at most 10 terms, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const next = addSearchHistory(ten, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('t9');
  });
  it('ignores blank terms and trims', () => {
    expect(addSearchHistory(['a'], '   ')).toEqual(['a']);
    expect(addSearchHistory([], '  cat ')).toEqual(['cat']);
  });
});

describe('the history on this device', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    globalThis.localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    } as Storage;
    clearSearchHistory();
  });

  it('stores every search, so a reload finds them', () => {
    rememberSearch('ocean');
    rememberSearch('猫');
    expect(searchHistory.terms).toEqual(['猫', 'ocean']);
    expect(JSON.parse(stored.get(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['猫', 'ocean']);
  });

  it('clears the list and the stored copy', () => {
    replaceSearchHistory(['a', 'b']);
    clearSearchHistory();
    expect(searchHistory.terms).toEqual([]);
    expect(stored.has(SEARCH_HISTORY_KEY)).toBe(false);
  });
});
