/**
 * Compresses one image off the main thread (spec §5: at most 3 MB and 1920 px): decodes it with
 * createImageBitmap (EXIF orientation applied), draws it on an OffscreenCanvas at the allowed size
 * and encodes it, lowering the quality, then the size, until it fits. Loaded from our own origin,
 * which the server's CSP allows (`worker-src 'self' blob:`).
 */
import {
  fitsAsIs,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  IMAGE_QUALITIES,
  IMAGE_SHRINK_STEP,
  outputType,
  scaledSize,
} from './image-compression.logic.ts';

export interface CompressRequest {
  id: number;
  file: Blob;
}
export type CompressReply = { id: number; blob: Blob } | { id: number; error: string };

async function compress(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (fitsAsIs(file.size, bitmap.width, bitmap.height)) return file;
    const type = outputType(file.type);
    let maxSide = IMAGE_MAX_SIDE;
    // Four rounds reach 1920 * 0.75^3 = 810 px, far below 3 MB for any encoder.
    for (let round = 0; round < 4; round += 1) {
      const size = scaledSize(bitmap.width, bitmap.height, maxSide);
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context');
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      for (const quality of IMAGE_QUALITIES) {
        const blob = await canvas.convertToBlob({ type, quality });
        if (blob.size <= IMAGE_MAX_BYTES) return blob;
      }
      maxSide = Math.floor(maxSide * IMAGE_SHRINK_STEP);
    }
    throw new Error('The image does not compress under the limit');
  } finally {
    bitmap.close();
  }
}

self.onmessage = (event: MessageEvent<CompressRequest>) => {
  const { id, file } = event.data;
  compress(file).then(
    (blob) => self.postMessage({ id, blob } satisfies CompressReply),
    (error: unknown) => self.postMessage({ id, error: String(error) } satisfies CompressReply),
  );
};
