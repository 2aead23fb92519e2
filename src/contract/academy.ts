/**
 * The creator academy (spec §2 /{lang}/official/academy, §4 "six fixed video cards"): its lessons,
 * in the order the page shows them, and one lesson as `app/academy` answers it (docs/api.md 5.20).
 * The videos are recorded from the product itself (scripts/record-academy.ts) and served through
 * the same HLS pipeline as posts (docs/decisions/academy.md).
 */
import { z } from 'zod/mini';

/** The six lessons, by id, in their order on the page. */
export const ACADEMY_LESSONS = ['publish', 'plans', 'pricing', 'chat', 'payouts', 'safety'] as const;
export type AcademyLessonId = (typeof ACADEMY_LESSONS)[number];

/**
 * Where a lesson's video is: `processing` until its HLS renditions are made (the first start
 * encodes them in the background), `ready` to play, `failed` when the encode gave up.
 */
export const ACADEMY_LESSON_STATUSES = ['processing', 'ready', 'failed'] as const;
export type AcademyLessonStatus = (typeof ACADEMY_LESSON_STATUSES)[number];

/** The message id of a lesson's title in the app's catalogues (`locales/{locale}.json`). */
export const academyTitleId = (id: AcademyLessonId) => `academy.lesson.${id}.title` as const;

/** One lesson of the academy. */
export const academyLessonSchema = z.object({
  /** The lesson's id, one of `publish`, `plans`, `pricing`, `chat`, `payouts`, `safety`. */
  id: z.enum(ACADEMY_LESSONS),
  /** The message id of its title in the app's catalogues (`academy.lesson.{id}.title`). */
  title_id: z.string(),
  /** `processing`, `ready` or `failed`; only a ready lesson has `url` and `poster`. */
  status: z.enum(ACADEMY_LESSON_STATUSES),
  /** Length in whole seconds; 0 until processed. */
  video_time: z.int().check(z.nonnegative()),
  /** Width of the video in pixels; 0 until processed. */
  width: z.int().check(z.nonnegative()),
  /** Height of the video in pixels; 0 until processed. */
  height: z.int().check(z.nonnegative()),
  /**
   * The HLS master playlist (`/media/h/…/master.m3u8`), signed for anyone (`v=pub`, no media
   * pass) and valid for at least an hour; null until ready.
   */
  url: z.nullable(z.string()),
  /** The poster frame (`/media/o/…`, signed for anyone alike); null until ready. */
  poster: z.nullable(z.string()),
});
export type AcademyLesson = z.infer<typeof academyLessonSchema>;

/** The answer of `app/academy`: the six lessons in their order. */
export const academyAnswerSchema = z.object({
  list: z.array(academyLessonSchema),
});
export type AcademyAnswer = z.infer<typeof academyAnswerSchema>;
