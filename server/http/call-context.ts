/** What every service receives for one API call, and the signed-in member of a members-only call. */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { CallDefinition } from '../../src/contract/call.ts';
import type { Locale } from '../../src/i18n/locale-resolution.ts';
import type { GuestRecorder } from '../auth/guests.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MessageId, MessageValues } from '../i18n/messages.ts';
import type { SignedInOperator, Viewer } from '../core/viewer.ts';
import { ServiceError } from '../core/service-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaUrls } from '../media/signing.ts';
import type { MediaStorage } from '../media/storage.ts';

export interface CallContext {
  db: Database;
  config: ServerConfig;
  media: MediaUrls;
  /** The media storage, for services that keep or remove files (creator documents). */
  storage: MediaStorage;
  viewer: Viewer;
  locale: Locale;
  log: FastifyBaseLogger;
  mail: Mailer;
  limits: RateLimits;
  guests: GuestRecorder;
  /** The client's address as Fastify sees it (`request.ip`), for per-address rate limits. */
  clientAddress: string;
  /** The browser's User-Agent header, which a new session's device is described by. */
  userAgent: string | undefined;
  now(): Date;
  /** A server message in the caller's language. */
  translate(id: MessageId, values?: MessageValues): string;
  /** What the answer does with the browser's media pass cookie (server/media/media-pass.ts). */
  mediaPass: MediaPassControl;
  /** The operator cookie: what the browser sent, and what the answer sets (ops sign-in and out). */
  operatorCookie: OperatorCookieControl;
}

/** The console's session cookie as a call sees it (server/auth/operator-sessions.ts). */
export interface OperatorCookieControl {
  /** The token the browser sent, if any. */
  sent: string | undefined;
  /** The browser's User-Agent, which the session is bound to. */
  userAgent: string | undefined;
  /** Sets the cookie to a session's token for `maxAgeSeconds`. */
  set(token: string, maxAgeSeconds: number): void;
  /** Removes the cookie. */
  clear(): void;
}

/**
 * A call's say over the media pass. Without either, the envelope makes the pass follow the token
 * the call carried (set when missing, removed for a visitor); sign-in and sign-out decide it.
 */
export interface MediaPassControl {
  /** The call opened this session (every sign-in path). */
  grant(holder: { userId: number; sessionId: number }): void;
  /** The call ended the caller's session (logout, account deletion). */
  clear(): void;
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

/** What a context takes from the server, the same for every call. */
export type CallContextDeps = Pick<
  CallContext,
  'db' | 'config' | 'media' | 'storage' | 'mail' | 'limits' | 'guests'
>;

/** What a context takes from its call: who asks, in which language, and the request's parts. */
export type CallFields = Omit<CallContext, keyof CallContextDeps>;

/** One call's context: the envelope's for each request, the app document's for its visitor reads. */
export function callContextOf(deps: CallContextDeps, call: CallFields): CallContext {
  const { db, config, media, storage, mail, limits, guests } = deps;
  return { db, config, media, storage, mail, limits, guests, ...call };
}

/** The envelope refuses operator calls without a signed-in operator; this only guards a wrong contract. */
export function signedInOperator(ctx: { viewer: Viewer }): SignedInOperator {
  if (!ctx.viewer.operator) throw new ServiceError('server.ops.signInRequired');
  return ctx.viewer.operator;
}

/** The envelope refuses members-only calls without a session, so this only guards a wrong contract. */
export function signedInUserId(ctx: { viewer: Viewer }): number {
  if (ctx.viewer.userId === undefined) throw new ServiceError('server.error.loginRequired');
  return ctx.viewer.userId;
}
