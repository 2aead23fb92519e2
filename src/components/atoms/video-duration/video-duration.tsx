import { formatVideoTime, videoTimeDuration } from '../../../i18n/format.ts';

const TONES = {
  /** On top of a thumbnail: light text on a dark translucent pill. */
  overlay: 'bg-black/70 px-1.5 py-0.5 text-white backdrop-blur-sm rounded-md',
  /** In running text. */
  plain: 'text-ink-muted',
} as const;

export interface VideoDurationProps {
  /** Length in seconds; partial seconds are dropped. */
  seconds: number;
  /** @default 'overlay' */
  tone?: keyof typeof TONES;
  className?: string;
}

/** A video's length as mm:ss, or h:mm:ss past an hour (spec §9), e.g. on a thumbnail. */
export function VideoDuration({ seconds, tone = 'overlay', className = '' }: VideoDurationProps) {
  return (
    // Digits and colons always read left to right, Arabic included.
    <time
      dir="ltr"
      dateTime={videoTimeDuration(seconds)}
      className={`inline-block text-xs font-semibold tabular-nums ${TONES[tone]} ${className}`}
    >
      {formatVideoTime(seconds)}
    </time>
  );
}
