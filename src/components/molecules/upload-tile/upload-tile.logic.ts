/** What an upload tile shows for each upload status of spec §4. */
import type { UploadItem } from '../../../contract/entities-social.ts';
import { UPLOAD_STATUS } from '../../../contract/enums.ts';

export type UploadTileView = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed' | 'saved';

const VIEW_OF_STATUS: Record<UploadItem['status'], UploadTileView> = {
  [UPLOAD_STATUS.pending]: 'waiting',
  [UPLOAD_STATUS.preprocessing]: 'preparing',
  [UPLOAD_STATUS.uploading]: 'uploading',
  [UPLOAD_STATUS.done]: 'done',
  [UPLOAD_STATUS.fail]: 'failed',
  [UPLOAD_STATUS.save]: 'saved',
};

/** pending 1 → waiting, preprocessing 2 → preparing, uploading 3, done 4, fail 5 → failed, save 6 → saved. */
export function uploadTileView(status: UploadItem['status']): UploadTileView {
  return VIEW_OF_STATUS[status];
}

/** The progress as a whole percentage from 0 to 100. */
export function uploadPercent(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(progress) ? progress : 0)));
}

/** A video when it lasts, or when its file says so. */
export function isVideoUpload(item: Pick<UploadItem, 'duration' | 'file'>): boolean {
  return item.duration > 0 || (item.file?.type.startsWith('video/') ?? false);
}
