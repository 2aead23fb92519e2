import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { plusIcon } from '../../components/atoms/icon/icons.ts';
import { UploadTile } from '../../components/molecules/upload-tile/upload-tile.tsx';
import { isEncryptedMediaUrl } from '../../contract/encrypted-media.ts';
import { POST_MEDIA_MAX } from '../../contract/rules/publish-limits.ts';
import { ACCEPT, acceptPick, pickModeOf, type PickError } from './file-rules.ts';
import { dropHandedOverFiles, handedOverFiles } from './picked-files-handover.ts';
import { publishMessages as m } from './publish-messages.ts';
import type { FileTileProps } from './encrypted-file-tile.tsx';
import type { PostUpload } from './use-post-uploads.ts';

export interface PublishFilesProps {
  items: readonly PostUpload[];
  onAdd: (files: File[], options: { replace: boolean }) => void;
  onRemove: (item: PostUpload) => void;
  onRetry: (item: PostUpload) => void;
  /** A problem of the form's check (no file, uploads running or failed). */
  error?: string;
  /**
   * Takes the files picked from the navigation's publish entry (picked-files-handover.ts) as a
   * first pick: a new post's form. @default false
   */
  takeHandedOver?: boolean;
}

// A saved image of a locked post (editing it) has an encrypted original (spec §7): the tile that
// decrypts it loads with the first such file, so publishing a new post does not download it.
const EncryptedFileTile = lazy(() =>
  import('./encrypted-file-tile.tsx').then((module) => ({ default: module.EncryptedFileTile })),
);

/** One file's tile with its upload state. */
function FileTile(props: FileTileProps) {
  const { item, onRemove, onRetry } = props;
  if (isEncryptedMediaUrl(item.url))
    return (
      <Suspense fallback={<UploadTile item={{ ...item, url: '' }} onRemove={onRemove} />}>
        <EncryptedFileTile {...props} />
      </Suspense>
    );
  return (
    <UploadTile
      item={item}
      previewSrc={item.kind === 'image' ? item.preview : undefined}
      onRemove={onRemove}
      onRetry={onRetry}
      resumed={item.resumed}
    />
  );
}

/**
 * The post's files: the picker (every spec type at first, then images to add or one video to
 * change) and a tile per file with its upload state.
 */
export function PublishFiles({
  items,
  onAdd,
  onRemove,
  onRetry,
  error,
  takeHandedOver = false,
}: PublishFilesProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [handed] = useState(() => (takeHandedOver ? acceptPick(handedOverFiles(), 0, 'initial') : null));
  const [pickError, setPickError] = useState<PickError | null>(handed?.error ?? null);
  const mode = pickModeOf(items.map((item) => item.kind));
  const full = mode === 'addImages' && items.length >= POST_MEDIA_MAX;

  const pick = (picked: readonly File[]) => {
    if (inputRef.current) inputRef.current.value = '';
    if (picked.length === 0) return;
    const result = acceptPick(picked, mode === 'changeVideo' ? 0 : items.length, mode);
    setPickError(result.error);
    if (result.accepted.length > 0) onAdd(result.accepted, { replace: mode === 'changeVideo' });
  };

  // The hand-over is the form's first pick, taken once the form is on screen.
  const handedAdded = useRef(false);
  useEffect(() => {
    if (!handed || handedAdded.current) return;
    handedAdded.current = true;
    dropHandedOverFiles();
    if (handed.accepted.length > 0) onAdd(handed.accepted, { replace: false });
  }, [handed, onAdd]);

  const pickLabel = intl.formatMessage(
    mode === 'initial' ? m.pickFiles : mode === 'addImages' ? m.addImages : m.changeVideo,
  );
  const shownError =
    pickError === 'format'
      ? intl.formatMessage(m.formatRefused)
      : pickError === 'videoLimitOne'
        ? intl.formatMessage(m.videoLimitOne)
        : pickError === 'max'
          ? intl.formatMessage(m.filesMax, { max: POST_MEDIA_MAX })
          : error;

  return (
    <section aria-labelledby={labelId} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={labelId} className="text-[0.9375rem] font-semibold text-ink">
          {intl.formatMessage(m.filesLabel)}
        </h2>
        <span className="text-sm text-ink-muted tabular-nums">
          {intl.formatMessage(m.filesCount, { count: items.length, max: POST_MEDIA_MAX })}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.filesHint, { max: POST_MEDIA_MAX })}</p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <FileTile
              item={item}
              onRemove={() => onRemove(item)}
              onRetry={item.refused ? undefined : () => onRetry(item)}
            />
          </li>
        ))}
        {full ? null : (
          <li>
            <label className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-control border-2 border-dashed border-line-strong p-2 text-center text-sm font-medium text-ink-muted hover:border-brand-500 hover:text-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
              <Icon icon={plusIcon} size={24} />
              {pickLabel}
              <input
                ref={inputRef}
                type="file"
                className="sr-only"
                accept={ACCEPT[mode]}
                multiple={mode !== 'changeVideo'}
                onChange={(event) => pick(Array.from(event.target.files ?? []))}
              />
            </label>
          </li>
        )}
      </ul>
      {shownError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </section>
  );
}
