import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { UploadItem } from '../../../contract/entities-social.ts';
import { formatVideoTime } from '../../../i18n/format.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, checkIcon, closeIcon, imageIcon, playIcon, refreshIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { isVideoUpload, uploadPercent, uploadTileView } from './upload-tile.logic.ts';

const messages = defineMessages({
  image: { id: 'upload.image', defaultMessage: 'Image' },
  video: { id: 'upload.video', defaultMessage: 'Video' },
  waiting: { id: 'upload.waiting', defaultMessage: 'Waiting…' },
  preparing: { id: 'upload.preparing', defaultMessage: 'Preparing…' },
  preparingPercent: defineMessage<{ percent: number }>({
    id: 'upload.preparingPercent',
    defaultMessage: 'Preparing {percent}%',
  }),
  resumed: { id: 'upload.resumed', defaultMessage: 'Resuming where it stopped' },
  uploading: defineMessage<{ percent: number }>({
    id: 'upload.uploading',
    defaultMessage: 'Uploading {percent}%',
  }),
  done: { id: 'upload.done', defaultMessage: 'Uploaded' },
  saved: { id: 'upload.saved', defaultMessage: 'Saved' },
  failed: { id: 'upload.failed', defaultMessage: 'Upload failed' },
  retry: { id: 'upload.retry', defaultMessage: 'Retry' },
  remove: { id: 'upload.remove', defaultMessage: 'Remove' },
});

export interface UploadTileProps {
  item: UploadItem;
  /** A local preview (object URL or video poster); the uploaded URL is used when missing. */
  previewSrc?: string;
  onRetry?: (item: UploadItem) => void;
  onRemove?: (item: UploadItem) => void;
  /**
   * The upload carries on from an earlier, interrupted one (a video's stored session): said
   * while it uploads.
   * @default false
   */
  resumed?: boolean;
  className?: string;
}

/**
 * A file being uploaded: its thumbnail with the progress (a video's preparation has its share of
 * it), a check when done, the failure message with Retry when it failed, and a remove button.
 */
export function UploadTile({
  item,
  previewSrc,
  onRetry,
  onRemove,
  resumed = false,
  className = '',
}: UploadTileProps) {
  const intl = useIntl();
  const view = uploadTileView(item.status);
  const percent = uploadPercent(item.progress);
  const video = isVideoUpload(item);
  const thumb = previewSrc || (video ? '' : item.url);
  const kind = intl.formatMessage(video ? messages.video : messages.image);
  const busy = view === 'waiting' || view === 'preparing' || view === 'uploading';
  // Preparation with a measure (a video's hashing) shows it; an image's compression has none.
  const measured = view === 'uploading' || (view === 'preparing' && percent > 0);

  return (
    <figure
      aria-label={kind}
      aria-busy={busy || undefined}
      data-view={view}
      className={`relative aspect-square w-full overflow-hidden rounded-control bg-surface-inverse ${className}`}
    >
      {thumb ? (
        <img src={thumb} alt="" className="absolute inset-0 h-full w-full object-cover" />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-white/70">
          <Icon icon={video ? playIcon : imageIcon} size={32} />
        </span>
      )}
      {video && item.duration > 0 ? (
        <span
          dir="ltr"
          className="absolute start-1.5 bottom-1.5 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {formatVideoTime(item.duration)}
        </span>
      ) : null}

      {view === 'failed' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-red-950/80 p-2 text-center text-white">
          <Icon icon={alertIcon} size={20} />
          <p role="alert" className="line-clamp-2 text-xs font-medium">
            {item.failMsg || intl.formatMessage(messages.failed)}
          </p>
          {onRetry ? (
            <button
              type="button"
              onClick={() => onRetry(item)}
              className="inline-flex h-7 items-center gap-1 rounded-full bg-white px-2.5 text-xs font-semibold text-ink hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon icon={refreshIcon} size={14} />
              {intl.formatMessage(messages.retry)}
            </button>
          ) : null}
        </div>
      ) : null}

      {busy ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/55 p-2 text-white">
          {measured ? (
            <>
              <span className="text-sm font-semibold tabular-nums">
                {intl.formatMessage(view === 'uploading' ? messages.uploading : messages.preparingPercent, {
                  percent,
                })}
              </span>
              {resumed && view === 'uploading' ? (
                <span className="text-center text-xs font-medium">
                  {intl.formatMessage(messages.resumed)}
                </span>
              ) : null}
              <div
                role="progressbar"
                aria-label={kind}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-1.5 w-3/4 overflow-hidden rounded-full bg-white/30"
              >
                <div
                  className="h-full rounded-full bg-white transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </>
          ) : (
            <>
              <Spinner size={20} />
              <span className="text-xs font-medium">
                {intl.formatMessage(view === 'waiting' ? messages.waiting : messages.preparing)}
              </span>
            </>
          )}
        </div>
      ) : null}

      {view === 'done' || view === 'saved' ? (
        <span className="absolute end-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
          <Icon icon={checkIcon} size={12} />
          {intl.formatMessage(view === 'done' ? messages.done : messages.saved)}
        </span>
      ) : null}

      {onRemove ? (
        <button
          type="button"
          onClick={() => onRemove(item)}
          aria-label={intl.formatMessage(messages.remove)}
          title={intl.formatMessage(messages.remove)}
          className="absolute end-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
        >
          <Icon icon={closeIcon} size={16} />
        </button>
      ) : null}
    </figure>
  );
}
