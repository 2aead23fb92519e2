/**
 * Encrypted originals (docs/api.md, "Encrypted originals"): the originals of locked image posts
 * are served under `/media/e/` as AES-256-GCM ciphertext, decrypted by the app with the key of
 * app/config (`media_image_key`). The URL says whether a response is encrypted; the bytes never do.
 */

/** Path prefix of every encrypted original; every other media URL serves plain bytes. */
export const ENCRYPTED_MEDIA_PREFIX = '/media/e/';
/** AES-256: the key of app/config decodes (base64) to this many bytes. */
export const ENCRYPTED_IMAGE_KEY_BYTES = 32;
/** The response starts with the GCM IV (nonce) of this many bytes. */
export const ENCRYPTED_IMAGE_IV_BYTES = 12;
/** The GCM tag ends the response (Web Crypto's decrypt expects it appended to the ciphertext). */
export const ENCRYPTED_IMAGE_TAG_BYTES = 16;

/** True when this media URL (root-relative or absolute) serves an encrypted original. */
export function isEncryptedMediaUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  if (url.startsWith(ENCRYPTED_MEDIA_PREFIX)) return true;
  try {
    return new URL(url).pathname.startsWith(ENCRYPTED_MEDIA_PREFIX);
  } catch {
    return false;
  }
}
