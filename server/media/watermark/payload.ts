/**
 * What an invisible mark carries: the viewer's user id and the post's id, 24 bits each, and a
 * 16-bit keyed check (HMAC-SHA-256 under the watermark key), so a copy whose bits were read
 * wrongly, or an unmarked picture whose noise happened to decode, is almost never taken for a
 * mark (one chance in 65,536 per reading, after the sync test has already passed).
 */
import { createHmac } from 'node:crypto';

/** The viewer and the post a served copy was made for. */
export interface MarkPayload {
  viewerId: number;
  postId: number;
}

export const ID_BITS = 24;
const CHECK_BITS = 16;
/** Bits the mark carries in all. */
export const PAYLOAD_BITS = 2 * ID_BITS + CHECK_BITS;
/** The largest id a mark can name. */
export const MAX_MARKED_ID = 2 ** ID_BITS - 1;

function idBytes({ viewerId, postId }: MarkPayload): Buffer {
  const bytes = Buffer.alloc(6);
  bytes.writeUIntBE(viewerId, 0, 3);
  bytes.writeUIntBE(postId, 3, 3);
  return bytes;
}

function checkOf(secret: Buffer, ids: Buffer): number {
  return createHmac('sha256', secret).update('fanvault-watermark-check').update(ids).digest().readUInt16BE(0);
}

/** True when both ids fit in a mark. */
export function canMark(payload: MarkPayload): boolean {
  const fits = (id: number) => Number.isInteger(id) && id >= 0 && id <= MAX_MARKED_ID;
  return fits(payload.viewerId) && fits(payload.postId);
}

/** The payload as PAYLOAD_BITS values of +1 (bit 1) or -1 (bit 0), most significant first. */
export function payloadBits(secret: Buffer, payload: MarkPayload): Int8Array {
  if (!canMark(payload)) throw new RangeError('A mark names ids below 2^24 only');
  const ids = idBytes(payload);
  const all = Buffer.concat([ids, Buffer.alloc(2)]);
  all.writeUInt16BE(checkOf(secret, ids), 6);
  const bits = new Int8Array(PAYLOAD_BITS);
  for (let i = 0; i < PAYLOAD_BITS; i += 1) bits[i] = (all[i >> 3]! >> (7 - (i & 7))) & 1 ? 1 : -1;
  return bits;
}

/** The payload of read bits (signs of soft values), or null when the check does not match. */
export function payloadOf(secret: Buffer, soft: ArrayLike<number>): MarkPayload | null {
  const all = Buffer.alloc(8);
  for (let i = 0; i < PAYLOAD_BITS; i += 1) if (soft[i]! > 0) all[i >> 3]! |= 1 << (7 - (i & 7));
  const ids = all.subarray(0, 6);
  if (checkOf(secret, ids) !== all.readUInt16BE(6)) return null;
  return { viewerId: ids.readUIntBE(0, 3), postId: ids.readUIntBE(3, 3) };
}
