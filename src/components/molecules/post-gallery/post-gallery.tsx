import { defineMessage, useIntl } from 'react-intl';
import { MediaImage, type ImageSourceState } from '../../atoms/media-image/media-image.tsx';

const messages = {
  open: defineMessage<{ index: number; count: number }>({
    id: 'postGallery.open',
    defaultMessage: 'Open photo {index} of {count}',
  }),
  label: defineMessage<{ name: string }>({ id: 'postGallery.label', defaultMessage: 'Photos by {name}' }),
};

export interface GalleryPhoto {
  /** The original as the screen resolved it (an encrypted one decrypted). */
  source: ImageSourceState;
  /** Its blurred preview, shown while it loads. */
  blur: string;
  width: number;
  height: number;
}

export interface PostGalleryProps {
  photos: readonly GalleryPhoto[];
  /** Who posted them: names the list and each photo. */
  name: string;
  /** The title of the post, the pictures' description when it has one. */
  title?: string;
  /** Opens the photo viewer on this photo (it pages, zooms and closes with a swipe). */
  onOpen: (index: number) => void;
  /**
   * The tallest a photo may be, as a CSS length: a photo keeps its proportions and narrows to fit.
   * @default '80dvh'
   */
  maxHeight?: string;
  className?: string;
}

/**
 * The photos of a post at full size, one under the other (the post detail scrolls through them; the
 * photo viewer pages through them), each no taller than `maxHeight`; a photo opens the viewer.
 */
export function PostGallery({
  photos,
  name,
  title,
  onOpen,
  maxHeight = '80dvh',
  className = '',
}: PostGalleryProps) {
  const intl = useIntl();
  const count = photos.length;
  return (
    <ul aria-label={intl.formatMessage(messages.label, { name })} className={`space-y-1 ${className}`}>
      {photos.map((photo, index) => {
        const ratio = photo.width / photo.height;
        return (
          <li key={index}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={intl.formatMessage(messages.open, { index: index + 1, count })}
              // The photo keeps its proportions and narrows until it is no taller than maxHeight.
              style={{ width: `min(100%, calc(${maxHeight} * ${ratio.toFixed(4)}))` }}
              className="mx-auto block cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <MediaImage
                {...photo.source}
                placeholderSrc={photo.blur}
                alt={title || intl.formatMessage(messages.label, { name })}
                aspectRatio={ratio}
                loading={index === 0 ? 'eager' : 'lazy'}
                priority={index === 0}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
