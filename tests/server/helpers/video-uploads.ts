/** Video upload steps over real HTTP, as a client does them (docs/api.md "Uploads: videos"). */
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEVELOPMENT_KEYS } from '../../../src/contract/envelope.ts';
import { uploadSign } from '../../../server/modules/uploads/uploads.service.ts';
import type { TestServer } from './test-server.ts';

export const SLICE = 52_428_800;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Headers;
}

export interface StartData {
  uploadUrl: string;
  UploadName: string;
  publicUrl: string;
  uploadId: string;
  slices: { number: number; signature: string; etag: string }[];
  expiresAt: number;
}

export interface CompleteData {
  UploadName: string;
  publicUrl: string;
  upload_id: string;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `size` bytes that start like an MP4 (an `ftyp` box), the rest random. */
export function fakeMp4(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from('00000018667479706973666d00000200', 'hex').copy(bytes, 0);
  return bytes;
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const json = (await response.json()) as { code: number; msg: string; data?: T };
  return {
    status: response.status,
    code: json.code,
    msg: json.msg,
    data: json.data as T,
    headers: response.headers,
  };
}

/** POSTs a signed JSON body with the Bearer token, as start, sign and complete take it. */
export async function postSigned<T>(
  server: TestServer,
  urlPath: string,
  token: string | null,
  fields: Record<string, unknown>,
  options: { language?: string; sign?: string } = {},
): Promise<Answer<T>> {
  const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
  const response = await fetch(`${server.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: JSON.stringify({
      timestamp,
      sign: options.sign ?? uploadSign(timestamp, token ?? '', DEVELOPMENT_KEYS),
      ...fields,
    }),
  });
  return answerOf<T>(response);
}

export function startUpload(
  server: TestServer,
  token: string,
  file: Uint8Array,
  extra: Record<string, unknown> = {},
  options: { language?: string } = {},
) {
  return postSigned<StartData>(
    server,
    file.length < SLICE ? '/api/upload/video/sign' : '/api/upload/multipart/start',
    token,
    { total: file.length, file_hash: sha256(file), file_name: 'clip.mp4', file_type: 'video/mp4', ...extra },
    options,
  );
}

/** PUTs bytes to a signed URL (ours, relative, or the storage's, absolute). */
export async function putTo(
  server: TestServer,
  url: string,
  body: Uint8Array,
): Promise<Answer & { etag: string }> {
  const response = await fetch(new URL(url, server.baseUrl), {
    method: 'PUT',
    body: body as Uint8Array<ArrayBuffer>,
  });
  const etag = response.headers.get('etag') ?? '';
  const text = await response.text();
  const json = text ? (JSON.parse(text) as { code: number; msg: string }) : { code: 1, msg: '' };
  return {
    status: response.status,
    code: json.code,
    msg: json.msg,
    data: {},
    headers: response.headers,
    etag,
  };
}

export function sliceOf(file: Uint8Array, number: number): Uint8Array {
  return file.subarray((number - 1) * SLICE, Math.min(file.length, number * SLICE));
}

export function completeUpload(
  server: TestServer,
  token: string,
  start: StartData,
  tags: { number: number; e_tag: string }[],
  options: { language?: string } = {},
) {
  return postSigned<CompleteData>(
    server,
    '/api/upload/multipart/complete',
    token,
    { upload_name: start.UploadName, upload_id: start.uploadId, slice_tag: tags },
    options,
  );
}

/** Every file under the media folder's upload, temporary and multipart folders. */
export async function storedVideoFiles(server: TestServer): Promise<string[]> {
  const files: string[] = [];
  for (const root of ['private/uploads', 'private/tmp', '.multipart']) {
    const dir = path.join(server.config.mediaDir, root);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}
