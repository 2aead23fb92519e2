/**
 * The chat WebSocket on the server's own port (`GET /ws` upgraded; app/config's `im_url`), served
 * by `ws` without compression (frames are encrypted, so they do not compress) and with frames of at
 * most CHAT_FRAME_MAX_BYTES. Any other upgrade is refused. When the server stops, every socket is
 * closed with 1001 before the HTTP server closes, so the app reconnects to another process.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { chatSocketsOpen } from '../../core/metrics.ts';
import { CHAT_FRAME_MAX_BYTES } from '../../../src/contract/chat/chat-rules.ts';
import { CHAT_SOCKET_PATH } from '../../../src/contract/chat/chat-socket.ts';
import { serveChatSocket, type ChatSocketDeps } from './serve-chat-socket.ts';

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Serves the chat socket on the app's HTTP server. */
export function installChatSocket(app: FastifyInstance, deps: Omit<ChatSocketDeps, 'log'>) {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: CHAT_FRAME_MAX_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let served = 0;
  let closing = false;

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (closing) return refuseUpgrade(socket, '503 Service Unavailable');
    if (path !== CHAT_SOCKET_PATH || request.method !== 'GET') return refuseUpgrade(socket, '404 Not Found');
    socket.on('error', () => socket.destroy());
    sockets.handleUpgrade(request, socket, head, (ws) => {
      served += 1;
      chatSocketsOpen.inc();
      ws.once('close', () => chatSocketsOpen.dec());
      serveChatSocket(ws, request, { ...deps, log: app.log }, `${deps.hub.bus.processId}:${served}`);
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    await deps.hub.close();
    sockets.close();
  });
}
