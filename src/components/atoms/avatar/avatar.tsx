import { useState } from 'react';

/** A neutral silhouette shown when a picture is missing or fails to load. */
export const FALLBACK_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ede9fe"/><circle cx="32" cy="25" r="11" fill="#a78bfa"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17z" fill="#a78bfa"/></svg>',
  );

export interface AvatarProps {
  src: string | null | undefined;
  /** Whose picture it is; the alt text. */
  name: string;
  /** Pixel size. @default 40 */
  size?: number;
  /** Draws a white ring, for avatars over a cover image. @default false */
  ring?: boolean;
  className?: string;
}

/** A round profile picture with a fallback image when it is missing or broken. */
export function Avatar({ src, name, size = 40, ring = false, className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : FALLBACK_AVATAR;
  return (
    <img
      src={usable}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src ?? null)}
      className={`shrink-0 rounded-full bg-brand-100 object-cover ${ring ? 'ring-4 ring-surface' : ''} ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
