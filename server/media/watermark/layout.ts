/**
 * The mark's tile: CELLS x CELLS cells, each CELL_PX pixels of the served image, repeated over the
 * whole picture so any crop keeps whole tiles. A quarter of the cells are a pilot (a fixed,
 * keyed +-1 pattern the detector searches for to recover scale and offset); the others carry the
 * payload bits, each bit spread over a dozen cells scattered across the tile and multiplied by a
 * keyed +-1 chip (spread spectrum), so the picture's own content averages out when read.
 */
import { createHmac } from 'node:crypto';
import { PAYLOAD_BITS } from './payload.ts';

export const CELLS = 32;
export const CELL_PX = 8;
/** The tile's side in pixels of the served image. */
export const TILE_PX = CELLS * CELL_PX;
const PILOT_SHARE = 0.25;

export interface MarkLayout {
  /** Per cell: +-1 chip. */
  chips: Int8Array;
  /** Per cell: the payload bit it carries, or -1 for a pilot cell. */
  bitOf: Int16Array;
}

/** A deterministic generator of 32-bit words from the key (HMAC-SHA-256 in counter mode). */
function keyedWords(secret: Buffer, label: string) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at >= block.length) {
      block = createHmac('sha256', secret).update(`${label}:${counter++}`).digest();
      at = 0;
    }
    const word = block.readUInt32BE(at);
    at += 4;
    return word;
  };
}

/** The keyed layout: which cells are pilot, which bit each other cell carries, every chip. */
export function markLayout(secret: Buffer): MarkLayout {
  const next = keyedWords(secret, 'fanvault-watermark-layout');
  const count = CELLS * CELLS;
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = next() % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const pilots = Math.round(count * PILOT_SHARE);
  const bitOf = new Int16Array(count);
  order.forEach((cell, rank) => {
    bitOf[cell] = rank < pilots ? -1 : (rank - pilots) % PAYLOAD_BITS;
  });
  const chips = new Int8Array(count);
  for (let i = 0; i < count; i += 1) chips[i] = next() & 1 ? 1 : -1;
  return { chips, bitOf };
}

/** The tile's cell values (+-1) for these payload bits. */
export function tileCells(layout: MarkLayout, bits: Int8Array): Int8Array {
  const cells = new Int8Array(CELLS * CELLS);
  for (let i = 0; i < cells.length; i += 1) {
    const bit = layout.bitOf[i]!;
    cells[i] = bit < 0 ? layout.chips[i]! : layout.chips[i]! * bits[bit]!;
  }
  return cells;
}

/**
 * The tile as TILE_PX x TILE_PX luma offsets: each cell a block of +-amplitude whose edges blend
 * into its neighbours over a few pixels (a hard block edge is what an eye notices on a smooth sky).
 */
export function tileOffsets(cells: Int8Array, amplitude: number): Int8Array {
  // Along one axis, per pixel: the cell, the nearer neighbour cell, and this cell's weight
  // (1 inside, falling to 0.5 at the edge, so neighbours of the same sign join smoothly).
  const cellAt = new Int32Array(TILE_PX);
  const neighbourAt = new Int32Array(TILE_PX);
  const weight = new Float32Array(TILE_PX);
  for (let p = 0; p < TILE_PX; p += 1) {
    const inCell = (p % CELL_PX) + 0.5;
    const cell = Math.floor(p / CELL_PX);
    cellAt[p] = cell;
    neighbourAt[p] = (cell + (inCell < CELL_PX / 2 ? CELLS - 1 : 1)) % CELLS;
    weight[p] = Math.min(1, 0.5 + Math.min(inCell, CELL_PX - inCell) / 4);
  }
  const offsets = new Int8Array(TILE_PX * TILE_PX);
  for (let y = 0; y < TILE_PX; y += 1) {
    const row = cellAt[y]! * CELLS;
    const otherRow = neighbourAt[y]! * CELLS;
    const wy = weight[y]!;
    for (let x = 0; x < TILE_PX; x += 1) {
      const cx = cellAt[x]!;
      const nx = neighbourAt[x]!;
      const wx = weight[x]!;
      const value =
        wy * (wx * cells[row + cx]! + (1 - wx) * cells[row + nx]!) +
        (1 - wy) * (wx * cells[otherRow + cx]! + (1 - wx) * cells[otherRow + nx]!);
      offsets[y * TILE_PX + x] = Math.round(value * amplitude);
    }
  }
  return offsets;
}
