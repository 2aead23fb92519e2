/**
 * What an uploaded image becomes: its type told by its bytes, then sharp re-encodes it (EXIF
 * orientation applied, every metadata block dropped) into an original, responsive sizes in WebP
 * with a JPEG fallback, and a tiny blurred preview anyone may see. Nothing the client sent is
 * stored byte for byte, so a polyglot (a script or HTML hidden in a comment) cannot survive.
 */
import sharp, { type Metadata } from 'sharp';
import { declaredSizeOf, type ImageType } from './image-header.ts';

export { imageTypeOf, type ImageType } from './image-header.ts';

// libvips keeps recent operations and their pixels (up to 50 MB) for a repeat of the same work;
// every upload is new work, so the cache only held memory (docs/benchmarks.md, "Memory").
sharp.cache(false);

/**
 * Images decoded at once. Each holds its full-size pixels (36 MB for 12 megapixels) and more in
 * libvips' buffers, and every thread that decodes gets a malloc arena of its own that keeps its
 * peak: four uploads at once took the server from 360 to 950 MB. One at a time, with the
 * allocator settings `npm start` sets (MALLOC_ARENA_MAX=2, a fixed MALLOC_MMAP_THRESHOLD_ so large
 * buffers go back to the system when freed), the upload corpus peaks at 480 MB where two at once
 * peaked at 523 (docs/benchmarks.md, "Memory"); libvips still spreads one image over the cores.
 */
const IMAGES_AT_ONCE = 1;
let imagesProcessing = 0;
const waitingImages: (() => void)[] = [];

/** Runs `work` when fewer than IMAGES_AT_ONCE images are being processed. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (imagesProcessing >= IMAGES_AT_ONCE) await new Promise<void>((resolve) => waitingImages.push(resolve));
  else imagesProcessing += 1;
  try {
    return await work();
  } finally {
    const next = waitingImages.shift();
    if (next) next();
    else imagesProcessing -= 1;
  }
}

/** Long sides of the responsive sizes; an image is never enlarged to reach one. */
export const IMAGE_SIZES = [480, 960, 1920] as const;
const LARGEST_SIZE = 1920;
/** Long side of the blurred preview. */
export const BLUR_SIZE = 32;

/** Why an image was refused after its type was accepted; `zeroSize`: a width or height of 0 pixels. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'tooManyPixels' | 'unreadable' | 'zeroSize') {
    super(reason);
    this.name = 'ImageRefused';
  }
}

export interface ProcessedFile {
  /** File name inside the upload's folder, e.g. `w480.webp`. */
  name: string;
  body: Buffer;
}

export interface ProcessedImage {
  type: ImageType;
  /** Displayed size, after EXIF orientation. */
  width: number;
  height: number;
  original: ProcessedFile;
  variants: (ProcessedFile & { width: number; height: number; format: 'webp' | 'jpeg' })[];
  blur: ProcessedFile;
}

const ORIGINAL_EXTENSION: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** Long sides to make for an image whose long side is `longSide`: the sizes below it, and itself up to the largest. */
export function sizesFor(longSide: number): number[] {
  const sizes: number[] = IMAGE_SIZES.filter((size) => size < longSide);
  if (longSide <= LARGEST_SIZE) sizes.push(longSide);
  return sizes;
}

/**
 * Decodes and re-encodes an image. `maxPixels` is passed to libvips before any pixel is decoded
 * (sharp's limitInputPixels reads it from the header), so a 14000 x 14000 PNG of a few kilobytes
 * is refused without allocating its 784 megapixels.
 */
export function processImage(bytes: Buffer, type: ImageType, maxPixels: number): Promise<ProcessedImage> {
  return inTurn(() => decodeAndEncode(bytes, type, maxPixels));
}

async function decodeAndEncode(bytes: Buffer, type: ImageType, maxPixels: number): Promise<ProcessedImage> {
  // Before any decoder, which may read a 0 x 0 header as 1 x 1 (image-header.ts).
  const declared = declaredSizeOf(bytes, type);
  if (declared && (declared.width === 0 || declared.height === 0)) throw new ImageRefused('zeroSize');
  const input = (animated = false) =>
    sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated, sequentialRead: true });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  const frames = meta.pages ?? 1;
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.height ?? 0;
  if (rawWidth <= 0 || rawHeight <= 0) throw new ImageRefused('zeroSize');
  if (rawWidth * rawHeight * frames > maxPixels) throw new ImageRefused('tooManyPixels');
  // Orientations 5 to 8 swap width and height once applied.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? rawHeight : rawWidth;
  const height = swapped ? rawWidth : rawHeight;
  const longSide = Math.max(width, height);

  try {
    // The original keeps its format (and a GIF its frames); autoOrient applies EXIF orientation,
    // and sharp writes no metadata unless asked (withMetadata / keepExif are never called).
    const originalPipeline = input(type === 'gif').autoOrient();
    const originalBody = await {
      jpeg: () => originalPipeline.jpeg({ quality: 90 }).toBuffer(),
      png: () => originalPipeline.png({ compressionLevel: 6 }).toBuffer(),
      gif: () => originalPipeline.gif().toBuffer(),
      webp: () => originalPipeline.webp({ quality: 90 }).toBuffer(),
    }[type]();

    // The source is decoded once more, straight to the largest size (JPEG shrinks while it
    // decodes); the smaller sizes and the preview are made from those pixels, not the source.
    const sizes = sizesFor(longSide);
    const largest = sizes[sizes.length - 1] ?? longSide;
    const base = await input()
      .autoOrient()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const fromBase = () =>
      sharp(base.data, {
        raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
      });

    const variants: ProcessedImage['variants'] = [];
    for (const size of sizes) {
      const resized = fromBase().resize({
        width: size,
        height: size,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const jpeg = await resized
        .clone()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      variants.push(
        {
          name: `w${size}.webp`,
          body: webp.data,
          width: webp.info.width,
          height: webp.info.height,
          format: 'webp',
        },
        {
          name: `w${size}.jpg`,
          body: jpeg.data,
          width: jpeg.info.width,
          height: jpeg.info.height,
          format: 'jpeg',
        },
      );
    }

    const blur = await fromBase()
      .resize({ width: BLUR_SIZE, height: BLUR_SIZE, fit: 'inside' })
      .blur(2.5)
      .webp({ quality: 45 })
      .toBuffer();

    return {
      type,
      width,
      height,
      original: { name: `original.${ORIGINAL_EXTENSION[type]}`, body: originalBody },
      variants,
      blur: { name: 'blur.webp', body: blur },
    };
  } catch (error) {
    throw refusalOf(error);
  }
}

function refusalOf(error: unknown): ImageRefused {
  if (error instanceof ImageRefused) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ImageRefused(/pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable');
}

/**
 * A profile picture cut to its frame (avatar, cover): scaled to cover the frame and centred, so
 * what the app cropped to the frame's shape is only scaled, and another client's picture of any
 * shape still fits. WebP, no metadata; an animated GIF keeps its first frame.
 */
export function framedPicture(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' })
    .autoOrient()
    .resize({ width, height, fit: 'cover', position: 'centre' })
    .webp({ quality: 82 })
    .toBuffer();
}
