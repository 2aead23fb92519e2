/** A stored message as one viewer is shown it (chatWireMessageSchema): their photo URL, their flags. */
import type { ChatWireMessage } from '../../../src/contract/chat/chat-entities.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { viewerKeyOf, type MediaUrls } from '../../media/signing.ts';
import type { StoredChatMessage } from './chat-store.ts';

/**
 * The message for `viewerId`, one of its two people. A photo's content is its original, signed for
 * that viewer (docs/api.md 5.6: opened with their media pass, valid an hour or more); `unread` says
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
  return {
    id: message.id,
    sign: message.sign,
    from_uuid: message.senderUuid,
    to_uuid: message.receiverUuid,
    msgType: message.msgType,
    content: photo
      ? media.signedUrl(photo.originalKey, viewerKeyOf({ userId: viewerId }), options.nowSeconds)
      : message.body,
    tip_amount: message.tipCents === null ? 0 : centsToAmount(message.tipCents),
    width: photo?.width ?? 0,
    height: photo?.height ?? 0,
    microtime: message.clientTime,
    created_ts: createdSeconds,
    created_at: new Date(message.createdAt).toISOString(),
    self: message.senderId === viewerId ? 1 : 0,
    unread: options.unread && message.receiverId === viewerId ? 1 : 0,
  };
}
