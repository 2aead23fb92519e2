import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PAGES } from './first-visit-pages.ts';

const pageOf = (rest: string) => FIRST_VISIT_PAGES.find((page) => page.path.test(rest))?.name;

describe('the first-visit pages', () => {
  it('opens the landing, home and a search by their paths', () => {
    expect(pageOf('')).toBe('landing');
    expect(pageOf('/home')).toBe('home');
    expect(pageOf('/search')).toBe('search');
    expect(pageOf('/Search/')).toBe('search');
  });

  it("opens a creator's page and a post by any account name that is not one of the app's sections", () => {
    expect(pageOf('/mayafit')).toBe('creator');
    expect(pageOf('/MayaFit/')).toBe('creator');
    expect(pageOf('/homer')).toBe('creator');
    expect(pageOf('/mayafit/7')).toBe('post');
    expect(pageOf('/mayafit/1234567890')).toBe('post');
  });

  it("takes no section of the app, nor a post number it would refuse, for a creator's page or a post", () => {
    for (const rest of [
      '/mine',
      '/mine/7',
      '/publish',
      '/message/7',
      '/official/tos',
      '/ops',
      '/mayafit/0',
      '/mayafit/x',
    ])
      expect(pageOf(rest), rest).toBeUndefined();
  });
});
