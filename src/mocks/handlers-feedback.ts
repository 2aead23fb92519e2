/**
 * MSW handlers of feedback: the image upload (`POST /api/upload/feedback`, plain JSON with the
 * reference in msg) and user/feedback through the envelope, one named handler per state.
 * `feedbackCallLog` records what was sent.
 *
 *   parameters: { msw: { handlers: { ...feedbackHandlers, feedback: sendFeedbackHandlers.refused } } }
 */
import { delay, http, HttpResponse } from 'msw';
import { sendFeedbackCall } from '../contract/calls/user-feedback.ts';
import { callHandler, sealedError, sealedReply, type ParsedInput } from './envelope.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_FEEDBACK_ERRORS = {
  tooMany: 'You have sent a lot of feedback. Try again in 42 minutes.',
  imageType: 'Only JPG, PNG, GIF and WebP images can be uploaded.',
} as const;

export const feedbackCallLog = {
  uploads: 0,
  sent: [] as ParsedInput<typeof sendFeedbackCall>[],
};

export function resetFeedbackCallLog(): void {
  feedbackCallLog.uploads = 0;
  feedbackCallLog.sent.length = 0;
}

const FEEDBACK_UPLOAD = '*/api/upload/feedback';

const stored = () => {
  feedbackCallLog.uploads += 1;
  const ref = `00000000-0000-4000-a000-${String(feedbackCallLog.uploads).padStart(12, '0')}`;
  return HttpResponse.json({ code: 1, msg: ref, data: { feedback_ref: ref } });
};

/** POST /api/upload/feedback */
export const uploadFeedbackImageHandlers = {
  default: http.post(FEEDBACK_UPLOAD, stored),
  /** Never answers: the chip keeps its spinner. */
  uploading: http.post(FEEDBACK_UPLOAD, async () => {
    await delay('infinite');
    return HttpResponse.json({ code: 0, msg: 'unreachable' });
  }),
  /** Refuses every file with the server's 415 message. */
  refused: http.post(FEEDBACK_UPLOAD, () =>
    HttpResponse.json({ code: 0, msg: MOCK_FEEDBACK_ERRORS.imageType }, { status: 415 }),
  ),
};

/** user/feedback */
export const sendFeedbackHandlers = {
  /** Stored after 300 ms, so the dialog shows it is sending. */
  default: callHandler(sendFeedbackCall, async ({ input }) => {
    feedbackCallLog.sent.push(input);
    await delay(300);
    return sealedReply(sendFeedbackCall, {});
  }),
  /** Never answers: Send stays busy. */
  sending: callHandler(sendFeedbackCall, async ({ input }) => {
    feedbackCallLog.sent.push(input);
    await delay('infinite');
    return sealedError('unreachable');
  }),
  /** The sender's hourly limit is used up. */
  refused: callHandler(sendFeedbackCall, ({ input }) => {
    feedbackCallLog.sent.push(input);
    return sealedError(MOCK_FEEDBACK_ERRORS.tooMany);
  }),
};

/** The feedback calls, answering, by key. */
export const feedbackHandlers = {
  uploadFeedbackImage: uploadFeedbackImageHandlers.default,
  feedback: sendFeedbackHandlers.default,
};
