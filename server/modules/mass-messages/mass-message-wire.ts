/**
 * A mass message as the creator's list shows it (massMessageSchema): the row, its pictures' public
 * previews, and its video's state as the upload's row says (the video job fills it as it encodes).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { MassMessage, MassMessageVideo } from '../../../src/contract/entities-mass-messages.ts';
import type {
  MassMessageAudience,
  MassMessageStatus,
} from '../../../src/contract/rules/mass-message-rules.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { massMessageMedia, type massMessages, uploads } from '../../db/schema.ts';
import type { MediaUrls } from '../../media/signing.ts';

type MassMessageRow = typeof massMessages.$inferSelect;

/** A paid mass message's video as its upload's row says (the video job fills it as it encodes). */
export interface MassVideoState {
  /** The upload's status: 'uploaded' or 'processing' until encoded, 'ready', or 'failed'. */
  status: string;
  blurKey: string;
  videoTime: number;
}

/** The video as the creator's list shows it: its status, and once encoded its blurred poster and length. */
function videoToWire(media: MediaUrls, video: MassVideoState): MassMessageVideo {
  const ready = video.status === 'ready';
  return {
    status: ready ? 'ready' : video.status === 'failed' ? 'failed' : 'processing',
    poster_blur: ready && video.blurKey !== '' ? media.publicUrl(video.blurKey) : '',
    duration: ready ? video.videoTime : 0,
  };
}

/**
 * The row as the wire carries it; `blurKeys`: its pictures' public previews, in order; `video`: its
 * video's upload, for one that carries a video.
 */
export function massMessageToWire(
  media: MediaUrls,
  row: MassMessageRow,
  blurKeys: readonly string[] = [],
  video: MassVideoState | null = null,
): MassMessage {
  return {
    id: row.id,
    text: row.body,
    audience: row.audience as MassMessageAudience,
    plan_id: row.planId ?? 0,
    plan_name: row.planName,
    list_id: row.listId ?? 0,
    list_name: row.listName,
    min_amount: centsToAmount(row.minSpentCents),
    price: row.priceCents === null ? 0 : centsToAmount(row.priceCents),
    previews: blurKeys.map((key) => media.publicUrl(key)),
    video: video && videoToWire(media, video),
    status: row.status as MassMessageStatus,
    send_ts: Math.floor(row.sendAt.getTime() / 1000),
    send_at: row.sendAt.toISOString(),
    recipients: row.recipients,
    delivered: row.delivered,
    created_ts: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The rows as the wire carries them, with their pictures' previews or their video (one query for all). */
export async function wireOf(
  media: MediaUrls,
  db: Database | Transaction,
  rows: readonly MassMessageRow[],
): Promise<MassMessage[]> {
  const paidIds = rows.filter((row) => row.priceCents !== null).map((row) => row.id);
  const parts =
    paidIds.length === 0
      ? []
      : await db
          .select({
            massMessageId: massMessageMedia.massMessageId,
            kind: uploads.kind,
            status: uploads.status,
            blurKey: uploads.blurKey,
            videoTime: uploads.videoTime,
          })
          .from(massMessageMedia)
          .innerJoin(uploads, eq(uploads.id, massMessageMedia.uploadId))
          .where(inArray(massMessageMedia.massMessageId, paidIds))
          .orderBy(asc(massMessageMedia.massMessageId), asc(massMessageMedia.position));
  return rows.map((row) => {
    const own = parts.filter((part) => part.massMessageId === row.id);
    return massMessageToWire(
      media,
      row,
      own.filter((part) => part.kind !== 'video').map((picture) => picture.blurKey),
      own.find((part) => part.kind === 'video') ?? null,
    );
  });
}
