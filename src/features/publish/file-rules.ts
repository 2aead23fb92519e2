/**
 * Which picked files the publish form takes (product spec sections 2 and 5): images jpg, jpeg,
 * png, gif and videos mp4, quicktime, mov, avi; at most 10 files; one video alone, never mixed
 * with images; while a video is there a new pick replaces it and takes only a video, while images
 * are there a new pick adds and takes only images.
 */
import { POST_MEDIA_MAX } from '../../contract/rules/publish-limits.ts';
import { VIDEO_ACCEPT, VIDEO_EXTENSIONS, VIDEO_MIME_TYPES } from '../../contract/rules/video-files.ts';

export type MediaKind = 'image' | 'video';
/** What the next pick does: start the post's files, add images, or change the video. */
export type PickMode = 'initial' | 'addImages' | 'changeVideo';
export type PickError = 'format' | 'videoLimitOne' | 'max';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** The file input's accept list for each mode. */
export const ACCEPT: Record<PickMode, string> = {
  initial: [
    ...IMAGE_TYPES,
    ...VIDEO_MIME_TYPES,
    ...[...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((e) => `.${e}`),
  ].join(','),
  addImages: [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(','),
  changeVideo: VIDEO_ACCEPT,
};

/** The kind of a file by its type, or by its name when the browser gives no type; null if unsupported. */
export function kindOfFile(file: Pick<File, 'type' | 'name'>): MediaKind | null {
  const type = file.type.toLowerCase();
  if (IMAGE_TYPES.includes(type)) return 'image';
  if (VIDEO_MIME_TYPES.includes(type)) return 'video';
  if (type) return null;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video';
  return null;
}

/** The mode of the next pick for the kinds of the files already in the post. */
export function pickModeOf(kinds: readonly MediaKind[]): PickMode {
  if (kinds.length === 0) return 'initial';
  return kinds.includes('video') ? 'changeVideo' : 'addImages';
}

export interface PickResult<F> {
  /** The files to add (for changeVideo: the one video that replaces the current one). */
  accepted: F[];
  /** Why some or all were refused; null when all were taken. */
  error: PickError | null;
}

/**
 * Applies the rules to a pick. A pick with an unsupported file, or breaking the one-video rule,
 * is refused whole (the user picks again); images past the 10th are left out with `max`.
 */
export function acceptPick<F extends Pick<File, 'type' | 'name'>>(
  picked: readonly F[],
  existingCount: number,
  mode: PickMode,
): PickResult<F> {
  if (picked.length === 0) return { accepted: [], error: null };
  const kinds = picked.map(kindOfFile);
  if (kinds.some((kind) => kind === null)) return { accepted: [], error: 'format' };
  const videos = kinds.filter((kind) => kind === 'video').length;
  if (mode === 'changeVideo') {
    return videos === 1 && picked.length === 1
      ? { accepted: [...picked], error: null }
      : { accepted: [], error: 'videoLimitOne' };
  }
  if (videos > 0) {
    // A video stands alone: only as the first and only file of the post.
    return mode === 'initial' && picked.length === 1
      ? { accepted: [...picked], error: null }
      : { accepted: [], error: 'videoLimitOne' };
  }
  const room = Math.max(0, POST_MEDIA_MAX - existingCount);
  if (picked.length > room) return { accepted: picked.slice(0, room), error: 'max' };
  return { accepted: [...picked], error: null };
}
