/**
 * Encrypted originals (spec §7 "Fetched images are decrypted client-side"; docs/api.md,
 * "Encrypted originals"): a `/media/e/` URL answers IV (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag
 * (16 bytes) under the deployment key of app/config. This is the one place the app imports that
 * key and decrypts; use-image-source.ts gives screens and features a Blob URL to show.
 */
import {
  ENCRYPTED_IMAGE_IV_BYTES,
  ENCRYPTED_IMAGE_KEY_BYTES,
  ENCRYPTED_IMAGE_TAG_BYTES,
} from '../contract/encrypted-media.ts';

const importedKeys = new Map<string, Promise<CryptoKey>>();

/** The AES-GCM key of app/config's `media_image_key`, imported once (not extractable, decrypt only). */
export function importImageKey(base64: string): Promise<CryptoKey> {
  let key = importedKeys.get(base64);
  if (!key) {
    key = (async () => {
      const raw = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      if (raw.length !== ENCRYPTED_IMAGE_KEY_BYTES) throw new Error('The media image key is not 32 bytes');
      return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    })();
    key.catch(() => importedKeys.delete(base64));
    importedKeys.set(base64, key);
  }
  return key;
}

/** The plain bytes of one encrypted response; rejects when it was altered, cut or is not one. */
export async function decryptImageBytes(
  key: CryptoKey,
  payload: ArrayBuffer | Uint8Array<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const bytes = payload instanceof Uint8Array ? payload : new Uint8Array(payload);
  if (bytes.length < ENCRYPTED_IMAGE_IV_BYTES + ENCRYPTED_IMAGE_TAG_BYTES) {
    throw new Error('Too short for an encrypted image');
  }
  return crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes.subarray(0, ENCRYPTED_IMAGE_IV_BYTES),
      tagLength: ENCRYPTED_IMAGE_TAG_BYTES * 8,
    },
    key,
    bytes.subarray(ENCRYPTED_IMAGE_IV_BYTES),
  );
}

/** The image types the server stores originals as, by the URL's extension (the server's own naming). */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export function imageTypeOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : (TYPES[path.slice(dot + 1).toLowerCase()] ?? '');
}

/**
 * Fetches an encrypted original with the browser's cookies (the media pass binds signed URLs to
 * the viewer) and decrypts it into a Blob of the image's type.
 */
export async function fetchDecryptedImage(
  url: string,
  keyBase64: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const [key, response] = await Promise.all([
    importImageKey(keyBase64),
    fetch(url, { credentials: 'include', ...(signal ? { signal } : {}) }),
  ]);
  if (!response.ok) throw new Error(`Media request failed: ${response.status}`);
  const plain = await decryptImageBytes(key, await response.arrayBuffer());
  return new Blob([plain], { type: imageTypeOfUrl(url) });
}

/** How long a Blob URL nobody shows any more is kept, so a remount (a list re-rendering) reuses it. */
export const RELEASE_DELAY_MS = 5_000;

interface Entry {
  refs: number;
  ready: Promise<string>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const entries = new Map<string, Entry>();

export interface ImageLease {
  /** The Blob URL of the decrypted image. */
  ready: Promise<string>;
  /** The holder no longer shows it; the Blob URL is revoked once nobody has for RELEASE_DELAY_MS. */
  release(): void;
}

/**
 * A decrypted image for as long as someone shows it: every holder of the same URL shares one fetch
 * and one Blob URL (decrypted at most once while shown); a failure is not kept, so a later holder
 * tries again.
 */
export function leaseDecryptedImage(url: string, keyBase64: string): ImageLease {
  const id = `${keyBase64}\n${url}`;
  let entry = entries.get(id);
  if (!entry) {
    const created: Entry = {
      refs: 0,
      timer: undefined,
      ready: fetchDecryptedImage(url, keyBase64).then((blob) => URL.createObjectURL(blob)),
    };
    created.ready.catch(() => {
      if (entries.get(id) === created) entries.delete(id);
    });
    entries.set(id, created);
    entry = created;
  }
  const held = entry;
  held.refs += 1;
  if (held.timer !== undefined) clearTimeout(held.timer);
  held.timer = undefined;
  let released = false;
  return {
    ready: held.ready,
    release() {
      if (released) return;
      released = true;
      held.refs -= 1;
      if (held.refs > 0) return;
      held.timer = setTimeout(() => {
        if (held.refs > 0 || entries.get(id) !== held) return;
        entries.delete(id);
        held.ready.then(
          (blobUrl) => URL.revokeObjectURL(blobUrl),
          () => undefined,
        );
      }, RELEASE_DELAY_MS);
    },
  };
}

/** Blob URLs currently kept (tests). */
export function keptImageCount(): number {
  return entries.size;
}
