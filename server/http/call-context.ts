/** What every service receives for one API call, and the typed error a service may raise. */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CallDefinition } from '../../src/contract/call.ts';
import type { Locale } from '../../src/i18n/locale-resolution.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MessageId, MessageValues } from '../i18n/messages.ts';
import type { MediaUrls } from '../media/signing.ts';

/** Who is asking: a signed-in user, or a guest known only by the app's guest id. */
export interface Viewer {
  userId?: number | undefined;
  guestId?: string | undefined;
  /** The id signed media URLs are bound to (`u12`, `g<uuid>`, `anon`). */
  key: string;
}

export interface CallContext {
  db: Database;
  config: ServerConfig;
  media: MediaUrls;
  viewer: Viewer;
  locale: Locale;
  log: FastifyBaseLogger;
}

/** A rule a client broke, answered as `{status, msg}` in the user's language; never a 500. */
export class ServiceError extends Error {
  constructor(
    readonly messageId: MessageId,
    readonly values: MessageValues = {},
    /** Envelope status: 0 error, 422 session token expired. */
    readonly status: 0 | 422 = 0,
  ) {
    super(messageId);
    this.name = 'ServiceError';
  }
}

export type CallHandler<C extends CallDefinition> = (
  ctx: CallContext,
  input: z.output<C['request']>,
) => Promise<z.input<C['response']>>;

export interface RegisteredHandler {
  call: CallDefinition;
  handle: (ctx: CallContext, input: unknown) => Promise<unknown>;
}

/** Pairs a contract call with its service so the types of input and output follow the contract. */
export function handle<C extends CallDefinition>(call: C, handler: CallHandler<C>): RegisteredHandler {
  return { call, handle: handler as RegisteredHandler['handle'] };
}
