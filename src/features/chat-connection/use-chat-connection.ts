/**
 * The app's one chat connection (spec §4: the socket connects when the user logs in and closes at
 * logout). The chat keeper (src/app/session/chat-keeper.tsx) holds it for the whole session; the
 * chat screen holds the same one while it is open. A story's screen, with no keeper, opens its own
 * with a fake socket. Whoever lets go last closes it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAppConfig } from '../../api/app-config.ts';
import { userInfoKeys, useUserInfo } from '../../api/get-user-info.ts';
import { storedOrBrowserLocale } from '../../i18n/use-locale.ts';
import { ChatConnection, createRealChatSocket, type CreateChatSocket } from './chat-connection.ts';

interface Held {
  /** The chat token, socket address and `via` it was opened with. */
  key: string;
  createSocket: CreateChatSocket;
  connection: ChatConnection;
  holders: number;
}

let held: Held | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hold(key: string, createSocket: CreateChatSocket, open: () => ChatConnection): ChatConnection {
  if (held && held.key === key && held.createSocket === createSocket) {
    held.holders += 1;
    return held.connection;
  }
  // Another token (a new session) or address: the old socket is not the user's any more.
  held?.connection.close();
  const connection = open();
  held = { key, createSocket, connection, holders: 1 };
  connection.connect();
  changed();
  return connection;
}

function release(connection: ChatConnection): void {
  if (held?.connection !== connection) return;
  held.holders -= 1;
  if (held.holders > 0) return;
  held = null;
  connection.close();
  changed();
}

/**
 * Holds the signed-in user's chat connection while the caller is mounted; null until the user's
 * chat token and the socket's address are known.
 */
export function useChatConnection(
  createSocket: CreateChatSocket = createRealChatSocket,
): ChatConnection | null {
  const queryClient = useQueryClient();
  const chatToken = useUserInfo().data?.chat_token;
  const config = useAppConfig();
  const url = config.data?.im_url[0];
  const via = config.data?.via ?? '';
  const key = chatToken && url ? `${chatToken} ${url} ${via}` : null;
  useEffect(() => {
    if (!key || !chatToken || !url) return undefined;
    const opened = hold(
      key,
      createSocket,
      () =>
        new ChatConnection({
          url,
          via,
          // The language of the moment the socket signs in (again): the server's refusals use it.
          init: () => ({ chat_token: chatToken, lang: storedOrBrowserLocale() }),
          queryClient,
          createSocket,
          // The token ended with its session, or was replaced: the user's record carries the new one.
          onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: userInfoKeys.root }),
        }),
    );
    return () => release(opened);
  }, [key, chatToken, url, via, queryClient, createSocket]);
  return useSyncExternalStore(
    subscribe,
    () => (held && held.key === key && held.createSocket === createSocket ? held.connection : null),
    () => null,
  );
}
