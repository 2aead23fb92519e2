/** Adds the mark's tile to a picture's pixels: pure, over a decoded buffer. */
import { TILE_PX } from './layout.ts';

/** CLAMPED[(offset + 128) * 256 + value] = value + offset, clamped to 0..255: one load per byte. */
const CLAMPED = new Uint8Array(256 * 256);
for (let offset = -128; offset < 128; offset += 1)
  for (let value = 0; value < 256; value += 1)
    CLAMPED[(offset + 128) * 256 + value] = Math.max(0, Math.min(255, value + offset));

/**
 * Adds `offsets` (a TILE_PX x TILE_PX tile, repeated from the top-left corner) to the colour
 * channels of interleaved 8-bit pixels, in place, clamped to 0..255. The same offset on R, G and
 * B changes luma only, where JPEG keeps the most detail. An alpha channel (the last of 2 or 4)
 * is left alone. About 7 ms for 1920 x 1280 RGB (docs/benchmarks.md).
 */
export function addTile(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  offsets: Int8Array,
) {
  const colours = channels === 2 || channels === 4 ? channels - 1 : channels;
  const mask = TILE_PX - 1;
  for (let y = 0; y < height; y += 1) {
    const tileRow = (y & mask) * TILE_PX;
    let at = y * width * channels;
    for (let x = 0; x < width; x += 1, at += channels) {
      const base = (offsets[tileRow + (x & mask)]! + 128) << 8;
      pixels[at] = CLAMPED[base + pixels[at]!]!;
      if (colours === 3) {
        pixels[at + 1] = CLAMPED[base + pixels[at + 1]!]!;
        pixels[at + 2] = CLAMPED[base + pixels[at + 2]!]!;
      }
    }
  }
}
