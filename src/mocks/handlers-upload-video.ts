/**
 * MSW handlers of the video upload (docs/api.md "Uploads: videos"), plain JSON like the server's:
 * the single-file sign call and the multipart start (both answer a session with its slices), the
 * signed PUT, and complete. One named handler per state; `videoUploadLog` counts what was asked,
 * so a story proves, say, that a failed part was sent again. app/config here names the server's
 * own paths, so the app's real uploadVideo runs against these handlers.
 *
 *   parameters: { msw: { handlers: { videoComplete: videoCompleteHandlers.notAVideo } } }
 */
import { delay, http, HttpResponse } from 'msw';
import { appConfigCall } from '../contract/calls/app-config.ts';
import { callHandler, sealedReply } from './envelope.ts';
import { makeAppConfig } from './factories.ts';

const START = '*/api/upload/multipart/start';
const SIGN = '*/api/upload/video/sign';
const COMPLETE = '*/api/upload/multipart/complete';
const PUT = '*/api/upload/:kind/:session';
const PART_PUT = '*/api/upload/part/:session/:number';

/** The session the mocks hand out, and the upload id complete answers with. */
export const MOCK_VIDEO_SESSION = '00000000-0000-4000-8000-00000000a001';
export const MOCK_VIDEO_UPLOAD_ID = '00000000-0000-4000-8000-00000000b001';

/**
 * The server's refusals (locales/server/*.json) in the languages the stories show, as the server
 * answers by Accept-Language.
 */
export const MOCK_VIDEO_REFUSALS = {
  en: {
    tooLarge: 'The file is larger than 4096 MB.',
    notAVideo: 'Only MP4, MOV and AVI videos can be uploaded.',
  },
  ar: {
    tooLarge: 'حجم الملف أكبر من 4096 ميغابايت.',
    notAVideo: 'يمكن رفع مقاطع الفيديو بصيغ MP4 وMOV وAVI فقط.',
  },
} as const;

/** What the handlers were asked. */
export const videoUploadLog = { starts: 0, puts: 0, completes: 0 };

export function resetVideoUploadLog(): void {
  videoUploadLog.starts = 0;
  videoUploadLog.puts = 0;
  videoUploadLog.completes = 0;
}

const refusalsFor = (request: Request) =>
  request.headers.get('Accept-Language')?.startsWith('ar') ? MOCK_VIDEO_REFUSALS.ar : MOCK_VIDEO_REFUSALS.en;

/** A session of one slice: the file goes in one signed PUT (files under 50 MiB). */
const started = () => {
  videoUploadLog.starts += 1;
  const signature = `/api/upload/video/${MOCK_VIDEO_SESSION}?expires=4102444800&signature=mock`;
  return HttpResponse.json({
    code: 1,
    msg: '',
    data: {
      uploadUrl: signature,
      UploadName: MOCK_VIDEO_UPLOAD_ID,
      publicUrl: `videos/${MOCK_VIDEO_UPLOAD_ID}/poster-blur.webp`,
      uploadId: MOCK_VIDEO_SESSION,
      slices: [{ number: 1, signature, etag: '' }],
      expiresAt: Date.now() + 10_500_000,
    },
  });
};

/** POST upload_mp4_big_key and upload_multipart_start */
export const videoStartHandlers = {
  /** A session for the file. */
  default: http.post(SIGN, started),
  /** The file is over UPLOAD_VIDEO_MAX_BYTES: 413 with the server's message. */
  tooLarge: http.post(SIGN, ({ request }) => {
    videoUploadLog.starts += 1;
    return HttpResponse.json({ code: 0, msg: refusalsFor(request).tooLarge }, { status: 413 });
  }),
};

/** POST upload_multipart_start (files of 50 MiB and more; the stories' files are small). */
export const videoMultipartStartHandlers = { default: http.post(START, started) };

const stored = () => {
  videoUploadLog.puts += 1;
  return new HttpResponse(null, { status: 200, headers: { ETag: `"mock-etag-${videoUploadLog.puts}"` } });
};
const dropped = () => {
  videoUploadLog.puts += 1;
  return new HttpResponse(null, { status: 503 });
};

/** PUT to the signed URLs */
export const videoPutHandlers = {
  /** Stores the bytes: 200 with an ETag. */
  default: [http.put(PUT, stored), http.put(PART_PUT, stored)],
  /** The first four PUTs (the first try and its 3 retries) fail; later ones (a Retry) are stored. */
  failsFourTimes: [
    http.put(PUT, () => (videoUploadLog.puts < 4 ? dropped() : stored())),
    http.put(PART_PUT, () => (videoUploadLog.puts < 4 ? dropped() : stored())),
  ],
  /** Never answers: the video stays uploading. */
  loading: [
    http.put(PUT, async () => {
      await delay('infinite');
      return stored();
    }),
  ],
};

/** POST upload_multipart_complete */
export const videoCompleteHandlers = {
  /** Recorded: the upload id article/publish takes. */
  default: http.post(COMPLETE, () => {
    videoUploadLog.completes += 1;
    return HttpResponse.json({
      code: 1,
      msg: `videos/${MOCK_VIDEO_UPLOAD_ID}/poster-blur.webp`,
      data: {
        UploadName: MOCK_VIDEO_UPLOAD_ID,
        publicUrl: `videos/${MOCK_VIDEO_UPLOAD_ID}/poster-blur.webp`,
        upload_id: MOCK_VIDEO_UPLOAD_ID,
      },
    });
  }),
  /** The bytes are not a video whatever the name says: 415 with the server's message. */
  notAVideo: http.post(COMPLETE, ({ request }) => {
    videoUploadLog.completes += 1;
    return HttpResponse.json({ code: 0, msg: refusalsFor(request).notAVideo }, { status: 415 });
  }),
};

/** app/config with the server's upload paths. */
export const uploadAppConfigHandlers = {
  default: callHandler(appConfigCall, () =>
    sealedReply(
      appConfigCall,
      makeAppConfig({
        upload_multipart_start: '/api/upload/multipart/start',
        upload_mp4_big_key: '/api/upload/video/sign',
        upload_multipart_complete: '/api/upload/multipart/complete',
        upload_mobile_big_mp4_upload: '/api/upload/video',
      }),
    ),
  ),
};

/** Everything a video upload asks, each succeeding. */
export const videoUploadHandlers = {
  appConfig: uploadAppConfigHandlers.default,
  videoStart: videoStartHandlers.default,
  videoMultipartStart: videoMultipartStartHandlers.default,
  videoPut: videoPutHandlers.default,
  videoComplete: videoCompleteHandlers.default,
};
