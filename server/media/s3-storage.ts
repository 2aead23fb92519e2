/**
 * Media in an S3-compatible bucket (AWS SDK v3), chosen by STORAGE_DRIVER=s3. Browsers PUT video
 * parts straight to the bucket through presigned UploadPart URLs, so the bytes never pass through
 * the web process; the bucket's CORS must allow PUT from the app's origin and expose `ETag`
 * (docs/operations.md).
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type ListPartsCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import {
  bareEtag,
  contentTypeOf,
  firstBytesOf,
  isValidKey,
  measuring,
  type MediaStorage,
  type StoredPart,
} from './storage.ts';

export interface S3Settings {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** S3 caps presigned URLs at 7 days; ours live far less (a session), but never ask for more. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchUpload' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

/** The server does not implement the request (s3rver has no ListParts). */
function isUnsupported(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NotImplemented' ||
    e?.name === 'MethodNotAllowed' ||
    e?.$metadata?.httpStatusCode === 405 ||
    e?.$metadata?.httpStatusCode === 501
  );
}

/** Reads a stream into memory up to `maxBytes` (parts are at most 50 MiB). */
async function bufferOf(body: Readable, maxBytes: number) {
  const measure = measuring(maxBytes);
  const chunks: Buffer[] = [];
  for await (const chunk of body.pipe(measure.transform)) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), ...measure.result() };
}

/** The size of each part `putLarge` sends: S3 allows 10,000 parts, so up to 160 GiB an object. */
const LARGE_PART_BYTES = 16 * 1024 * 1024;

/** Cuts a stream into parts of `size` bytes (the last one shorter), holding one part at a time. */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  for await (const chunk of body) {
    let buffer = chunk as Buffer;
    while (held + buffer.length >= size) {
      const take = size - held;
      chunks.push(buffer.subarray(0, take));
      yield Buffer.concat(chunks, size);
      buffer = buffer.subarray(take);
      chunks = [];
      held = 0;
    }
    if (buffer.length > 0) {
      chunks.push(buffer);
      held += buffer.length;
    }
  }
  if (held > 0 || chunks.length === 0) yield Buffer.concat(chunks, held);
}

/** The S3 client the settings describe (also the backup's, to list the bucket: server/ops/backup-media.ts). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        }
      : {}),
    // Checksums on every request (SDK 3.729+) are not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid media key: ${key}`);
    return key;
  };
  const secondsUntil = (expiresAt: Date) =>
    Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));

  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentTypeOf(key) }),
      );
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) return null;
        return { stream: answer.Body, size: answer.ContentLength ?? 0, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async removeFolder(prefix) {
      const Prefix = `${checked(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const removed = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          // Quiet answers only the failures, in a 200: a file kept must not pass for removed.
          const failed = removed.Errors ?? [];
          if (failed.length > 0)
            throw new Error(
              `The store kept ${failed.length} files of ${Prefix} (${failed[0]?.Code ?? 'no code'})`,
            );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async putLarge(key, body) {
      // A multipart upload of fixed-size parts: one part in memory at a time, whatever the size.
      const Key = checked(key);
      const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      const UploadId = created.UploadId ?? '';
      const parts: { PartNumber: number; ETag: string }[] = [];
      let size = 0;
      try {
        for await (const part of partsOf(body, LARGE_PART_BYTES)) {
          const PartNumber = parts.length + 1;
          const sent = await client.send(
            new UploadPartCommand({
              Bucket,
              Key,
              UploadId,
              PartNumber,
              Body: part,
              ContentLength: part.length,
            }),
          );
          parts.push({ PartNumber, ETag: sent.ETag ?? '' });
          size += part.length;
        }
        await client.send(
          new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
        );
      } catch (error) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
        throw error;
      }
      return { size };
    },
    async move(fromKey, toKey) {
      // A single CopyObject copies up to 5 GiB, above UPLOAD_VIDEO_MAX_BYTES's default of 4 GiB.
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: checked(toKey),
          CopySource: `${Bucket}/${checked(fromKey)}`,
          ContentType: contentTypeOf(toKey),
          MetadataDirective: 'REPLACE',
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
    },
    async readStart(key, length) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: checked(key), Range: `bytes=0-${length - 1}` }),
        );
        if (!(answer.Body instanceof Readable)) return null;
        return await firstBytesOf(answer.Body, length);
      } catch (error) {
        if (isMissing(error)) return null;
        // An empty object has no byte 0: S3 answers 416 to the range.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416)
          return Buffer.alloc(0);
        throw error;
      }
    },

    async createMultipart(key) {
      const answer = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: checked(key) }));
      if (!answer.UploadId) throw new Error('The storage gave no upload id');
      return answer.UploadId;
    },
    async presignPart(key, uploadId, number, expiresAt) {
      return getSignedUrl(
        client,
        new UploadPartCommand({ Bucket, Key: checked(key), UploadId: uploadId, PartNumber: number }),
        { expiresIn: secondsUntil(expiresAt) },
      );
    },
    async presignPut(key, expiresAt) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: checked(key) }), {
        expiresIn: secondsUntil(expiresAt),
      });
    },
    async uploadPart(key, uploadId, number, body, maxBytes) {
      const { bytes, size } = await bufferOf(body, maxBytes);
      const answer = await client.send(
        new UploadPartCommand({
          Bucket,
          Key: checked(key),
          UploadId: uploadId,
          PartNumber: number,
          Body: bytes,
          ContentLength: size,
        }),
      );
      return { number, etag: bareEtag(answer.ETag ?? ''), size };
    },
    async putStream(key, body, maxBytes) {
      const { bytes, size, etag } = await bufferOf(body, maxBytes);
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentLength: size }),
      );
      return { etag, size };
    },
    async listParts(key, uploadId) {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      try {
        for (;;) {
          const page: ListPartsCommandOutput = await client.send(
            new ListPartsCommand({ Bucket, Key: checked(key), UploadId: uploadId, PartNumberMarker: marker }),
          );
          for (const part of page.Parts ?? []) {
            parts.push({
              number: part.PartNumber ?? 0,
              etag: bareEtag(part.ETag ?? ''),
              size: part.Size ?? 0,
            });
          }
          if (!page.IsTruncated || !page.NextPartNumberMarker) break;
          marker = page.NextPartNumberMarker;
        }
      } catch (error) {
        if (isMissing(error)) return [];
        if (isUnsupported(error)) return null;
        throw error;
      }
      return parts.sort((a, b) => a.number - b.number);
    },
    async completeMultipart(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: checked(key),
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((part) => ({ PartNumber: part.number, ETag: `"${bareEtag(part.etag)}"` })),
          },
        }),
      );
    },
    async abortMultipart(key, uploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: checked(key), UploadId: uploadId }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
