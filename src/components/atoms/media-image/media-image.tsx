import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../icon/icon.tsx';
import { imageIcon } from '../icon/icons.ts';

const messages = defineMessages({
  unavailable: { id: 'media.unavailable', defaultMessage: 'Image unavailable' },
});

export interface MediaImageProps {
  /** The full image; null when the viewer may only see the blurred preview. */
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
}

/**
 * An image that fades in over its blurred preview and falls back to a neutral tile when it
 * cannot be loaded (spec §8: image load failure shows a fallback).
 */
export function MediaImage({
  src,
  placeholderSrc,
  alt,
  aspectRatio = 4 / 5,
  className = '',
  loading: loadingProp = 'lazy',
  priority = false,
}: MediaImageProps) {
  const loading = priority ? 'eager' : loadingProp;
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [placeholderFailed, setPlaceholderFailed] = useState(false);
  const showFallback = (failed || !src) && (!placeholderSrc || placeholderFailed);

  return (
    <div
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
          decoding="async"
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
