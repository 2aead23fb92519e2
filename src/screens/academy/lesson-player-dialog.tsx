import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import { loadVideoPlayer } from '../../features/post-video/post-video-entry.ts';

// media-chrome is most of the player's weight: its chunk loads when a lesson is first opened.
const VideoPlayer = lazy(loadVideoPlayer);

/** A ready lesson, as the player needs it. */
export interface PlayingLesson {
  title: string;
  /** Its HLS master playlist. */
  url: string;
  poster: string | null;
}

export interface LessonPlayerDialogProps {
  /** The lesson to play; null closes the dialog. */
  lesson: PlayingLesson | null;
  /** Esc, the backdrop and the close button call this. */
  onClose: () => void;
}

/**
 * The academy's modal player (spec §4): the lesson's video at 960x540 on a desktop and 256x144
 * below 958 px, playing as it opens, muted like every player; Esc closes it and the focus goes
 * back to the card that opened it (the modal's own rule).
 */
export function LessonPlayerDialog({ lesson, onClose }: LessonPlayerDialogProps) {
  // The last lesson stays drawn while the dialog fades out.
  const [shown, setShown] = useState(lesson);
  if (lesson && (lesson.url !== shown?.url || lesson.title !== shown.title)) setShown(lesson);
  const loading = (
    <div className="flex aspect-video w-full items-center justify-center bg-surface-inverse text-white">
      <Spinner size="lg" announce />
    </div>
  );
  return (
    <Modal open={lesson !== null} onClose={onClose} title={shown?.title ?? ''} size="video">
      {shown ? (
        <Suspense fallback={loading}>
          <VideoPlayer
            key={shown.url}
            src={shown.url}
            poster={shown.poster ?? undefined}
            label={shown.title}
            autoPlay
            className="w-full rounded-none!"
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
