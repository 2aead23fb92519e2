/**
 * Uploads a video by the spec's flow (§7, §9; docs/api.md "Uploads: videos"): the file's SHA-256
 * (20% of the progress), then slices of 52428800 bytes PUT to signed URLs (80%), each retried 3
 * times, then complete. A file under one slice takes a single signed PUT. The session (its id and
 * the parts done with their ETags) is kept in localStorage for 10,500,000 ms under the file's hash,
 * so the same file chosen again, after a reload too, resumes where it stopped.
 *
 * Hashing runs in a Web Worker with hash-wasm (hash-file.ts; docs/decisions.md).
 */
import CryptoJS from 'crypto-js/core.js';
// The upload calls' HMAC-SHA-256 signature (hmac-sha256 needs sha256 loaded).
import 'crypto-js/sha256.js';
import 'crypto-js/hmac-sha256.js';
import type { appConfigCall } from '../contract/calls/app-config.ts';
import type { CallResponse } from '../contract/call.ts';
import { CLIENT_NAME } from '../contract/envelope.ts';
import { DEFAULT_LOCALE } from '../i18n/locale-resolution.ts';
import { session } from '../state/session.ts';
import { fetchAppConfig } from './app-config.ts';
import { sha256OfFile } from './hash-file.ts';
import { ApiError, ENVELOPE_KEYS, HttpError } from './client.ts';

/** Which part of the work a progress report belongs to. */
export interface VideoUploadStage {
  /** Hashing (the first 20%) or sending the bytes (the other 80%). */
  phase: 'hashing' | 'uploading';
  /**
   * Parts an earlier, interrupted session of the same file already sent (stored in this browser
   * or listed by the server); they count as sent and are not sent again. 0 for a fresh upload.
   */
  resumedParts: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** A video's progress reports also say which part of the work they belong to. */
export interface VideoUploadOptions extends Omit<UploadOptions, 'onProgress'> {
  onProgress?: (fraction: number, stage: VideoUploadStage) => void;
}

export interface UploadedVideo {
  /** uploads.public_id: what article/publish's `media` takes. */
  uploadId: string;
  /** Path of the video's blurred poster under app/config's img_url (there once processed). */
  path: string;
}

/** Spec §9. */
export const SLICE_BYTES = 52_428_800;
export const PART_RETRIES = 3;
export const SESSION_LIFETIME_MS = 10_500_000;
/** Spec §9: upload timeout 500 s per request. */
export const UPLOAD_TIMEOUT_MS = 500_000;
const HASH_SHARE = 0.2;
const STORAGE_PREFIX = 'fanvault.video-upload.';

/** A part could not be sent after its retries, or the server's answer made no sense. */
export class VideoUploadError extends Error {
  constructor(
    readonly reason: 'partFailed' | 'badAnswer',
    message: string,
  ) {
    super(message);
    this.name = 'VideoUploadError';
  }
}

interface Slice {
  number: number;
  signature: string;
  etag: string;
}

interface StartData {
  uploadUrl: string;
  UploadName: string;
  publicUrl: string;
  uploadId: string;
  slices: Slice[];
  expiresAt: number;
}

interface StoredSession {
  uploadId: string;
  size: number;
  expiresAt: number;
  /** ETags of the parts sent, by number. */
  parts: Record<string, string>;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw abortError();
}

function readStored(hash: string): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_PREFIX + hash);
    const stored = raw ? (JSON.parse(raw) as StoredSession) : null;
    return stored && stored.expiresAt > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

function writeStored(hash: string, stored: StoredSession | null) {
  try {
    if (stored) globalThis.localStorage?.setItem(STORAGE_PREFIX + hash, JSON.stringify(stored));
    else globalThis.localStorage?.removeItem(STORAGE_PREFIX + hash);
  } catch {
    // Storage full or blocked: the upload goes on, only a resume after a reload is lost.
  }
}

/** Forgets stored sessions past their 10,500,000 ms. */
function sweepStored() {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) if (!readStored(key.slice(STORAGE_PREFIX.length))) storage.removeItem(key);
}

/** The signed fields the upload calls carry (as the image upload: HMAC over client, timestamp, token). */
function signedFields(token: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const sign = CryptoJS.HmacSHA256(
    `client=${CLIENT_NAME}&timestamp=${timestamp}&token=${token}`,
    ENVELOPE_KEYS.signKey,
  ).toString(CryptoJS.enc.Hex);
  return { timestamp, sign };
}

/** POSTs a signed JSON body; answers `data`, or throws ApiError with the server's message. */
async function postSigned<T>(
  path: string,
  fields: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const token = session.token ?? '';
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': session.locale ?? DEFAULT_LOCALE,
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ ...signedFields(token), ...fields }),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  let answer: { code?: number; msg?: string; data?: T } | null;
  try {
    answer = (await response.json()) as { code?: number; msg?: string; data?: T } | null;
  } catch {
    throw new HttpError(response.status, response.statusText);
  }
  if (answer?.code === 1 && answer.data) return answer.data;
  if (answer?.msg) throw Object.assign(new ApiError(answer.msg), { status: response.status });
  throw new HttpError(response.status, response.statusText);
}

/** PUTs one part (or the whole small file), retried PART_RETRIES times; answers its ETag. */
async function putWithRetries(url: string, body: Blob, signal?: AbortSignal): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= PART_RETRIES; attempt += 1) {
    throwIfAborted(signal);
    try {
      const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
      const response = await fetch(url, {
        method: 'PUT',
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const etag = response.headers.get('ETag');
      if (response.ok && etag) return etag;
      lastError = new HttpError(response.status, response.statusText);
    } catch (error) {
      if (signal?.aborted) throw abortError();
      lastError = error;
    }
  }
  throw new VideoUploadError(
    'partFailed',
    `A part of the video could not be sent after ${PART_RETRIES} retries: ${String(lastError)}`,
  );
}

/**
 * Uploads `file` and answers the upload id `article/publish` takes. Cancel by aborting
 * `options.signal`: the promise rejects with a DOMException named AbortError.
 */
export async function uploadVideo(file: File, options: VideoUploadOptions = {}): Promise<UploadedVideo> {
  const { signal, onProgress } = options;
  let stage: VideoUploadStage = { phase: 'hashing', resumedParts: 0 };
  const report = (fraction: number) => onProgress?.(Math.max(0, Math.min(1, fraction)), stage);
  try {
    throwIfAborted(signal);
    report(0);
    sweepStored();
    const config: CallResponse<typeof appConfigCall> = await fetchAppConfig(signal);
    const hash = await sha256OfFile(file, (done) => report(done * HASH_SHARE), signal);

    const single = file.size < SLICE_BYTES;
    const start = await postSigned<StartData>(
      single ? config.upload_mp4_big_key : config.upload_multipart_start,
      { total: file.size, file_hash: hash, file_name: file.name, file_type: file.type },
      signal,
    );
    if (!Array.isArray(start.slices) || start.slices.length === 0)
      throw new VideoUploadError('badAnswer', 'The upload start answer has no slices.');

    // The parts this browser already sent for the same session count as done, with the server's.
    const stored = readStored(hash);
    const parts: Record<string, string> =
      stored && stored.uploadId === start.uploadId && stored.size === file.size ? { ...stored.parts } : {};
    for (const slice of start.slices) if (slice.etag) parts[slice.number] = slice.etag;
    const keep = () =>
      writeStored(hash, { uploadId: start.uploadId, size: file.size, expiresAt: start.expiresAt, parts });
    keep();

    const partBytes = (number: number) => Math.min(SLICE_BYTES, file.size - (number - 1) * SLICE_BYTES);
    const resumed = start.slices.filter((slice) => parts[slice.number]);
    let sent = resumed.reduce((sum, slice) => sum + partBytes(slice.number), 0);
    stage = { phase: 'uploading', resumedParts: resumed.length };
    const reportSent = () => report(HASH_SHARE + (1 - HASH_SHARE) * (sent / file.size));
    reportSent();

    for (const slice of start.slices) {
      if (parts[slice.number]) continue;
      const body = single ? file : file.slice((slice.number - 1) * SLICE_BYTES, slice.number * SLICE_BYTES);
      parts[slice.number] = await putWithRetries(slice.signature, body, signal);
      keep();
      sent += body.size;
      reportSent();
    }

    let done: { UploadName: string; publicUrl: string; upload_id: string };
    try {
      done = await postSigned(
        config.upload_multipart_complete,
        {
          upload_name: start.UploadName,
          upload_id: start.uploadId,
          slice_tag: start.slices.map((slice) => ({ number: slice.number, e_tag: parts[slice.number] })),
        },
        signal,
      );
    } catch (error) {
      // Parts the server does not have are sent again next time; an unknown session starts over.
      if (!signal?.aborted) writeStored(hash, null);
      throw error;
    }
    writeStored(hash, null);
    report(1);
    return { uploadId: done.upload_id, path: done.publicUrl };
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw error;
  }
}
