export interface SkeletonProps {
  /** @default 'block' */
  shape?: 'block' | 'text' | 'circle';
  className?: string;
}

/** A shimmering placeholder in the shape of content that is still loading. */
export function Skeleton({ shape = 'block', className = '' }: SkeletonProps) {
  const rounded = shape === 'circle' ? 'rounded-full' : shape === 'text' ? 'rounded-md h-3.5' : 'rounded-xl';
  return (
    <span
      aria-hidden
      className={`relative block overflow-hidden bg-surface-sunken ${rounded} ${className} before:absolute before:inset-0 before:-translate-x-full before:animate-[shimmer_1.4s_infinite] before:bg-gradient-to-r before:from-transparent before:via-white/60 before:to-transparent`}
    />
  );
}
