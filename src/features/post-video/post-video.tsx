import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { postMessages } from '../../components/molecules/post-card/post-messages.ts';
import { useVideoRealPath } from '../../api/get-video-real-path.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../components/atoms/icon/icons.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { useInView } from '../../components/organisms/video-player/use-in-view.ts';
import { messages as playerMessages } from '../../components/organisms/video-player/video-player.messages.ts';
import type { Post } from '../../contract/entities.ts';
import { loadVideoPlayer } from './post-video-entry.ts';
import { usePlayRecord } from './use-play-record.ts';

// media-chrome is most of the player's weight: its own chunk, asked for beside this one.
const VideoPlayer = lazy(loadVideoPlayer);

export interface PostVideoProps {
  /** An unlocked video post (locked ones never reach this feature: they show their preview). */
  post: Post;
}

type Phase = 'ready' | 'refreshing' | 'failed';

/** A failure over the poster: what went wrong and Try again. */
function Failure({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/65 p-4 text-center text-white"
    >
      <Icon icon={alertIcon} size={28} />
      <p className="text-sm font-semibold">{title}</p>
      {detail ? <p className="max-w-xs text-xs text-white/85">{detail}</p> : null}
      <Button variant="overlay" size="sm" onClick={onRetry}>
        {intl.formatMessage(playerMessages.retry)}
      </Button>
    </div>
  );
}

/**
 * The video of a post in a feed, laid over the card's poster. Its signed playlist is asked for
 * (article/getVideoRealPath) once the card comes near the screen, then VideoPlayer plays it
 * through HLS. A playlist that stops working (the signed address expired: 403) is asked for
 * again once; an address that failed before is not retried by itself, and the failure shows with
 * Try again, as does a refused request (the server's message: still processing, locked).
 */
export function PostVideo({ post }: PostVideoProps) {
  const intl = useIntl();
  const rootRef = useRef<HTMLDivElement>(null);
  const inView = useInView(rootRef);
  // How long it played is reported as the card leaves the screen (home/playRecord).
  usePlayRecord(rootRef, post.id, inView);
  // Once seen, the address stays wanted: scrolling away unloads the video, not its address.
  const [seen, setSeen] = useState(false);
  if (inView && !seen) setSeen(true);
  const path = useVideoRealPath(post.id, seen);
  const [phase, setPhase] = useState<Phase>('ready');
  // Each new player gets a fresh element and source, even for the same address.
  const [mount, setMount] = useState(0);
  const failedUrls = useRef(new Set<string>());
  const url = path.data?.url;

  const refresh = async (automatic: boolean) => {
    setPhase('refreshing');
    const answer = await path.refetch();
    const next = answer.data?.url;
    if (automatic && !answer.isError && next && failedUrls.current.has(next)) return setPhase('failed');
    setMount((count) => count + 1);
    setPhase('ready');
  };

  const onPlayerError = () => {
    if (!url || failedUrls.current.has(url)) return setPhase('failed');
    failedUrls.current.add(url);
    void refresh(true);
  };

  const retry = () => void refresh(false);
  const failed = intl.formatMessage(playerMessages.failed);
  const loading = (
    <div className="absolute inset-0 flex items-center justify-center bg-black/30 text-white">
      <Spinner size="lg" announce />
    </div>
  );
  let content: ReactNode;
  if (!seen) {
    // Not near the screen yet: the card's own poster shows, and nothing is asked.
    content = null;
  } else if (path.isPending || phase === 'refreshing') {
    content = loading;
  } else if (path.isError) {
    content = <Failure title={failed} detail={path.error.message} onRetry={retry} />;
  } else if (phase === 'failed' || !url) {
    content = <Failure title={failed} onRetry={retry} />;
  } else {
    content = (
      <Suspense fallback={loading}>
        <VideoPlayer
          key={mount}
          src={url}
          poster={path.data.poster ?? post.url[0]?.url ?? undefined}
          label={
            post.title ||
            intl.formatMessage(postMessages.video, { name: post.user.nickname || post.user.username })
          }
          onError={onPlayerError}
          className="h-full w-full rounded-none!"
        />
      </Suspense>
    );
  }

  return (
    <div ref={rootRef} className="relative h-full w-full">
      {content}
    </div>
  );
}
