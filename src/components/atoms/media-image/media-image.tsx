import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isEncryptedMediaUrl } from '../../../contract/encrypted-media.ts';
import { ON_SERVER } from '../../../contract/first-html.ts';
import { Icon } from '../icon/icon.tsx';
import { imageIcon } from '../icon/icons.ts';

const messages = defineMessages({
  unavailable: { id: 'media.unavailable', defaultMessage: 'Image unavailable' },
});

/**
 * An image as a screen or feature resolved it (src/api/use-image-source.ts): an encrypted
 * original is decrypted into a Blob URL first, and is pending meanwhile.
 */
export interface ImageSourceState {
  src: string | null | undefined;
  /** Still being prepared (decrypted): the loading state shows. @default false */
  pending?: boolean;
  /** Could not be prepared: the error state shows, as for an image that failed to load. @default false */
  failed?: boolean;
}

export interface MediaImageProps extends ImageSourceState {
  /**
   * The full image; null when the viewer may only see the blurred preview. An encrypted original's
   * URL (`/media/e/`) is never shown as is: its decrypted Blob URL is (ImageSourceState).
   */
  src: string | null | undefined;
  /** A small blurred preview shown while loading and in place of locked media. */
  placeholderSrc?: string;
  alt: string;
  /** width / height; keeps the box stable while loading. @default 4 / 5 */
  aspectRatio?: number;
  className?: string;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /**
   * The largest image of the first screen (its LCP element): fetched at once and ahead of the
   * rest (`loading="eager"`, `fetchpriority="high"`). @default false
   */
  priority?: boolean;
  /**
   * `sync` paints the image in the same frame as the text around it: a row's small thumbnail,
   * which otherwise stays its washed-out preview wherever the browser paints before decoding
   * (a page captured whole, printed, or scrolled fast). Large images keep `async`, off the
   * main frame. @default 'async'
   */
  decoding?: 'async' | 'sync';
}

/**
 * An image that fades in over its blurred preview and falls back to a neutral tile when it
 * cannot be loaded (spec §8: image load failure shows a fallback).
 */
export function MediaImage({
  src: givenSrc,
  pending = false,
  failed: failedToPrepare = false,
  placeholderSrc,
  alt,
  aspectRatio = 4 / 5,
  className = '',
  loading: loadingProp = 'lazy',
  priority = false,
  decoding = 'async',
}: MediaImageProps) {
  const loading = priority ? 'eager' : loadingProp;
  const intl = useIntl();
  // The server's first HTML has no script to fade the image in: it shows as soon as it arrives
  // (preloaded, the page's largest paint, issue 24).
  const [loaded, setLoaded] = useState(ON_SERVER);
  const [failedToLoad, setFailed] = useState(false);
  const [placeholderFailed, setPlaceholderFailed] = useState(false);
  // Ciphertext is no image: until its Blob URL comes, the box waits (components never decrypt).
  const src = isEncryptedMediaUrl(givenSrc) ? null : givenSrc;
  const failed = failedToLoad || failedToPrepare;
  const showFallback = (failed || (!src && !pending)) && (!placeholderSrc || placeholderFailed);

  return (
    <div
      aria-busy={pending && !failed ? true : undefined}
      data-state={failed ? 'failed' : pending ? 'pending' : undefined}
      className={`relative overflow-hidden bg-gradient-to-br from-surface-sunken to-line ${className}`}
      style={{ aspectRatio }}
    >
      {placeholderSrc && !placeholderFailed ? (
        <img
          src={placeholderSrc}
          alt={src && !failed ? '' : alt}
          aria-hidden={src && !failed ? true : undefined}
          loading={loading}
          onError={() => setPlaceholderFailed(true)}
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-2xl"
        />
      ) : null}
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding={decoding}
          // An image already in the cache (the first HTML's, which the app's first render replaces)
          // shows at once rather than fading in from its preview again.
          ref={(image) => {
            if (image?.complete && image.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : null}
      {showFallback ? (
        <div
          role="img"
          aria-label={alt || intl.formatMessage(messages.unavailable)}
          className="absolute inset-0 flex items-center justify-center text-ink-subtle"
        >
          <Icon icon={imageIcon} size={36} />
        </div>
      ) : null}
    </div>
  );
}
