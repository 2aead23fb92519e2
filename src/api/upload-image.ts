/**
 * Uploads one image (docs/api.md 5.9): a multipart form with the file in `cover`, `timestamp`
 * and `sign` (HMAC-SHA256 over `client=pwa&timestamp=…&token=…` with the envelope's sign key),
 * the session token as a Bearer header. XMLHttpRequest rather than fetch, for its upload
 * progress events. The answer is plain JSON: code 1 with the path in `msg`, else the reason.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/hmac-sha256.js';
import { CLIENT_NAME } from '../contract/envelope.ts';
import { DEFAULT_LOCALE } from '../i18n/locale-resolution.ts';
import { session } from '../state/session.ts';
import { ENVELOPE_KEYS } from './client.ts';
import { ApiError, HttpError } from './errors.ts';
import type { UploadOptions } from './upload-video.ts';

export type { UploadOptions } from './upload-video.ts';

export interface UploadedImage {
  /** The upload's id: what `article/publish` takes in `media`. */
  uploadId: string;
  /** The blurred preview's path, `uploads/{id}/blur.webp` (prefix it with app config's img_url). */
  path: string;
  width: number;
  height: number;
}

/**
 * The upload address and field, as app/config gives them today (`img_upload_url`,
 * `upload_img_key`). Fixed here so an upload needs no config round trip; docs/decisions.md.
 */
export const IMAGE_UPLOAD_URL = '/api/upload/image';
export const IMAGE_UPLOAD_FIELD = 'cover';
/** Where a visitor's upload names their guest id (docs/api.md, feedback image upload). */
export const GUEST_ID_UPLOAD_FIELD = 'oauth_id';
/** Spec §9: an upload gives up after 500 s. */
export const UPLOAD_TIMEOUT_MS = 500_000;

/** The `sign` field: lowercase hex HMAC-SHA256 of `client=pwa&timestamp={timestamp}&token={token}`. */
export function uploadSign(
  timestamp: string,
  token: string,
  signKey: string = ENVELOPE_KEYS.signKey,
): string {
  return CryptoJS.HmacSHA256(
    `client=${CLIENT_NAME}&timestamp=${timestamp}&token=${token}`,
    CryptoJS.enc.Utf8.parse(signKey),
  ).toString(CryptoJS.enc.Hex);
}

export interface UploadAnswer {
  code?: number;
  msg?: string;
  data?: { upload_id?: string; width?: number; height?: number };
}

function parseAnswer(text: string): UploadAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as UploadAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Posts one file as a signed upload form (`cover`, `timestamp`, `sign`) to `url`, the session
 * token as a Bearer header. With `visitors` (a route visitors may use, the feedback image), a
 * visitor names their guest id in `oauth_id` and the sign covers it in the token's place.
 * Resolves with the answer when it says code 1; rejects with ApiError carrying the server's
 * translated reason, HttpError when there is no readable answer, or a DOMException named
 * AbortError when `signal` aborts.
 */
export function sendSignedUpload(
  url: string,
  file: Blob,
  options: UploadOptions = {},
  { visitors = false }: { visitors?: boolean } = {},
): Promise<UploadAnswer> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  const token = session.token ?? '';
  const asGuest = visitors && !token;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file, file instanceof File ? file.name : 'image');
  form.append('timestamp', timestamp);
  if (asGuest) form.append(GUEST_ID_UPLOAD_FIELD, session.guestId);
  form.append('sign', uploadSign(timestamp, asGuest ? session.guestId : token));

  return new Promise<UploadAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    request.open('POST', url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept-Language', session.locale ?? DEFAULT_LOCALE);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const finish = () => signal?.removeEventListener('abort', onAbort);
    request.onload = () => {
      finish();
      const answer = parseAnswer(request.responseText);
      if (request.status === 200 && answer?.code === 1) {
        onProgress?.(1);
        resolve(answer);
      } else if (typeof answer?.msg === 'string' && answer.msg) {
        reject(new ApiError(answer.msg));
      } else {
        reject(new HttpError(request.status, request.statusText));
      }
    };
    request.onerror = () => (finish(), reject(new HttpError(0, 'Network error')));
    request.ontimeout = () => (finish(), reject(new HttpError(0, 'Timeout')));
    request.onabort = () => (finish(), reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(form);
  });
}

/**
 * Sends the image as it is (compress it first with compressImage). Resolves with the upload;
 * rejects as sendSignedUpload does.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  const answer = await sendSignedUpload(IMAGE_UPLOAD_URL, file, options);
  const data = answer.data;
  if (typeof data?.upload_id !== 'string') throw new HttpError(200, 'Unexpected answer');
  return {
    uploadId: data.upload_id,
    path: answer.msg ?? '',
    width: data.width ?? 0,
    height: data.height ?? 0,
  };
}
