/**
 * The files of the post being written, each an upload item of spec §3 going through the states
 * of §4: an image pending (1), compressing (2), uploading (3) with its progress, done (4) or
 * failed (5, retryable); a video preparing (2), uploading (3), done or failed; a file the post
 * already had (edit mode) saved (6). Two files travel at a time; the others wait.
 */
import { useEffect, useState } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { compressImage, ImageProcessError } from '../../api/compress-image.ts';
import { uploadImage } from '../../api/upload-image.ts';
import type { uploadVideo as sendVideo, VideoUploadStage } from '../../api/upload-video.ts';
import type { UploadItem } from '../../contract/entities-social.ts';
import { UPLOAD_STATUS } from '../../contract/enums.ts';
import { kindOfFile, type MediaKind } from './file-rules.ts';
import { publishMessages as m } from './publish-messages.ts';

/** An upload item with what publishing needs: its kind, the server's id, a local preview. */
export interface PostUpload extends UploadItem {
  kind: MediaKind;
  /** `data.upload_id` once uploaded (or the saved file's id in edit mode). */
  uploadId: string | null;
  /** An object URL of the picked file, or the saved file's signed URL. */
  preview: string;
  /** A video carrying on an earlier, interrupted upload of the same file (its parts count as sent). */
  resumed?: boolean;
  /** Failed for good: the server refused the file itself (too large, not a video), so no retry. */
  refused?: boolean;
}

/** The network side of an upload, injectable so stories can hold a file in any state. */
export interface UploadTransfer {
  compressImage: typeof compressImage;
  uploadImage: typeof uploadImage;
  uploadVideo: typeof sendVideo;
}

/** The video upload (hashing, signing, parts, resuming) loads with the first video chosen. */
const uploadVideo: UploadTransfer['uploadVideo'] = (file, options) =>
  import('../../api/upload-video.ts').then((module) => module.uploadVideo(file, options));

export const realTransfer: UploadTransfer = { compressImage, uploadImage, uploadVideo };

/** Files sent at the same time. */
export const PARALLEL_UPLOADS = 2;

let sequence = 0;
const nextId = () => `upload-${(sequence += 1)}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The server refused the file itself: 413 too large, 415 not a supported video by its bytes. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && [413, 415].includes((error as ApiError & { status?: number }).status ?? 0);

export const isBusy = (item: Pick<UploadItem, 'status'>) =>
  item.status === UPLOAD_STATUS.pending ||
  item.status === UPLOAD_STATUS.preprocessing ||
  item.status === UPLOAD_STATUS.uploading;

/** The upload list of one form: a valtio store the transfers update, with its actions. */
export function createUploadStore(
  initial: PostUpload[],
  transfer: UploadTransfer,
  failMessage: (error: unknown, kind: MediaKind) => string,
) {
  const state = proxy({
    items: initial.map((item) => ({ ...item, file: item.file ? ref(item.file) : null })),
  });
  const controllers = new Map<string, AbortController>();
  let queue: string[] = [];

  const find = (id: string) => state.items.find((item) => item.id === id);
  const patch = (id: string, change: Partial<PostUpload>) => {
    const item = find(id);
    if (item) Object.assign(item, change);
  };

  const run = async (id: string, kind: MediaKind, file: File) => {
    const controller = new AbortController();
    controllers.set(id, controller);
    const { signal } = controller;
    // A video's hashing (its first 20%) shows as preparing (2) with its share of the progress.
    const onProgress = (fraction: number, stage?: VideoUploadStage) =>
      patch(id, {
        status: stage?.phase === 'hashing' ? UPLOAD_STATUS.preprocessing : UPLOAD_STATUS.uploading,
        progress: Math.round(fraction * 100),
        ...(stage?.phase === 'uploading' ? { resumed: stage.resumedParts > 0 } : {}),
      });
    try {
      patch(id, {
        status: UPLOAD_STATUS.preprocessing,
        progress: 0,
        failMsg: '',
        resumed: false,
        refused: false,
      });
      if (kind === 'image') {
        const compressed = await transfer.compressImage(file, signal);
        patch(id, { status: UPLOAD_STATUS.uploading, progress: 0 });
        const uploaded = await transfer.uploadImage(compressed, { signal, onProgress });
        patch(id, {
          status: UPLOAD_STATUS.done,
          progress: 100,
          uploadId: uploaded.uploadId,
          url: uploaded.path,
          width: uploaded.width,
          height: uploaded.height,
        });
      } else {
        const uploaded = await transfer.uploadVideo(file, { signal, onProgress });
        patch(id, {
          status: UPLOAD_STATUS.done,
          progress: 100,
          uploadId: uploaded.uploadId,
          url: uploaded.path,
        });
      }
    } catch (error) {
      // Cancel aborts quietly (spec §8): the item is gone already.
      if (isAbort(error) || signal.aborted) return;
      patch(id, {
        status: UPLOAD_STATUS.fail,
        failMsg: failMessage(error, kind),
        refused: kind === 'video' && isRefusal(error),
      });
    } finally {
      controllers.delete(id);
    }
  };

  const pump = (): void => {
    while (controllers.size < PARALLEL_UPLOADS && queue.length > 0) {
      const id = queue.shift() as string;
      const item = find(id);
      if (item?.file) void run(id, item.kind, item.file as unknown as File).then(pump);
    }
  };

  const drop = (item: PostUpload) => {
    controllers.get(item.id)?.abort();
    queue = queue.filter((id) => id !== item.id);
    if (item.file) URL.revokeObjectURL(item.preview);
  };

  return {
    state,
    /** Adds picked files (already checked by acceptPick); `replace` swaps out every current file. */
    add(files: readonly File[], { replace = false }: { replace?: boolean } = {}) {
      const fresh: PostUpload[] = files.map((file) => ({
        id: nextId(),
        file,
        kind: kindOfFile(file) ?? 'image',
        progress: 0,
        status: UPLOAD_STATUS.pending,
        failMsg: '',
        url: '',
        width: 0,
        height: 0,
        duration: 0,
        uploadId: null,
        preview: URL.createObjectURL(file),
      }));
      if (replace) {
        for (const item of state.items) drop(item);
        state.items.splice(0, state.items.length);
      }
      // The files stay plain Blobs inside the store (ref), not proxies.
      state.items.push(...fresh.map((item) => ({ ...item, file: ref(file(item)) })));
      queue.push(...fresh.map((item) => item.id));
      pump();
    },
    remove(id: string) {
      const item = find(id);
      if (!item) return;
      drop(item);
      state.items.splice(state.items.indexOf(item), 1);
    },
    /**
     * A failed file goes back in line (spec §4: failed images can be uploaded again); a video
     * carries on from the parts its stored session already sent.
     */
    retry(id: string) {
      patch(id, { status: UPLOAD_STATUS.pending, progress: 0, failMsg: '' });
      queue.push(id);
      pump();
    },
    /** Stops every transfer (leaving the screen). */
    cancelAll() {
      for (const controller of controllers.values()) controller.abort();
      queue = [];
    },
    /** Stops the transfers and frees the previews. */
    dispose() {
      for (const item of state.items) drop(item);
    },
  };
}

const file = (item: PostUpload) => item.file as Blob;

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The form's upload store, its items as a snapshot, disposed when the form goes. */
export function usePostUploads(initial: () => PostUpload[], transfer: UploadTransfer = realTransfer) {
  const intl = useIntl();
  const [store] = useState(() =>
    createUploadStore(initial(), transfer, (error, kind) =>
      error instanceof ImageProcessError
        ? intl.formatMessage(m.processFail)
        : error instanceof ApiError
          ? error.message
          : kind === 'video'
            ? intl.formatMessage(m.videoSendFail)
            : '',
    ),
  );
  const { items } = useSnapshot(store.state);
  useEffect(() => () => store.dispose(), [store]);
  return { store, items: items as readonly PostUpload[] };
}
