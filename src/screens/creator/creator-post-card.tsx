import { lazy, Suspense } from 'react';
import { PostCard, type PostCardProps } from '../../components/molecules/post-card/post-card.tsx';
import { isEncryptedMediaUrl } from '../../contract/encrypted-media.ts';
import { withSharedMessages } from '../../i18n/messages.ts';

// As in home's feed: the player (media-chrome; hls.js on demand) loads when a video card shows,
// and decrypting an entitled viewer's locked picture with the first such card.
const PostVideo = lazy(
  withSharedMessages(() =>
    import('../../features/post-video/post-video-entry.ts').then((entry) => entry.loadPostVideo()),
  ),
);
const EncryptedPostCard = lazy(() =>
  import('../home/encrypted-post-card.tsx').then((module) => ({ default: module.EncryptedPostCard })),
);
const DECRYPTING = { src: null, pending: true, failed: false } as const;

/** A post of the creator's list: its video plays in the card, an encrypted original shows decrypted. */
export function CreatorPostCard(props: Omit<PostCardProps, 'picture' | 'video'>) {
  const video = <PostVideo post={props.post} />;
  if (!isEncryptedMediaUrl(props.post.url[0]?.url)) return <PostCard {...props} video={video} />;
  return (
    <Suspense fallback={<PostCard {...props} picture={DECRYPTING} />}>
      <EncryptedPostCard {...props} video={video} />
    </Suspense>
  );
}
