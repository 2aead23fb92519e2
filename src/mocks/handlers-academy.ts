/**
 * MSW handlers of the creator academy (app/academy), one named handler per state. The ready
 * lessons play the local HLS clip of public/storybook-media (MOCK_VIDEO_MEDIA), so a story's
 * player plays for real; `academyCallLog` says how often the page asked.
 */
import { delay } from 'msw';
import {
  ACADEMY_LESSONS,
  academyTitleId,
  type AcademyLesson,
  type AcademyLessonId,
} from '../contract/academy.ts';
import { academyCall } from '../contract/calls/app-academy.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { MOCK_VIDEO_MEDIA } from './handlers-video-paths.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** Lengths of the six recordings, in seconds, as the seeded ones are about. */
const LENGTHS: Record<AcademyLessonId, number> = {
  publish: 34,
  plans: 30,
  pricing: 35,
  chat: 25,
  payouts: 30,
  safety: 38,
};

/** One lesson as the server answers it once processed (or in `status`). */
export function makeAcademyLesson(
  id: AcademyLessonId,
  status: AcademyLesson['status'] = 'ready',
): AcademyLesson {
  const ready = status === 'ready';
  return {
    id,
    title_id: academyTitleId(id),
    status,
    video_time: ready ? LENGTHS[id] : 0,
    width: ready ? 960 : 0,
    height: ready ? 540 : 0,
    url: ready ? MOCK_VIDEO_MEDIA.playlist : null,
    poster: ready ? MOCK_VIDEO_MEDIA.poster : null,
  };
}

/** How many calls the page made since the last reset. */
export const academyCallLog = { count: 0 };

export function resetAcademyCallLog(): void {
  academyCallLog.count = 0;
}

const answer = (statusOf: (id: AcademyLessonId) => AcademyLesson['status']) =>
  callHandler(academyCall, () => {
    academyCallLog.count += 1;
    return sealedReply(academyCall, {
      list: ACADEMY_LESSONS.map((id) => makeAcademyLesson(id, statusOf(id))),
    });
  });

/** app/academy */
export const academyHandlers = {
  /** All six ready to play. */
  ready: answer(() => 'ready'),
  /** A new deployment's first minute: the first two ready, the others still being encoded. */
  processing: answer((id) => (id === 'publish' || id === 'plans' ? 'ready' : 'processing')),
  /** One lesson's encode gave up; the others play. */
  oneFailed: answer((id) => (id === 'payouts' ? 'failed' : 'ready')),
  /** Never answers: the page shows its placeholders. */
  loading: callHandler(academyCall, async () => {
    academyCallLog.count += 1;
    await delay('infinite');
    return sealedError('unreachable');
  }),
  /** status 0 with the server's message. */
  error: callHandler(academyCall, () => {
    academyCallLog.count += 1;
    return sealedError(MOCK_SERVER_ERROR);
  }),
};
