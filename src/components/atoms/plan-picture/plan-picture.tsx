import { MediaImage } from '../media-image/media-image.tsx';

export interface PlanPictureProps {
  /** The plan's picture URL; '' when the creator gave it none (the picture is optional). */
  src: string;
  /** width / height. */
  aspectRatio: number;
  className?: string;
}

/**
 * A plan's picture, decorative beside its name. A plan without one shows a quiet brand tile: no
 * picture is not a failed picture, so it never says "Image unavailable".
 */
export function PlanPicture({ src, aspectRatio, className = '' }: PlanPictureProps) {
  if (src) return <MediaImage src={src} alt="" aspectRatio={aspectRatio} className={className} />;
  return (
    <div
      aria-hidden
      data-empty
      className={`bg-gradient-to-br from-brand-100 via-brand-200 to-brand-400 ${className}`}
      style={{ aspectRatio }}
    />
  );
}
