import { describe, expect, it } from 'vitest';
import { searchPath, searchTabOf, searchTermOf } from './search-address.ts';

describe('the search address (spec §2 /{lang}/search?q=)', () => {
  it('keeps the term in q, in any script', () => {
    expect(searchPath('猫')).toBe('/search?q=%E7%8C%AB');
    expect(searchTermOf(new URLSearchParams(searchPath('قطط صغيرة').split('?')[1]))).toBe('قطط صغيرة');
    expect(searchPath('')).toBe('/search');
  });

  it('names the authors tab, and the posts tab by default', () => {
    expect(searchPath('yoga', 'authors')).toBe('/search?q=yoga&t=authors');
    expect(searchPath('yoga', 'posts')).toBe('/search?q=yoga');
    expect(searchTabOf(new URLSearchParams('q=yoga&t=authors'))).toBe('authors');
    expect(searchTabOf(new URLSearchParams('q=yoga&t=other'))).toBe('posts');
  });

  it('reads a blank term as none', () => {
    expect(searchTermOf(new URLSearchParams('q=%20%20'))).toBe('');
    expect(searchTermOf(new URLSearchParams(''))).toBe('');
  });
});
