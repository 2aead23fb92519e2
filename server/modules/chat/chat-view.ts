/** A stored message as one viewer is shown it (chatWireMessageSchema): their photo URL, their flags. */
import type { ChatWireMessage } from '../../../src/contract/chat/chat-entities.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { viewerKeyOf, type MediaUrls } from '../../media/signing.ts';
import type { StoredChatMessage } from './chat-store.ts';

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
