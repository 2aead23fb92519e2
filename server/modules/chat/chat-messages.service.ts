/**
 * Sending a message (`chat/chat`), every rule once: a re-send of a stored sign is acknowledged again
 * with what was stored; otherwise the sender's rate limit, the receiver (known, not oneself), blocks
 * either way and the subscription rule (access/chat-rule.ts), the text (trimmed, 1 to 2,000 characters) or
 * the photo (the sender's own JPEG, PNG or GIF upload), then the store. What breaks a rule is a
 * ChatRefusal with its code and message; nothing is stored then.
 */
import type { ChatSend, ChatErrorCode } from '../../../src/contract/chat/chat-socket.ts';
import { CHAT_TEXT_MAX_LENGTH, checkChatText } from '../../../src/contract/chat/chat-rules.ts';
import type { RateLimits } from '../../auth/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import { ServiceError } from '../../core/service-error.ts';
import { chatMessages } from '../../core/metrics.ts';
import type { MessageId, MessageValues } from '../../i18n/messages.ts';
import { chatImageOf } from './chat-images.ts';
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
): Promise<Pick<NewChatMessage, 'msgType' | 'body' | 'image'>> {
  if (input.msgType === 'text') {
    const checked = checkChatText(input.content);
    if ('problem' in checked) {
      if (checked.problem === 'empty') throw new ChatRefusal('chat.emptyText', 'server.chat.emptyText');
      throw new ChatRefusal('chat.textTooLong', 'server.chat.textTooLong', { max: CHAT_TEXT_MAX_LENGTH });
    }
    return { msgType: 'text', body: checked.text, image: null };
  }
  const image = await chatImageOf(db, senderId, input.content);
  if (!image.ok) {
    if (image.reason === 'imageType') throw new ChatRefusal('chat.imageType', 'server.chat.imageType');
    throw new ChatRefusal('chat.badImage', 'server.chat.badImage');
  }
  const { uploadId, originalKey, width, height } = image;
  return { msgType: 'photos', body: '', image: { uploadId, originalKey, width, height } };
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
