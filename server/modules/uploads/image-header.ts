/**
 * What an image's first bytes say, read before any decoder sees them: its type by magic number,
 * and the size its header declares. Decoders are lenient where the upload rules are not: libvips
 * reads a GIF whose header says 0 x 0 as a 1 x 1 picture, so a zero dimension has to be caught in
 * the header itself.
 */

/** Image types accepted, told by their first bytes (never by the file name or the client's type). */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The image type of these bytes by magic number, or null for anything else (HTML, SVG, scripts...). */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export interface DeclaredSize {
  width: number;
  height: number;
}

/** GIF: the logical screen, little-endian, right after `GIF87a` / `GIF89a`. */
function gifSize(bytes: Buffer): DeclaredSize | null {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** PNG: the IHDR chunk, which must come first, big-endian. */
function pngSize(bytes: Buffer): DeclaredSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0 to SOF15), without DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the first start-of-frame segment, walked to segment by segment (height, then width). */
function jpegSize(bytes: Buffer): DeclaredSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // The scan starts (or the image ends) before any frame: nothing declared.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * WebP: a lossy (`VP8 `) frame stores its 14-bit size as is, so it can say 0; the lossless
 * (`VP8L`) and extended (`VP8X`) headers store the size minus one, never below 1.
 */
function webpSize(bytes: Buffer): DeclaredSize | null {
  if (bytes.length < 30 || bytes.toString('latin1', 12, 16) !== 'VP8 ') return null;
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

/** The width and height the header of an image of this type declares, or null when it cannot be read here. */
export function declaredSizeOf(bytes: Buffer, type: ImageType): DeclaredSize | null {
  return { gif: gifSize, png: pngSize, jpeg: jpegSize, webp: webpSize }[type](bytes);
}
