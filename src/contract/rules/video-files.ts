/**
 * The videos a member may upload (product spec sections 2 and 5: mp4, quicktime, mov, avi), by
 * the type the browser announces or, when it announces none, by the name. The publish form, the
 * paid message's video and the server's upload start all ask here; the bytes decide in the end
 * (the server probes them when the upload completes).
 */
export const VIDEO_MIME_TYPES: readonly string[] = [
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/msvideo',
];
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'mov', 'avi'];

/** A file input's `accept` for one video. */
export const VIDEO_ACCEPT = [
  ...VIDEO_MIME_TYPES,
  ...VIDEO_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

/** The extension of a file name, lower case; '' when it has none. */
export function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

/** Whether a chosen file is a video we take: its type, or its name when the browser gives no type. */
export function isVideoFile(file: { type: string; name: string }): boolean {
  const type = file.type.toLowerCase();
  if (type) return VIDEO_MIME_TYPES.includes(type);
  return VIDEO_EXTENSIONS.includes(extensionOf(file.name));
}
