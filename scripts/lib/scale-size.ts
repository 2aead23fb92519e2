/** How big the scale benchmark's world is (scale-seed.ts writes it; scale-seed-fans.ts adds to it). */
export interface ScaleSize {
  users: number;
  creators: number;
  posts: number;
}

export const SCALE: ScaleSize = { users: 100_000, creators: 10_000, posts: 1_000_000 };
