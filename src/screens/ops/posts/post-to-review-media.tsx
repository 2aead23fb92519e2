import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useImageSources } from '../../../api/use-image-sources.ts';
import { MediaImage } from '../../../components/atoms/media-image/media-image.tsx';
import { PostGallery } from '../../../components/molecules/post-gallery/post-gallery.tsx';
import type { PostToReview } from '../../../contract/calls/ops-posts.ts';
import { RESOURCE_TYPE } from '../../../contract/enums.ts';
import { loadVideoPlayer } from '../../../features/post-video/post-video-entry.ts';
import { opsPostsMessages as m } from './ops-posts-messages.ts';

const VideoPlayer = lazy(loadVideoPlayer);
const PhotoViewer = lazy(() =>
  import('../../../components/organisms/photo-viewer/photo-viewer.tsx').then((module) => ({
    default: module.PhotoViewer,
  })),
);

/** The tallest a photo is in the console's column. */
const MAX_HEIGHT = '70dvh';

/**
 * A waiting post's media at full size, open to the operator (the queue signed it for them): its
 * video with the player, or its photos (decrypted when encrypted), each opening the photo viewer.
 */
export function PostToReviewMedia({ item }: { item: PostToReview }) {
  const intl = useIntl();
  const { post } = item;
  const name = post.user.nickname || post.user.username;
  const sources = useImageSources(post.url.map((media) => media.url));
  const [viewing, setViewing] = useState<number | null>(null);
  const first = post.url[0];
  if (!first) return <p className="text-sm text-ink-muted">{intl.formatMessage(m.noMedia)}</p>;

  if (post.resource_type === RESOURCE_TYPE.video) {
    const ratio = first.width / first.height;
    const label = intl.formatMessage(m.videoLabel, { name });
    return (
      <div style={{ width: `min(100%, calc(${MAX_HEIGHT} * ${ratio.toFixed(4)}))` }} className="mx-auto">
        {item.video_url ? (
          <Suspense
            fallback={
              <MediaImage src={first.url} placeholderSrc={first.url_blur} alt={label} aspectRatio={ratio} />
            }
          >
            <VideoPlayer
              src={item.video_url}
              poster={first.url ?? undefined}
              label={label}
              aspectRatio={ratio}
            />
          </Suspense>
        ) : (
          <MediaImage src={first.url} placeholderSrc={first.url_blur} alt={label} aspectRatio={ratio} />
        )}
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
        maxHeight={MAX_HEIGHT}
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
