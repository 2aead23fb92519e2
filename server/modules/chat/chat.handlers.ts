/** chat/getHistory, chat/getContactList and chat/markRead; messages go over the socket (chat-socket.routes.ts). */
import {
  getChatContactListCall,
  getChatHistoryCall,
  markChatReadCall,
} from '../../../src/contract/chat/chat-calls.ts';
import { handle } from '../../http/call-context.ts';
import { chatContacts } from './chat-contacts.service.ts';
import { chatHistory, chatViewerOf, markChatRead } from './chat-history.service.ts';

export const chatHandlers = [
  handle(getChatHistoryCall, async (ctx, input) =>
    chatHistory(ctx, await chatViewerOf(ctx), input.from_uuid, input.cursor),
  ),
  handle(getChatContactListCall, async (ctx, input) =>
    chatContacts(ctx, await chatViewerOf(ctx), input.cursor, input.limit),
  ),
  handle(markChatReadCall, async (ctx, input) =>
    markChatRead(ctx, (await chatViewerOf(ctx)).id, input.from_uuid, input.id),
  ),
];
