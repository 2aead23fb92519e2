/**
 * The invisible mark, as the media routes and the leak tracer use it: sharp decodes, the pure
 * parts (layout.ts, embed.ts, detect.ts) mark and read. Issue 26's numbers and how they are met:
 * docs/decisions.md ("Leaks traced to the viewer"), measured in `npm run bench:media`.
 */
import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { findSyncs } from './detect.ts';
import { addTile } from './embed.ts';
import { markLayout, tileCells, tileOffsets } from './layout.ts';
import { canMark, payloadBits, payloadOf, type MarkPayload } from './payload.ts';
import { drawVisibleMark, type VisibleMarkDrawing } from './visible.ts';

/** Luma offset of a cell at its centre: PSNR about 40 dB, invisible on a smooth sky. */
export const MARK_AMPLITUDE = 3;
/**
 * How far the pilot's correlation must stand out (in standard deviations) for a reading to count:
 * unmarked pictures reach about 4.5 at most, marked copies 10 and more (docs/benchmarks.md).
 */
export const MIN_SYNC_SCORE = 6.5;
/** Copies larger than this (long side, px) are read scaled down: as reliable and much faster. */
const READ_SIDE = 1100;
/** Tiles kept in memory: one per (viewer, post) recently served, 64 KB each. */
const TILES_KEPT = 256;
/** Image types a mark is added to; an animated GIF is served as it is (docs/operations.md). */
export const MARKABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface FoundMark extends MarkPayload {
  /** The pilot's correlation score (MIN_SYNC_SCORE and up). */
  score: number;
  /** The copy's scale relative to the served picture. */
  scale: number;
}

export interface Watermarker {
  /**
   * The picture with the invisible mark of `payload`, in the same format, or null when the type
   * is not markable or an id does not fit a mark. A `visible` mark (the creator's choice) is drawn
   * first, so the invisible one lies over it and still reads.
   */
  mark(
    bytes: Buffer,
    contentType: string,
    payload: MarkPayload,
    visible?: VisibleMarkDrawing | null,
  ): Promise<Buffer | null>;
  /** The mark in a copy, or null when none is found. */
  read(bytes: Buffer): Promise<FoundMark | null>;
}

/**
 * The mark's key, derived from MEDIA_SIGNING_KEY under its own label: every process, and the
 * leak tracer, agree on it; whoever lacks it can neither read the mark nor forge another viewer's.
 * A new signing key makes copies served before it unreadable (docs/operations.md).
 */
export function watermarkSecretOf(mediaSigningKey: string): Buffer {
  return createHmac('sha256', mediaSigningKey).update('fanvault-watermark').digest();
}

/** A watermarker under `secret` (derived from the media signing key: every process agrees). */
export function createWatermarker(secret: Buffer): Watermarker {
  const layout = markLayout(secret);
  const tiles = new Map<string, Int8Array>();
  const tileOf = (payload: MarkPayload) => {
    const name = `${payload.viewerId}:${payload.postId}`;
    let tile = tiles.get(name);
    if (!tile) {
      tile = tileOffsets(tileCells(layout, payloadBits(secret, payload)), MARK_AMPLITUDE);
      if (tiles.size >= TILES_KEPT) tiles.delete(tiles.keys().next().value!);
      tiles.set(name, tile);
    }
    return tile;
  };
  return {
    async mark(bytes, contentType, payload, visible) {
      if (!MARKABLE_TYPES.has(contentType) || !canMark(payload)) return null;
      const { data, info } = await sharp(bytes, { failOn: 'none' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (visible) await drawVisibleMark(data, info.width, info.height, info.channels, visible);
      addTile(data, info.width, info.height, info.channels, tileOf(payload));
      const marked = sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
      // Huffman optimisation would double the JPEG encode's time for a few per cent of bytes.
      if (contentType === 'image/jpeg') return marked.jpeg({ quality: 90, optimiseCoding: false }).toBuffer();
      if (contentType === 'image/png')
        return marked.png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer();
      return marked.webp({ quality: 90, effort: 1 }).toBuffer();
    },
    async read(bytes) {
      const image = sharp(bytes, { failOn: 'none' })
        .resize({ width: READ_SIDE, height: READ_SIDE, fit: 'inside', withoutEnlargement: true })
        .greyscale();
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const { width: original = info.width } = await sharp(bytes).metadata();
      for (const sync of findSyncs(data, info.width, info.height, layout)) {
        if (sync.score < MIN_SYNC_SCORE) continue;
        const payload = payloadOf(secret, sync.soft);
        if (payload)
          return { ...payload, score: sync.score, scale: (sync.period / 256) * (original / info.width) };
      }
      return null;
    },
  };
}
