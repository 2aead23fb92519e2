/**
 * MSW handlers of applying to become a creator: the document upload (`POST /api/upload/document`,
 * plain JSON with the reference in msg) and user/applyCreator through the envelope, one named
 * handler per state. `creatorApplicationLog` records what was sent.
 *
 *   parameters: { msw: { handlers: { ...creatorApplicationHandlers, apply: applyCreatorHandlers.refused } } }
 */
import { delay, http, HttpResponse } from 'msw';
import { applyCreatorCall } from '../contract/calls/user-apply-creator.ts';
import { AUTH_STATUS } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_CREATOR_ERRORS = {
  alreadyPending: 'Your application is already under review. You can apply again once it has been decided.',
  imageType: 'Only JPG, PNG, GIF and WebP images can be uploaded.',
} as const;

export const creatorApplicationLog = {
  uploads: 0,
  applications: [] as { country: string; identify: number; url: string }[],
};

export function resetCreatorApplicationLog(): void {
  creatorApplicationLog.uploads = 0;
  creatorApplicationLog.applications.length = 0;
}

const DOCUMENT_UPLOAD = '*/api/upload/document';

const stored = () => {
  creatorApplicationLog.uploads += 1;
  const ref = `00000000-0000-4000-9000-${String(creatorApplicationLog.uploads).padStart(12, '0')}`;
  return HttpResponse.json({ code: 1, msg: ref, data: { document_ref: ref } });
};

/** POST /api/upload/document */
export const uploadDocumentHandlers = {
  default: http.post(DOCUMENT_UPLOAD, stored),
  /** Refuses every file with the server's 415 message. */
  refused: http.post(DOCUMENT_UPLOAD, () =>
    HttpResponse.json({ code: 0, msg: MOCK_CREATOR_ERRORS.imageType }, { status: 415 }),
  ),
};

/** user/applyCreator */
export const applyCreatorHandlers = {
  /** CREATOR_REVIEW_MODE auto: the member is a creator at once. */
  approved: callHandler(applyCreatorCall, async ({ input }) => {
    creatorApplicationLog.applications.push(input);
    await delay(300);
    return sealedReply(applyCreatorCall, { auth_status: AUTH_STATUS.creator });
  }),
  /** CREATOR_REVIEW_MODE manual: pending review. */
  pending: callHandler(applyCreatorCall, async ({ input }) => {
    creatorApplicationLog.applications.push(input);
    await delay(300);
    return sealedReply(applyCreatorCall, { auth_status: AUTH_STATUS.pending });
  }),
  /** The server refuses: a pending application already exists. */
  refused: callHandler(applyCreatorCall, async ({ input }) => {
    creatorApplicationLog.applications.push(input);
    await delay(300);
    return sealedError(MOCK_CREATOR_ERRORS.alreadyPending);
  }),
  /** Never answers: the confirm stays busy (submitting). */
  submitting: callHandler(applyCreatorCall, async ({ input }) => {
    creatorApplicationLog.applications.push(input);
    await delay('infinite');
    return sealedError('unreachable');
  }),
};

export const creatorApplicationHandlers = {
  uploadDocument: uploadDocumentHandlers.default,
  applyCreator: applyCreatorHandlers.approved,
};
