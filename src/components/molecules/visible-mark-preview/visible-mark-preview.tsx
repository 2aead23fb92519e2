import type { CSSProperties } from 'react';
import type { VisibleMarkPlacement } from '../../../contract/visible-mark.ts';

export interface VisibleMarkPreviewProps {
  /** The mark's text as a viewer would see it (`@username · host`). */
  text: string;
  placement: VisibleMarkPlacement;
  /** Per cent, 10 to 60. */
  opacity: number;
  /** Whether the mark is drawn at all (off: the picture as it is). @default true */
  on?: boolean;
  /** What the preview shows, for screen readers. */
  label: string;
  className?: string;
}

/** Where a single label sits in the picture: corners as on the served image, never mirrored. */
const POSITION: Record<Exclude<VisibleMarkPlacement, 'tiled'>, string> = {
  'top-left': 'left-[2.7cqmin] top-[2.7cqmin]',
  'top-right': 'right-[2.7cqmin] top-[2.7cqmin]',
  'bottom-left': 'bottom-[2.7cqmin] left-[2.7cqmin]',
  'bottom-right': 'bottom-[2.7cqmin] right-[2.7cqmin]',
  center: 'left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2',
};

/** White bold text with a dark outline, as the server draws it (server/media/watermark/visible.ts). */
const inkStyle = (opacity: number, sizeCqmin: number): CSSProperties => ({
  opacity: opacity / 100,
  fontSize: `${sizeCqmin}cqmin`,
  WebkitTextStroke: `${(sizeCqmin * 0.1).toFixed(2)}cqmin rgb(0 0 0 / 0.6)`,
  paintOrder: 'stroke',
});

/**
 * A live preview of the visible mark (issue 26) on a sample picture: the text at the placement and
 * opacity chosen, scaled to the picture as the server scales it (4.5 % of the short side, 3.5 %
 * when tiled). The picture keeps its physical left and right in every language, as images do.
 */
export function VisibleMarkPreview({
  text,
  placement,
  opacity,
  on = true,
  label,
  className = '',
}: VisibleMarkPreviewProps) {
  return (
    <div
      role="img"
      aria-label={label}
      dir="ltr"
      className={`relative aspect-[3/2] w-full overflow-hidden rounded-card bg-gradient-to-br from-amber-300 via-rose-400 to-indigo-700 ring-1 ring-line/60 [container-type:size] ${className}`}
    >
      <div
        aria-hidden="true"
        className="absolute start-[18%] top-[22%] size-[34cqmin] rounded-full bg-amber-100/70"
      />
      <div
        aria-hidden="true"
        className="absolute bottom-0 end-0 h-[38%] w-[62%] rounded-tl-[40%] bg-indigo-900/50"
      />
      {on && placement !== 'tiled' ? (
        <span
          aria-hidden="true"
          style={inkStyle(opacity, 4.5)}
          className={`absolute whitespace-nowrap font-bold leading-none text-white ${POSITION[placement]}`}
        >
          {text}
        </span>
      ) : null}
      {on && placement === 'tiled' ? (
        <div
          aria-hidden="true"
          style={inkStyle(opacity, 3.5)}
          className="absolute left-1/2 top-1/2 flex w-[220%] -translate-x-1/2 -translate-y-1/2 -rotate-30 flex-col gap-[14cqmin] font-bold leading-none text-white"
        >
          {Array.from({ length: 9 }, (_, row) => (
            <span key={row} className={`whitespace-nowrap ${row % 2 ? 'ms-[12cqmin]' : ''}`}>
              {Array.from({ length: 6 }, () => text).join('\u2003\u2003')}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
