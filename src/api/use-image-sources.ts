/**
 * useImageSource (use-image-source.ts) for a list of pictures: a post detail shows every photo of
 * a post and hands the same decrypted sources to the photo viewer. Plain URLs pass as they are;
 * encrypted originals are decrypted (shared with any other holder of the same picture) with the
 * key of app/config, and released when the list changes or the holder goes.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isEncryptedMediaUrl } from '../contract/encrypted-media.ts';
import { appConfigQueryOptions } from './app-config.ts';
import type { ImageSource } from './use-image-source.ts';

type Decrypted = Record<string, { src: string | null; failed: boolean }>;

export function useImageSources(urls: readonly (string | null | undefined)[]): ImageSource[] {
  const encrypted = urls.filter((url): url is string => isEncryptedMediaUrl(url));
  const config = useQuery({ ...appConfigQueryOptions(), enabled: encrypted.length > 0 });
  const key = config.data?.media_image_key;
  const [decrypted, setDecrypted] = useState<Decrypted>({});
  const wanted = encrypted.join('\n');

  useEffect(() => {
    if (!key || !wanted) return;
    let live = true;
    const releases: (() => void)[] = [];
    const settle = (url: string, src: string | null) => {
      if (live) setDecrypted((current) => ({ ...current, [url]: { src, failed: src === null } }));
    };
    import('./decrypt-image.ts').then(
      ({ leaseDecryptedImage }) => {
        if (!live) return;
        for (const url of wanted.split('\n')) {
          const lease = leaseDecryptedImage(url, key);
          releases.push(lease.release);
          lease.ready.then(
            (src) => settle(url, src),
            () => settle(url, null),
          );
        }
      },
      () => wanted.split('\n').forEach((url) => settle(url, null)),
    );
    return () => {
      live = false;
      releases.forEach((release) => release());
    };
  }, [wanted, key]);

  return urls.map((url) => {
    if (!isEncryptedMediaUrl(url)) return { src: url, pending: false, failed: false };
    if (config.isError) return { src: null, pending: false, failed: true };
    const done = decrypted[url!];
    return done
      ? { src: done.src, pending: false, failed: done.failed }
      : { src: null, pending: true, failed: false };
  });
}
