/**
 * Sending a message (`chat/chat`), every rule once: a re-send of a stored sign is acknowledged again
 * with what was stored; otherwise the sender's rate limit, the receiver (known, not oneself), blocks
 * either way and the subscription rule (access/chat-rule.ts), the text (trimmed, 1 to 2,000 characters),
 * the photo (the sender's own JPEG, PNG or GIF upload) or a creator's paid message (1 to 10 such
 * pictures or one of their videos, and a price), then the store. `sendChatMessage` is the one way to send a message, for
 * the socket and for other senders (mass messages, issue 25) alike. What breaks a rule is a
 * ChatRefusal with its code and message; nothing is stored then.
 */
import type { ChatSend, ChatErrorCode } from '../../../src/contract/chat/chat-socket.ts';
import {
  CHAT_PAID_MEDIA_MAX,
  CHAT_TEXT_MAX_LENGTH,
  checkChatText,
  paidMessageProblem,
} from '../../../src/contract/chat/chat-rules.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { amountToCents } from '../../../src/contract/rules/money-rules.ts';
import { POST_PRICE_MAX } from '../../../src/contract/rules/publish-limits.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { RateLimits } from '../../auth/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import { ServiceError } from '../../core/service-error.ts';
import { chatMessages } from '../../core/metrics.ts';
import type { MessageId, MessageValues } from '../../i18n/messages.ts';
import { chatImageOf } from './chat-images.ts';
import { chatVideoOf } from './chat-videos.ts';
import { reachOf } from '../../access/chat-rule.ts';
import { findBySign, storeMessage, type NewChatMessage, type StoredChatMessage } from './chat-store.ts';

/** A message or frame the server will not take: the code the app reads and the sentence it shows. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly messageId: MessageId,
    readonly values: MessageValues = {},
    /** 422 when the chat token or its session has ended. */
    readonly status: 0 | 422 = 0,
  ) {
    super(code);
    this.name = 'ChatRefusal';
  }
}

export interface ChatSendDeps {
  db: Database;
  limits: RateLimits;
  now(): Date;
}

/** Counts the message against the sender's limit; the refusal names the wait. */
async function countAgainstLimit(limits: RateLimits, senderId: number) {
  try {
    await limits.consume(['chatMessagePerUser', String(senderId)]);
  } catch (error) {
    if (error instanceof ServiceError)
      throw new ChatRefusal('chat.tooMany', 'server.chat.tooMany', error.values);
    throw error;
  }
}

/** What the message carries once its content passed the rules. */
async function contentOf(
  db: Database,
  senderId: number,
  input: ChatSend,
): Promise<Pick<NewChatMessage, 'msgType' | 'body' | 'image' | 'paid'>> {
  if (input.msgType === 'text') {
    const checked = checkChatText(input.content);
    if ('problem' in checked) {
      if (checked.problem === 'empty') throw new ChatRefusal('chat.emptyText', 'server.chat.emptyText');
      throw new ChatRefusal('chat.textTooLong', 'server.chat.textTooLong', { max: CHAT_TEXT_MAX_LENGTH });
    }
    return { msgType: 'text', body: checked.text, image: null };
  }
  if (input.msgType === 'paid') return paidContentOf(db, senderId, input);
  const { uploadId, originalKey, width, height } = await pictureOf(db, senderId, input.content);
  return { msgType: 'photos', body: '', image: { uploadId, originalKey, width, height } };
}

/** The sender's own JPEG, PNG or GIF upload `reference` names, or the refusal. */
async function pictureOf(db: Database, senderId: number, reference: string) {
  const image = await chatImageOf(db, senderId, reference);
  if (!image.ok) {
    if (image.reason === 'imageType') throw new ChatRefusal('chat.imageType', 'server.chat.imageType');
    throw new ChatRefusal('chat.badImage', 'server.chat.badImage');
  }
  return image;
}

/** A paid message's price and pictures once they passed the rules, ready to store. */
export type PaidContent = NonNullable<NewChatMessage['paid']>;

/**
 * The paid message rule, for the chat and for mass messages alike (issue 25): 1 to 10 pictures,
 * each the sender's own JPEG, PNG or GIF upload (a photo's rule), and a price by the pay-per-post
 * rule (above 0, at most 90, two decimals). Throws the ChatRefusal the first broken rule names.
 */
export async function checkPaidContent(
  db: Database,
  senderId: number,
  references: readonly string[],
  price: number | undefined,
): Promise<PaidContent> {
  const problem = paidMessageProblem(references.length, price);
  if (problem === 'media')
    throw new ChatRefusal('chat.paidMedia', 'server.chat.paidMedia', { max: CHAT_PAID_MEDIA_MAX });
  if (problem === 'price')
    throw new ChatRefusal('chat.paidPrice', 'server.chat.paidPrice', { min: 0.01, max: POST_PRICE_MAX });
  const media = [];
  for (const reference of references) {
    const { uploadId, originalKey, blurKey, width, height } = await pictureOf(db, senderId, reference);
    media.push({ uploadId, originalKey, blurKey, width, height });
  }
  return { priceCents: amountToCents(price!), media };
}

/**
 * A paid message with a video instead of pictures, for the chat and for mass messages alike (issue
 * 25): no picture beside it, the price of the same rule, and one of the sender's own video uploads
 * that finished uploading (being encoded is fine: the message plays once it is; a failed encoding
 * is refused).
 */
export async function checkPaidVideo(
  db: Database,
  senderId: number,
  reference: string,
  pictures: readonly string[],
  price: number | undefined,
): Promise<PaidContent> {
  const problem = paidMessageProblem(pictures.length, price, true);
  if (problem === 'mixed') throw new ChatRefusal('chat.paidMixed', 'server.chat.paidMixed');
  if (problem === 'price')
    throw new ChatRefusal('chat.paidPrice', 'server.chat.paidPrice', { min: 0.01, max: POST_PRICE_MAX });
  const video = await chatVideoOf(db, senderId, reference);
  if (!video) throw new ChatRefusal('chat.badVideo', 'server.chat.badVideo');
  return { priceCents: amountToCents(price!), media: [], video };
}

/**
 * A creator's paid message (issue 25): only an approved creator sends one; the pictures and price
 * of `checkPaidContent` (or a video, `checkPaidVideo`) and an optional caption of at most 2,000 characters.
 */
async function paidContentOf(
  db: Database,
  senderId: number,
  input: ChatSend,
): Promise<Pick<NewChatMessage, 'msgType' | 'body' | 'image' | 'paid'>> {
  const [sender] = await db
    .select({ authStatus: users.authStatus })
    .from(users)
    .where(eq(users.id, senderId));
  if (sender?.authStatus !== AUTH_STATUS.creator)
    throw new ChatRefusal('chat.paidNotCreator', 'server.chat.paidNotCreator');
  const paid =
    input.video === undefined
      ? await checkPaidContent(db, senderId, input.media ?? [], input.price)
      : await checkPaidVideo(db, senderId, input.video, input.media ?? [], input.price);
  const caption = input.content.trim();
  if (caption.length > CHAT_TEXT_MAX_LENGTH)
    throw new ChatRefusal('chat.textTooLong', 'server.chat.textTooLong', { max: CHAT_TEXT_MAX_LENGTH });
  return { msgType: 'paid', body: caption, image: null, paid };
}

/**
 * Stores a message from `sender`, or finds the one already stored under its sign (`duplicate`: the
 * ack was lost and the app sent it again). Throws ChatRefusal when a rule refuses it.
 */
export async function sendChatMessage(
  deps: ChatSendDeps,
  sender: { id: number; uuid: string },
  input: ChatSend,
): Promise<{ stored: StoredChatMessage; duplicate: boolean }> {
  const earlier = await findBySign(deps.db, sender.id, input.sign);
  if (earlier) return { stored: earlier, duplicate: true };

  await countAgainstLimit(deps.limits, sender.id);
  if (input.to_uuid.toLowerCase() === sender.uuid.toLowerCase()) {
    throw new ChatRefusal('chat.self', 'server.chat.self');
  }
  const reach = await reachOf(deps.db, sender.id, input.to_uuid.toLowerCase(), deps.now());
  switch (reach.kind) {
    case 'unknown':
      throw new ChatRefusal('chat.unknownUser', 'server.user.notFound');
    case 'self':
      throw new ChatRefusal('chat.self', 'server.chat.self');
    case 'blocked':
      throw new ChatRefusal('chat.blocked', 'server.chat.blocked');
    case 'notSubscribed':
      // The app's own words for the rule, naming the receiver as the room does.
      throw new ChatRefusal('info.subscribeBeforeChat', 'info.subscribeBeforeChat', {
        name: reach.receiver.name,
      });
    case 'allowed':
      break;
  }
  const content = await contentOf(deps.db, sender.id, input);
  const result = await storeMessage(
    deps.db,
    { sender, receiver: reach.receiver, sign: input.sign, clientTime: input.microtime, ...content },
    deps.now(),
  );
  if (!result.duplicate) chatMessages.inc();
  return result;
}
