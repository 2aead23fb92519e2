import { describe, expect, it } from 'vitest';
import {
  AD_CAROUSEL_INTERVAL_MS,
  AD_CAROUSEL_LIMIT,
  AD_CAROUSEL_SKELETON_MS,
  adsToShow,
} from './ad-carousel.logic.ts';

describe('ad carousel (spec §9: 3 ads, 3 s, 300 ms skeleton)', () => {
  it('uses the spec numbers', () => {
    expect(AD_CAROUSEL_LIMIT).toBe(3);
    expect(AD_CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(AD_CAROUSEL_SKELETON_MS).toBe(300);
  });

  it('shows at most 3 ads, in order', () => {
    expect(adsToShow(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(adsToShow(['a'])).toEqual(['a']);
    expect(adsToShow([])).toEqual([]);
  });
});
