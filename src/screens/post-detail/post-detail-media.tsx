import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useImageSources } from '../../api/use-image-sources.ts';
import { MediaImage } from '../../components/atoms/media-image/media-image.tsx';
import { PostGallery } from '../../components/molecules/post-gallery/post-gallery.tsx';
import { RESOURCE_TYPE } from '../../contract/enums.ts';
import type { Post } from '../../contract/entities.ts';
import { withSharedMessages } from '../../i18n/messages.ts';
import { postDetailScreenMessages as m } from './post-detail-messages.ts';

// The fullscreen viewer (Headless UI's dialog) loads when a photo is first opened.
const PhotoViewer = lazy(() =>
  import('../../components/organisms/photo-viewer/photo-viewer.tsx').then((module) => ({
    default: module.PhotoViewer,
  })),
);

// The player (media-chrome; hls.js on demand) loads with the first video post opened.
const PostVideo = lazy(
  withSharedMessages(() =>
    import('../../features/post-video/post-video-entry.ts').then((entry) => entry.loadPostVideo()),
  ),
);

export interface PostDetailMediaProps {
  /** An unlocked post (a locked one shows its blurred preview, drawn by the PostDetail organism). */
  post: Post;
  /** The tallest a photo may be: the overlay's column, or most of a phone's screen. */
  maxHeight: string;
}

/**
 * An unlocked post's media at full size: its video with the player, or its photos (decrypted when
 * encrypted), one at a time, each opening the fullscreen photo viewer (zoom, paging, swipe down).
 */
export function PostDetailMedia({ post, maxHeight }: PostDetailMediaProps) {
  const intl = useIntl();
  const name = post.user.nickname || post.user.username;
  const sources = useImageSources(post.url.map((media) => media.url));
  const [viewing, setViewing] = useState<number | null>(null);
  const first = post.url[0];

  if (post.resource_type === RESOURCE_TYPE.video && first) {
    const ratio = first.width / first.height;
    return (
      <div
        style={{ width: `min(100%, calc(${maxHeight} * ${ratio.toFixed(4)}))` }}
        className="relative mx-auto"
      >
        <MediaImage
          src={first.url}
          placeholderSrc={first.url_blur}
          alt={intl.formatMessage(m.videoPoster, { name })}
          aspectRatio={ratio}
          priority
        />
        <div className="absolute inset-0">
          <Suspense>
            <PostVideo post={post} />
          </Suspense>
        </div>
      </div>
    );
  }

  const alt = post.title || name;
  return (
    <>
      <PostGallery
        photos={post.url.map((media, index) => ({
          source: sources[index]!,
          blur: media.url_blur,
          width: media.width,
          height: media.height,
        }))}
        name={name}
        title={post.title}
        maxHeight={maxHeight}
        onOpen={setViewing}
        className="w-full"
      />
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            open
            onClose={() => setViewing(null)}
            initialIndex={viewing}
            photos={sources.map((source) => ({ src: source.src ?? '', alt }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
