/** A stored message as one viewer is shown it (chatWireMessageSchema): their photo URL, their flags. */
import type { ChatPaidVideo, ChatWireMessage } from '../../../src/contract/chat/chat-entities.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { viewerKeyOf, type MediaUrls } from '../../media/signing.ts';
import { videoKeys } from '../media-processing/video-keys.ts';
import type { PaidVideo, StoredChatMessage } from './chat-store.ts';

/**
 * A paid message's video for one viewer: its status, and once encoded its public blurred poster;
 * the poster and the HLS playlist only when it `opens` for them, signed and bound to them.
 */
function videoOf(
  media: MediaUrls,
  video: PaidVideo,
  opens: boolean,
  viewerKey: string,
  nowSeconds: number,
): ChatPaidVideo {
  const ready = video.status === 'ready';
  const keys = videoKeys(video.uploadPublicId);
  const playable = ready && opens;
  return {
    status: ready ? 'ready' : video.status === 'failed' ? 'failed' : 'processing',
    poster_blur: ready && video.blurKey !== '' ? media.publicUrl(video.blurKey) : '',
    poster: playable ? media.signedUrl(keys.poster, viewerKey, nowSeconds) : '',
    hls: playable ? media.hlsUrl(keys.master, viewerKey, nowSeconds) : '',
    duration: ready ? video.videoTime : 0,
    width: ready ? video.width : 0,
    height: ready ? video.height : 0,
  };
}

/**
 * The message for `viewerId`, one of its two people. A photo's content is its original, signed for
 * that viewer (docs/api.md 5.6: opened with their media pass, valid an hour or more); a paid
 * message's pictures are their public blurred previews, with the originals signed the same way for
 * the sender and, once paid, the fan; `unread` says
 * whether it was sent to them after what they have read.
 */
export function wireMessageOf(
  media: MediaUrls,
  message: StoredChatMessage,
  viewerId: number,
  options: { unread: boolean; nowSeconds: number },
): ChatWireMessage {
  const createdSeconds = Math.floor(message.createdAt / 1000);
  const photo = message.msgType === 'photos' ? message.image : null;
  const paid = message.msgType === 'paid' ? message.paid : null;
  // Nothing locked leaves the server: the fan gets the originals only once paid.
  const opens = paid !== null && (message.senderId === viewerId || paid.bought);
  const viewerKey = viewerKeyOf({ userId: viewerId });
  return {
    id: message.id,
    sign: message.sign,
    from_uuid: message.senderUuid,
    to_uuid: message.receiverUuid,
    msgType: message.msgType,
    content: photo ? media.signedUrl(photo.originalKey, viewerKey, options.nowSeconds) : message.body,
    tip_amount: message.tipCents === null ? 0 : centsToAmount(message.tipCents),
    price: paid ? centsToAmount(paid.priceCents) : 0,
    media: (paid?.media ?? []).map((picture) => ({
      preview: media.publicUrl(picture.blurKey),
      url: opens ? media.signedUrl(picture.originalKey, viewerKey, options.nowSeconds) : '',
      width: picture.width,
      height: picture.height,
    })),
    video: paid?.video ? videoOf(media, paid.video, opens, viewerKey, options.nowSeconds) : null,
    bought: paid?.bought ? 1 : 0,
    width: photo?.width ?? 0,
    height: photo?.height ?? 0,
    microtime: message.clientTime,
    created_ts: createdSeconds,
    created_at: new Date(message.createdAt).toISOString(),
    self: message.senderId === viewerId ? 1 : 0,
    unread: options.unread && message.receiverId === viewerId ? 1 : 0,
  };
}
