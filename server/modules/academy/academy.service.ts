/**
 * The creator academy's lessons as `app/academy` answers them (docs/api.md 5.20): the six in their
 * order, each ready with its playlist and poster, or still processing, or failed. The lessons are
 * public, so their media are signed for anyone (UNBOUND_VIEWER, as a free post's): no media pass,
 * the same URL for every viewer within a 10-minute step, cacheable by shared caches.
 */
import {
  ACADEMY_LESSONS,
  academyTitleId,
  type AcademyAnswer,
  type AcademyLesson,
  type AcademyLessonId,
} from '../../../src/contract/academy.ts';
import { academyLessons } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { UNBOUND_VIEWER, type MediaUrls } from '../../media/signing.ts';

/** What the academy's service takes from a call's context. */
export type AcademyContext = Pick<CallContext, 'db' | 'media' | 'now'>;

type LessonRow = typeof academyLessons.$inferSelect;

function toLesson(id: AcademyLessonId, row: LessonRow | undefined, media: MediaUrls, nowSeconds: number) {
  const lesson: AcademyLesson = {
    id,
    title_id: academyTitleId(id),
    status: 'processing',
    video_time: 0,
    width: 0,
    height: 0,
    url: null,
    poster: null,
  };
  // No row yet: the start that stores the recordings has not run (or SEED_ACADEMY is off).
  if (!row) return lesson;
  if (row.status === 'failed') return { ...lesson, status: 'failed' as const };
  if (row.status !== 'ready' || !row.hlsKey || !row.posterKey) return lesson;
  return {
    ...lesson,
    status: 'ready' as const,
    video_time: row.videoTime,
    width: row.width,
    height: row.height,
    url: media.hlsUrl(row.hlsKey, UNBOUND_VIEWER, nowSeconds),
    poster: media.signedUrl(row.posterKey, UNBOUND_VIEWER, nowSeconds),
  };
}

/** The six lessons in their order, whatever the table holds. */
export async function listAcademyLessons(ctx: AcademyContext): Promise<AcademyAnswer> {
  const rows = await ctx.db.select().from(academyLessons);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  return { list: ACADEMY_LESSONS.map((id) => toLesson(id, byId.get(id), ctx.media, nowSeconds)) };
}
