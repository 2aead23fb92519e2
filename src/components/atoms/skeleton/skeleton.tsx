export interface SkeletonProps {
  /** @default 'block' */
  shape?: 'block' | 'text' | 'circle';
  /** With shape 'text': this many lines, the last one shorter like the end of a paragraph. @default 1 */
  lines?: number;
  className?: string;
}

const SHIMMER =
  'relative block overflow-hidden bg-surface-sunken before:absolute before:inset-0 before:-translate-x-full before:animate-[shimmer_1.4s_infinite] before:bg-gradient-to-r before:from-transparent before:via-white/60 before:to-transparent';

/** A shimmering placeholder in the shape of content that is still loading. */
export function Skeleton({ shape = 'block', lines = 1, className = '' }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden className={`flex flex-col gap-2 ${className}`}>
        {Array.from({ length: lines }, (_, line) => (
          <span
            key={line}
            className={`${SHIMMER} h-3.5 rounded-md ${line === lines - 1 ? 'w-3/5' : 'w-full'}`}
          />
        ))}
      </span>
    );
  }
  const rounded = shape === 'circle' ? 'rounded-full' : shape === 'text' ? 'rounded-md h-3.5' : 'rounded-xl';
  return <span aria-hidden className={`${SHIMMER} ${rounded} ${className}`} />;
}
