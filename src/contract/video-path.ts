/** The answer item of the video path calls (article/getVideoPath and its siblings, docs/api.md 5.12). */
import { z } from 'zod/mini';

/**
 * One post's video as the viewer may play it. Entitled viewers get the signed HLS master playlist
 * and full poster; others the locked marker: `is_unlock` 0 with `url` and `poster` null, only the
 * public blurred poster.
 */
export const videoPathSchema = z.object({
  /** The post's id. */
  id: z.int().check(z.positive()),
  /**
   * 1 when the viewer may play it: the post's owner, a free post, or a subscription or purchase that covers
   * it.
   */
  is_unlock: z.union([z.literal(0), z.literal(1)]),
  /** Signed master playlist (`/media/h/…/master.m3u8`); null when locked or not processed yet. */
  url: z.nullable(z.string()),
  /** Signed full poster (`/media/o/…`); null when locked. */
  poster: z.nullable(z.string()),
  /** Public blurred poster (`/media/p/…`), safe for anyone. */
  url_blur: z.string(),
  /** Seconds. */
  video_time: z.int().check(z.nonnegative()),
  /** Source width in pixels (a 16:9 placeholder until processing ends). */
  width: z.int().check(z.nonnegative()),
  /** Source height in pixels. */
  height: z.int().check(z.nonnegative()),
});
export type VideoPath = z.infer<typeof videoPathSchema>;

/** How many posts one newVideoPath call may name. */
export const MAX_VIDEO_PATH_IDS = 50;
