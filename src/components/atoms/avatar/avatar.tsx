import { useState } from 'react';
import { nameInitial } from '../../../i18n/name-initial.ts';

/** A neutral silhouette shown when a picture is missing or fails to load. */
export const FALLBACK_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ede9fe"/><circle cx="32" cy="25" r="11" fill="#a78bfa"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17z" fill="#a78bfa"/></svg>',
  );

export interface AvatarProps {
  src: string | null | undefined;
  /** Whose picture it is: the alt text, and the initial drawn when there is no picture. */
  name: string;
  /**
   * The name is shown beside the avatar, so assistive tech skips the picture (empty alt) rather
   * than read the name twice. @default false
   */
  decorative?: boolean;
  /** Pixel size. @default 40 */
  size?: number;
  /** Draws a white ring, for avatars over a cover image. @default false */
  ring?: boolean;
  className?: string;
}

/**
 * A round profile picture. Without one (missing, or failing to load) it draws the first
 * character of the name in the name's own script ("ع" for عمر, "小" for 小雨, a whole emoji), and
 * a neutral silhouette when there is no name either.
 */
export function Avatar({
  src,
  name,
  decorative = false,
  size = 40,
  ring = false,
  className = '',
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && src !== failedSrc ? src : null;
  const initial = picture ? '' : nameInitial(name);
  const shape = `shrink-0 rounded-full bg-brand-100 ${ring ? 'ring-4 ring-surface' : ''} ${className}`;
  const alt = decorative ? '' : name;
  if (initial) {
    return (
      <span
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        data-initial={initial}
        className={`inline-flex items-center justify-center overflow-hidden leading-none font-semibold text-brand-800 select-none ${shape}`}
        style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      src={picture ?? FALLBACK_AVATAR}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src ?? null)}
      className={`object-cover ${shape}`}
      style={{ width: size, height: size }}
    />
  );
}
