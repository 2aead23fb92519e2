/** Spec §9: the ad carousel shows 3 ads, advancing every 3 s, after a 300 ms skeleton. */
export const AD_CAROUSEL_LIMIT = 3;
export const AD_CAROUSEL_INTERVAL_MS = 3000;
export const AD_CAROUSEL_SKELETON_MS = 300;

/** The ads the carousel shows: the first three. */
export function adsToShow<T>(ads: readonly T[], limit: number = AD_CAROUSEL_LIMIT): T[] {
  return ads.slice(0, Math.max(0, limit));
}
