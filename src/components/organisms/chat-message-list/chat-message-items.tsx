import { Fragment, lazy, Suspense, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { ChatRoomMessage } from '../../../state/chat.ts';
import { ChatBubble } from '../../molecules/chat-bubble/chat-bubble.tsx';
import type { PaidVideoPlayback } from '../../molecules/paid-message-card/paid-message-card.tsx';
import { keyOf } from './use-reading-position.ts';

// The player (media-chrome, then hls.js) loads only when a paid video plays in the conversation.
const VideoPlayer = lazy(() =>
  import('../video-player/video-player.tsx').then((module) => ({ default: module.VideoPlayer })),
);

/** A paid message's video the viewer may play (issue 25), in the posts' player. */
function renderPaidVideo({ src, poster, label, aspectRatio }: PaidVideoPlayback) {
  return (
    <Suspense
      fallback={<img src={poster} alt={label} className="w-full object-cover" style={{ aspectRatio }} />}
    >
      <VideoPlayer src={src} poster={poster} label={label} aspectRatio={aspectRatio} />
    </Suspense>
  );
}

function dayOf(timestamp: number): string {
  return new Date(timestamp).toDateString();
}

/** The messages, oldest first, each day opened by its date. */
export function ChatMessageItems({
  list,
  peer,
  onResend,
  onSeen,
  onUnlock,
  ref,
}: {
  list: readonly ChatRoomMessage[];
  peer: { avatar: string; name: string };
  onResend?: (message: ChatRoomMessage) => void;
  onSeen?: (message: ChatRoomMessage) => void;
  onUnlock?: (message: ChatRoomMessage) => void;
  ref: Ref<HTMLOListElement>;
}) {
  const intl = useIntl();
  return (
    <ol ref={ref} className="flex flex-col gap-3">
      {list.map((message, index) => {
        const day = dayOf(message.timestamp);
        const newDay = index === 0 || dayOf(list[index - 1]!.timestamp) !== day;
        return (
          <Fragment key={keyOf(message)}>
            {newDay ? (
              <li className="flex justify-center py-1">
                <span className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-medium text-ink-muted">
                  {intl.formatDate(message.timestamp, {
                    year: 'numeric',
                    month: 'long',
                    day: 'numeric',
                  })}
                </span>
              </li>
            ) : null}
            <li>
              <ChatBubble
                message={message}
                peer={peer}
                aspectRatio={
                  message.width > 0 && message.height > 0 ? message.width / message.height : undefined
                }
                onRetry={onResend}
                onSeen={onSeen}
                onUnlock={onUnlock}
                renderVideo={renderPaidVideo}
              />
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
