/**
 * Client-decrypted originals (docs/decisions.md, "Locked media: encrypted originals"): the
 * originals of locked image posts leave the server as AES-256-GCM ciphertext under the
 * deployment's image key, which the app receives in app/config and decrypts with Web Crypto.
 *
 * Wire format (src/contract/encrypted-media.ts): a 12-byte IV, then the ciphertext with its
 * 16-byte tag appended (what Web Crypto's AES-GCM decrypt takes). The IV is deterministic:
 * the first 12 bytes of HMAC-SHA-256(ivKey, SHA-256(file)), ivKey derived from the image key under
 * its own label. The same file always encrypts to the same bytes (caches and ETags stay valid);
 * two different files share an IV only on a 96-bit HMAC collision. Reusing an IV for the same
 * plaintext reveals only that the two responses are the same file, which their URLs say anyway.
 */
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ENCRYPTED_IMAGE_IV_BYTES,
  ENCRYPTED_IMAGE_KEY_BYTES,
  ENCRYPTED_IMAGE_TAG_BYTES,
} from '../../src/contract/encrypted-media.ts';

export interface ImageCipher {
  /** The key as app/config hands it to the app: standard base64 of its 32 bytes. */
  readonly keyBase64: string;
  /** A short, non-secret name of the key (hex of its SHA-256), for logs that compare processes. */
  readonly fingerprint: string;
  /** IV ‖ ciphertext ‖ tag of these bytes. */
  encrypt(plain: Buffer): Buffer;
}

export function createImageCipher(key: Buffer): ImageCipher {
  if (key.length !== ENCRYPTED_IMAGE_KEY_BYTES) throw new Error('The media image key must be 32 bytes');
  const ivKey = createHmac('sha256', key).update('fanvault-image-iv').digest();
  return {
    keyBase64: key.toString('base64'),
    fingerprint: createHash('sha256').update(key).digest('hex').slice(0, 12),
    encrypt(plain) {
      const digest = createHash('sha256').update(plain).digest();
      const iv = createHmac('sha256', ivKey).update(digest).digest().subarray(0, ENCRYPTED_IMAGE_IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: ENCRYPTED_IMAGE_TAG_BYTES });
      return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    },
  };
}

/** Where a generated key is kept, relative to DATA_DIR. */
export const GENERATED_IMAGE_KEY_FILE = path.join('secrets', 'media-image.key');

function parseKeyFile(text: string, file: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== ENCRYPTED_IMAGE_KEY_BYTES) {
    throw new Error(`${file} does not hold a base64 key of 32 bytes; remove it or set MEDIA_IMAGE_KEY`);
  }
  return key;
}

/**
 * The deployment's image key: MEDIA_IMAGE_KEY when set, else the key kept in
 * `DATA_DIR/secrets/media-image.key`, generated on the first start. Processes sharing DATA_DIR
 * agree on it even when they start together: a new key is written to a file of its own and
 * hard-linked into place, which only one of them wins; the others read the winner's key.
 */
export async function resolveImageKey(settings: {
  mediaImageKey: Buffer | undefined;
  dataDir: string;
}): Promise<Buffer> {
  if (settings.mediaImageKey) return settings.mediaImageKey;
  const file = path.join(settings.dataDir, GENERATED_IMAGE_KEY_FILE);
  try {
    return parseKeyFile(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(candidate, `${randomBytes(ENCRYPTED_IMAGE_KEY_BYTES).toString('base64')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(candidate, { force: true });
  }
  return parseKeyFile(await readFile(file, 'utf8'), file);
}
