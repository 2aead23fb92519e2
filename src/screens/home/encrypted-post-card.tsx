/**
 * A feed card whose first original is encrypted (spec §7; src/api/use-image-source.ts), shown
 * decrypted. Like a lazy <img>, the picture is fetched once the card comes near the screen (the
 * first card at once). Loaded only when a feed has such a card (post-feed.tsx).
 */
import { useRef, useState } from 'react';
import { useImageSource } from '../../api/use-image-source.ts';
import { PostCard, type PostCardProps } from '../../components/molecules/post-card/post-card.tsx';
import { useInView } from '../../components/organisms/video-player/use-in-view.ts';

export function EncryptedPostCard(props: Omit<PostCardProps, 'picture'>) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const [seen, setSeen] = useState(props.priority === true);
  if (inView && !seen) setSeen(true);
  const picture = useImageSource(props.post.url[0]?.url, { enabled: seen });
  return (
    <div ref={ref}>
      <PostCard {...props} picture={picture} />
    </div>
  );
}
