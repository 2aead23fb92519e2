import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { AcademyLessonStatus } from '../../../contract/academy.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, playIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { VideoDuration } from '../../atoms/video-duration/video-duration.tsx';

const messages = defineMessages({
  number: defineMessage<{ number: number }>({
    id: 'academy.lesson.number',
    defaultMessage: 'Lesson {number}',
  }),
  watch: defineMessage<{ title: string }>({ id: 'academy.lesson.watch', defaultMessage: 'Watch: {title}' }),
  processing: { id: 'academy.lesson.processing', defaultMessage: 'Preparing the video…' },
  failed: { id: 'academy.lesson.failed', defaultMessage: 'This video is not available right now.' },
});

export interface LessonCardProps {
  /** The lesson's place in the course, from 1. */
  number: number;
  title: string;
  /** One line on what the lesson shows. */
  summary: string;
  /** Only a ready lesson can be played; the others say why not. */
  status: AcademyLessonStatus;
  /** Length in seconds, shown on the poster once ready. */
  seconds: number;
  /** The poster frame; a plain frame without it. */
  poster: string | null;
  /** Opens the player. The button keeps the focus the player gives back when it closes. */
  onPlay: () => void;
  className?: string;
}

/**
 * A lesson of the creator academy (spec §4 "six fixed video cards"): its poster with the length
 * and a play button that opens the player, its number, title and one-line summary. While its
 * video is being encoded, or when it could not be, the poster says so instead of offering play.
 */
export function LessonCard({
  number,
  title,
  summary,
  status,
  seconds,
  poster,
  onPlay,
  className = '',
}: LessonCardProps) {
  const intl = useIntl();
  return (
    <article className={`flex flex-col overflow-hidden rounded-card bg-surface shadow-card ${className}`}>
      <div className="relative aspect-video bg-surface-inverse">
        {status === 'ready' ? (
          <button
            type="button"
            onClick={onPlay}
            aria-label={intl.formatMessage(messages.watch, { title })}
            className="group absolute inset-0 block h-full w-full focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-400"
          >
            {poster ? (
              <img
                src={poster}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            ) : null}
            <span className="absolute inset-0 flex items-center justify-center bg-black/10 transition-colors group-hover:bg-black/25">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-black/60 text-white shadow-raised transition-colors group-hover:bg-brand-600">
                {/* The triangle points the way playback goes, in every language. */}
                <Icon icon={playIcon} size={26} filled />
              </span>
            </span>
          </button>
        ) : (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-800 to-accent-600 p-4 text-center text-white"
          >
            {status === 'processing' ? <Spinner size="md" /> : <Icon icon={alertIcon} size={26} />}
            <p className="text-sm font-semibold">
              {intl.formatMessage(status === 'processing' ? messages.processing : messages.failed)}
            </p>
          </div>
        )}
        {status === 'ready' ? (
          // Beside the button, not in it (its name is the lesson's), at the poster's end: the wrapper
          // takes the page's direction, as the length itself always reads left to right.
          <span className="pointer-events-none absolute end-2 bottom-2">
            <VideoDuration seconds={seconds} />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {intl.formatMessage(messages.number, { number })}
        </p>
        <h2 className="text-lg leading-snug font-semibold text-ink">{title}</h2>
        <p className="text-sm text-ink-muted">{summary}</p>
      </div>
    </article>
  );
}
