/**
 * MSW handlers of the console's leak tracer (`POST /ops-upload/trace-leak`), one named set per
 * answer: a mark naming a member and a post, the same with both gone, no mark, a refused file,
 * an answer that never comes, and the server unreachable.
 */
import { delay, http, HttpResponse } from 'msw';
import { TRACE_LEAK_PATH, type TraceLeakAnswer, type TracedLeakAnswer } from '../contract/calls/ops-leaks.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** A copy traced to a member of the seed, scaled to half by the leaker. */
export function makeTrace(overrides: Partial<TracedLeakAnswer> = {}): TracedLeakAnswer {
  return {
    viewerId: 4321,
    viewerUsername: 'nightowl',
    postId: 8765,
    post: { title: 'Golden hour on the cliffs', authorId: 17, authorUsername: 'marisol' },
    score: 11.84,
    scale: 0.5,
    ...overrides,
  };
}

const answer = (body: TraceLeakAnswer) =>
  http.post(TRACE_LEAK_PATH, async () => {
    await delay(100);
    return HttpResponse.json(body);
  });

/** The message the server sends for a file it cannot read (locales/server/en.json). */
export const MOCK_NOT_IMAGE =
  'This file is not an image the tracer can read. Choose a JPEG, PNG, WebP, GIF, AVIF or TIFF image.';

export const opsLeaksHandlers = {
  /** The mark names a member and a post that both exist. */
  found: { opsTraceLeak: answer({ code: 1, data: { found: true, trace: makeTrace() } }) },
  /** The mark's member deleted their account and the post is gone. */
  deleted: {
    opsTraceLeak: answer({
      code: 1,
      data: { found: true, trace: makeTrace({ viewerUsername: null, post: null, score: 7.2, scale: 1.3 }) },
    }),
  },
  /** The copy holds no mark. */
  notFound: { opsTraceLeak: answer({ code: 1, data: { found: false } }) },
  /** The server cannot read the bytes as an image. */
  refused: {
    opsTraceLeak: http.post(TRACE_LEAK_PATH, () =>
      HttpResponse.json({ code: 0, msg: MOCK_NOT_IMAGE }, { status: 415 }),
    ),
  },
  /** The answer never comes. */
  loading: {
    opsTraceLeak: http.post(TRACE_LEAK_PATH, async () => {
      await delay('infinite');
    }),
  },
  /** The server cannot be reached. */
  error: {
    opsTraceLeak: http.post(TRACE_LEAK_PATH, () =>
      HttpResponse.json({ code: 0, msg: MOCK_SERVER_ERROR }, { status: 503 }),
    ),
  },
};
