/**
 * How a stored message reaches the sockets of other server processes (docs/decisions.md, "Chat").
 * Each process delivers to its own sockets directly (chat-hub.ts); the bus carries the message to
 * the rest. In-process (the default, one server) there is no rest: publishing does nothing. With
 * REDIS_URL every process subscribes to a channel per user it holds a socket of and publishes each
 * message on the channels of its two people, so any number of processes serve one conversation.
 * The bus is not the record: a message is stored before it is published, and a socket that missed
 * one (a process stopped, Redis away) finds it in the history.
 */
import { randomUUID } from 'node:crypto';
import type { StoredChatMessage } from './chat-store.ts';

/** One message for some users' sockets; `origin` is the socket that sent it (it has the ack). */
export interface ChatDelivery {
  userIds: number[];
  message: StoredChatMessage;
  origin: string;
}

export interface ChatBus {
  /** This process's name on the bus; socket ids start with it. */
  readonly processId: string;
  /** Hands the message to the other processes (never back to this one). */
  publish(delivery: ChatDelivery): Promise<void>;
  /** Starts or stops receiving a user's deliveries: the first socket of theirs here opened, or the last closed. */
  watch(userId: number): Promise<void>;
  unwatch(userId: number): Promise<void>;
  /** Called for every delivery from another process, with the one user it arrived for. */
  onDelivery(handler: (delivery: ChatDelivery) => void): void;
  close(): Promise<void>;
}

/** The bus of a single process: it delivers to its own sockets itself, so nothing travels. */
export function createInProcessBus(): ChatBus {
  return {
    processId: randomUUID(),
    publish: async () => undefined,
    watch: async () => undefined,
    unwatch: async () => undefined,
    onDelivery: () => undefined,
    close: async () => undefined,
  };
}
