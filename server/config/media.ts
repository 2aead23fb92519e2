/** Media settings: where files are stored, how their URLs are signed and images encrypted, upload limits. */
import path from 'node:path';
import { z } from 'zod';
import { dataDirOf } from './database.ts';
import { emptyToUndefined, httpUrl, optionalText, positiveInteger, type SettingProblem } from './fields.ts';

/** Development-only key for media URL signatures; production sets MEDIA_SIGNING_KEY. */
export const DEVELOPMENT_MEDIA_SIGNING_KEY = 'fanvault-dev-media-signing-key';

/** local: files under DATA_DIR/media; s3: an S3-compatible bucket (S3_* settings). */
const STORAGE_DRIVERS = ['local', 's3'] as const;

/** MEDIA_SIGNING_KEY, MEDIA_IMAGE_KEY, UPLOAD_*, STORAGE_DRIVER and S3_*. */
export const mediaEnvSchema = z.object({
  MEDIA_SIGNING_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { message: 'must be at least 16 characters' }).default(DEVELOPMENT_MEDIA_SIGNING_KEY),
  ),
  MEDIA_IMAGE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v), {
        message: 'must be 32 bytes in base64 (44 characters, e.g. from `openssl rand -base64 32`)',
      })
      .transform((v) => Buffer.from(v, 'base64'))
      .optional(),
  ),
  UPLOAD_IMAGE_MAX_BYTES: positiveInteger(20 * 1024 * 1024, 1024),
  UPLOAD_IMAGE_MAX_PIXELS: positiveInteger(40_000_000, 1),
  UPLOADS_PER_HOUR: positiveInteger(200, 1),
  UPLOAD_VIDEO_MAX_BYTES: positiveInteger(4 * 1024 * 1024 * 1024, 1024),
  STORAGE_DRIVER: z.preprocess(
    emptyToUndefined,
    z.enum(STORAGE_DRIVERS, { message: `must be one of ${STORAGE_DRIVERS.join(', ')}` }).default('local'),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl().optional()),
  S3_BUCKET: optionalText(),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
});

type MediaEnv = z.output<typeof mediaEnvSchema>;

/** What is wrong with the storage settings as a whole. */
export function mediaSettingsProblems(e: MediaEnv & { NODE_ENV: string }): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if (e.STORAGE_DRIVER === 's3' && e.S3_BUCKET === undefined) {
    problems.push({ setting: 'S3_BUCKET', message: 'is required when STORAGE_DRIVER is s3' });
  }
  // Web processes on other hosts do not share DATA_DIR, where an unset key is generated: each
  // would make its own, and an image encrypted by one would not open with another's app/config.
  if (e.NODE_ENV === 'production' && e.STORAGE_DRIVER === 's3' && e.MEDIA_IMAGE_KEY === undefined) {
    problems.push({
      setting: 'MEDIA_IMAGE_KEY',
      message:
        'is required in production with STORAGE_DRIVER s3 (processes on other hosts would each generate their own)',
    });
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problems.push({ setting: missing, message: 'is required with the other S3 key setting' });
  }
  return problems;
}

/** 2 GiB: about 4,000 marked 1920 px photos, a day of a busy creator's viewers. */
const MARKED_CACHE_BYTES = 2 * 1024 ** 3;

/** The media part of the configuration. */
export function mediaSettingsOf(e: MediaEnv & { DATA_DIR: string }) {
  return {
    mediaSigningKey: e.MEDIA_SIGNING_KEY,
    /**
     * The AES-256 key locked images are encrypted with for the app to decrypt; unset: generated
     * once under `{dataDir}/secrets/media-image.key` (server/media/image-cipher.ts).
     */
    mediaImageKey: e.MEDIA_IMAGE_KEY,
    /** Root of the local-disk media storage. */
    mediaDir: path.join(dataDirOf(e), 'media'),
    /** Images marked for their viewer, kept per viewer and image (server/media/watermark/marked-images.ts). */
    markedCacheDir: path.join(dataDirOf(e), 'marked-images'),
    /** The most bytes of marked images kept; past it, the longest unused go. */
    markedCacheBytes: MARKED_CACHE_BYTES,
    uploads: {
      /** Largest image file accepted, in bytes; the request body is cut off past it (413). */
      imageMaxBytes: e.UPLOAD_IMAGE_MAX_BYTES,
      /** Largest image accepted, in pixels (width x height, all frames); decompression bombs stop here. */
      imageMaxPixels: e.UPLOAD_IMAGE_MAX_PIXELS,
      /** Uploads one user may make in any hour (429 past it); video upload sessions count too. */
      perHour: e.UPLOADS_PER_HOUR,
      /** Largest video file accepted, in bytes (413 at start, and for any part or PUT past it). */
      videoMaxBytes: e.UPLOAD_VIDEO_MAX_BYTES,
    },
    /**
     * Where media bytes live: `local` under mediaDir, or an S3-compatible bucket. Without keys the
     * SDK's default chain (environment, instance role) supplies credentials.
     */
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            s3: {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET ?? '',
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            },
          }
        : { driver: 'local' as const },
  };
}
