/**
 * A TCP relay in front of a chat server, as the network between a phone and the server:
 * `dropReplies` makes it lose everything the server sends from then on (the acks of messages it
 * stores, a close frame), and `close` ends the client's connections without a close frame.
 */
import { once } from 'node:events';
import net from 'node:net';

export interface ChatRelay {
  /** The socket URL through the relay. */
  wsUrl: string;
  dropReplies(): void;
  close(): void;
}

/** A relay to the server listening on 127.0.0.1:`port`. */
export async function relayTo(port: number): Promise<ChatRelay> {
  const clients = new Set<net.Socket>();
  let dropping = false;
  const relay = net.createServer((client) => {
    clients.add(client);
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (!dropping) client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      clients.delete(client);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const address = relay.address() as net.AddressInfo;
  return {
    wsUrl: `ws://127.0.0.1:${address.port}/ws`,
    dropReplies: () => {
      dropping = true;
    },
    close: () => {
      for (const client of clients) client.destroy();
      relay.close();
    },
  };
}
