/**
 * The image compression rule of product spec sections 5 and 9: an image sent for a post is at
 * most 3 MB and at most 1920 px on its long side. Pure, so the worker and the tests share it.
 */

export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 1920;
/** Encoder qualities tried in turn until the result fits (a 1920 px photo fits at the first). */
export const IMAGE_QUALITIES = [0.9, 0.8, 0.7, 0.55, 0.4] as const;
/** Each further round shrinks the sides by this much when no quality fitted. */
export const IMAGE_SHRINK_STEP = 0.75;

/** True when the file is kept as it is: small enough and no side over the limit (a GIF keeps its animation). */
export function fitsAsIs(bytes: number, width: number, height: number): boolean {
  return bytes <= IMAGE_MAX_BYTES && Math.max(width, height) <= IMAGE_MAX_SIDE;
}

/** The size to draw at: the long side at most `maxSide`, the aspect kept, never enlarged, at least 1 px. */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number = IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The format to encode to: a JPEG stays JPEG; anything else (PNG, GIF, WebP may have
 * transparency) becomes WebP, which keeps the alpha and which the server accepts.
 */
export function outputType(inputType: string): 'image/jpeg' | 'image/webp' {
  return inputType === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}
