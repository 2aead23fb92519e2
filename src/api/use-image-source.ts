/**
 * What an image of a post shows, for screens and features to hand to their components: a plain
 * URL as it is, an encrypted original (`/media/e/`, contract/encrypted-media.ts) decrypted into a
 * Blob URL (decrypt-image.ts) with the key of app/config. Components never see the ciphertext URL.
 * The decrypting code loads with the first encrypted picture: a visitor never gets one, so home's
 * first visit does not download it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isEncryptedMediaUrl } from '../contract/encrypted-media.ts';
import { appConfigQueryOptions } from './app-config.ts';

export interface ImageSource {
  /** What the <img> shows: the plain URL or the Blob URL; null while decrypting or after a failure. */
  src: string | null | undefined;
  /** Decrypting: the image's loading state (its blurred preview) shows. */
  pending: boolean;
  /** The encrypted original could not be fetched or decrypted: the image's error state shows. */
  failed: boolean;
}

interface Decrypted {
  url: string;
  src: string | null;
  failed: boolean;
}

export interface ImageSourceOptions {
  /**
   * False defers fetching an encrypted original (a card not near the screen yet, as an <img>'s
   * `loading="lazy"` would): it stays pending meanwhile. @default true
   */
  enabled?: boolean;
}

export function useImageSource(
  url: string | null | undefined,
  { enabled = true }: ImageSourceOptions = {},
): ImageSource {
  const encrypted = isEncryptedMediaUrl(url);
  const config = useQuery({ ...appConfigQueryOptions(), enabled: encrypted });
  const key = config.data?.media_image_key;
  const [decrypted, setDecrypted] = useState<Decrypted | null>(null);

  useEffect(() => {
    if (!encrypted || !url || !key || !enabled) return;
    let live = true;
    let release = () => undefined as void;
    const fail = () => {
      if (live) setDecrypted({ url, src: null, failed: true });
    };
    import('./decrypt-image.ts').then(({ leaseDecryptedImage }) => {
      if (!live) return;
      const lease = leaseDecryptedImage(url, key);
      release = lease.release;
      lease.ready.then((src) => {
        if (live) setDecrypted({ url, src, failed: false });
      }, fail);
    }, fail);
    return () => {
      live = false;
      release();
    };
  }, [encrypted, url, key, enabled]);

  if (!encrypted) return { src: url, pending: false, failed: false };
  if (config.isError) return { src: null, pending: false, failed: true };
  const current = decrypted?.url === url ? decrypted : null;
  if (!current) return { src: null, pending: true, failed: false };
  return { src: current.src, pending: false, failed: current.failed };
}
