import { describe, expect, it } from 'vitest';
import { nextCursorOf, nextCursorPageOf } from './next-cursor-page.ts';
import { nextPageOf } from './next-page.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('paged lists stop when a page returns fewer than its limit (spec §7)', () => {
  it('asks for the next page after a full page and stops after a short one', () => {
    expect(nextPageOf({ list: rows(20), page: 1, limit: 20 })).toBe(2);
    expect(nextPageOf({ list: rows(19), page: 1, limit: 20 })).toBeUndefined();
    expect(nextPageOf({ list: [], page: 3, limit: 20 })).toBeUndefined();
  });

  it('carries a feed cursor to the next page and stops at a short page or an empty cursor', () => {
    expect(nextCursorPageOf({ list: rows(20), page: 1, limit: 20, cursor: 'k1' })).toEqual({
      page: 2,
      cursor: 'k1',
    });
    expect(nextCursorPageOf({ list: rows(20), page: 1, limit: 20, cursor: '' })).toBeUndefined();
    expect(nextCursorPageOf({ list: rows(5), page: 1, limit: 20, cursor: 'k1' })).toBeUndefined();
  });

  it('continues a cursor-only list from its cursor until a short page or no cursor', () => {
    expect(nextCursorOf({ list: rows(20), cursor: 'c2' }, 20)).toBe('c2');
    expect(nextCursorOf({ list: rows(19), cursor: 'c2' }, 20)).toBeUndefined();
    expect(nextCursorOf({ list: rows(20), cursor: '' }, 20)).toBeUndefined();
  });
});
