/**
 * POST /api/:group/:action: opens the envelope, validates with the contract, runs the service and
 * seals the answer (checked against the contract outside production: answer-check.ts). Every
 * client mistake becomes HTTP 200 with `{status: 0, msg}` in the user's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { sessionFieldsSchema, type CallDefinition } from '../../src/contract/call.ts';
import {
  MAX_CLOCK_SKEW_SECONDS,
  STATUS_ERROR,
  STATUS_OK,
  type OpenRequestFailure,
} from '../../src/contract/envelope.ts';
import type { Locale } from '../../src/i18n/locale-resolution.ts';
import { resolveAcceptLanguage } from '../i18n/accept-language.ts';
import type { GuestRecorder } from '../auth/guests.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import { OPERATOR_COOKIE, operatorCookieHeader, resolveOperator } from '../auth/operator-sessions.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MessageId, MessageValues, ServerMessages } from '../i18n/messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { viewerKeyOf, type MediaUrls } from '../media/signing.ts';
import type { MediaStorage } from '../media/storage.ts';
import {
  cookieValue,
  MEDIA_PASS_COOKIE,
  passCookieHeader,
  type MediaPass,
  type PassHolder,
} from '../media/media-pass.ts';
import { callContextOf, type CallContext, type RegisteredHandler } from './call-context.ts';
import { ServiceError } from '../core/service-error.ts';
import type { Clock } from '../core/clock.ts';
import type { SignedInOperator, Viewer } from '../core/viewer.ts';
import { checkAnswer } from '../../src/contract/answer-check.ts';
import { checkRefusal } from '../../src/contract/refusal-check.ts';
import { envelopeCryptoOf, SEALED_BODY_TYPE } from './envelope-crypto.ts';
import { invalidFieldMessage } from './rule-messages.ts';
import { noteApiCall, noteApiStatus } from './request-metrics.ts';

export interface EnvelopeDeps {
  config: ServerConfig;
  db: Database;
  media: MediaUrls;
  storage: MediaStorage;
  messages: ServerMessages;
  handlers: ReadonlyMap<string, RegisteredHandler>;
  mail: Mailer;
  limits: RateLimits;
  guests: GuestRecorder;
  clock: Clock;
  mediaPass: MediaPass;
}

const FAILURE_MESSAGES: Record<OpenRequestFailure, MessageId> = {
  malformed: 'server.error.malformed',
  badSign: 'server.error.badSign',
  staleTimestamp: 'server.error.staleTimestamp',
  undecryptable: 'server.error.undecryptable',
};

/** The user's language for this request, from Accept-Language. */
export function localeOf(request: FastifyRequest): Locale {
  return resolveAcceptLanguage(request.headers['accept-language']);
}

/** Sends a sealed error answer; HTTP 200 so the app shows `msg` instead of a transport failure. */
export function sendSealedError(
  reply: FastifyReply,
  deps: Pick<EnvelopeDeps, 'config' | 'messages'>,
  locale: Locale,
  id: MessageId,
  values: MessageValues = {},
  status: number = STATUS_ERROR,
  data: Record<string, unknown> | null = null,
) {
  const msg = deps.messages.format(locale, id, values);
  noteApiStatus(reply.request, status);
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .type(SEALED_BODY_TYPE)
    .send(envelopeCryptoOf(deps.config.keys).sealedBody({ status, msg, data }));
}

/**
 * Who is calling. An unknown, expired or revoked token answers 422 on every call, visitors' calls
 * included, because the app signs out on 422 and a stale token must not linger as a visitor.
 */
async function resolveViewer(
  db: Database,
  session: z.output<typeof sessionFieldsSchema>,
  now: Date,
): Promise<Viewer> {
  let userId: number | undefined;
  let sessionId: number | undefined;
  if (session.token) {
    const found = await resolveSession(db, session.token, now);
    if (found === null) throw new ServiceError('content.tokenExpired', {}, 422);
    ({ userId, sessionId } = found);
  }
  const viewer = { userId, sessionId, guestId: session.oauth_id };
  return { ...viewer, key: viewerKeyOf(viewer) };
}

/**
 * The operator of an operator call: a live console session from this browser whose role is one
 * of the call's. Checked here, once for every operator call, before its service runs.
 */
async function operatorOf(
  db: Database,
  call: CallDefinition,
  request: FastifyRequest,
  cookie: string | undefined,
  now: Date,
): Promise<SignedInOperator> {
  const operator = await resolveOperator(db, cookie, request.headers['user-agent'], now);
  if (!operator) throw new ServiceError('server.ops.signInRequired');
  if (operator.role !== 'admin' && !(call.roles ?? []).includes(operator.role)) {
    throw new ServiceError('server.ops.roleRefused');
  }
  return operator;
}

/** What a call decided about the media pass (CallContext.mediaPass). */
type PassDecision = { kind: 'follow' } | { kind: 'grant'; holder: PassHolder } | { kind: 'clear' };

/**
 * The Set-Cookie of the media pass for this answer, or undefined to leave it. A call that signed
 * in or out decides; otherwise the pass follows the token the call carried: issued when missing
 * or naming another session (a reload restores the token from storage, and its first call brings
 * the pass back), removed when the caller is a visitor or its token has ended.
 */
function passCookieOf(
  request: FastifyRequest,
  deps: EnvelopeDeps,
  decision: PassDecision,
  viewer: Viewer | undefined,
  nowMs: number,
): string | undefined {
  const secure = request.protocol === 'https' || deps.config.publicUrl.startsWith('https:');
  const sent = cookieValue(request.headers.cookie, MEDIA_PASS_COOKIE);
  if (decision.kind === 'grant')
    return passCookieHeader(deps.mediaPass.issue(decision.holder, nowMs), secure);
  if (decision.kind === 'clear') {
    if (viewer?.sessionId !== undefined) deps.mediaPass.forget(viewer.sessionId);
    return passCookieHeader(null, secure);
  }
  if (viewer?.userId !== undefined && viewer.sessionId !== undefined) {
    const held = deps.mediaPass.read(sent, nowMs);
    if (held && held.userId === viewer.userId && held.sessionId === viewer.sessionId) return undefined;
    return passCookieHeader(
      deps.mediaPass.issue({ userId: viewer.userId, sessionId: viewer.sessionId }, nowMs),
      secure,
    );
  }
  return sent === undefined ? undefined : passCookieHeader(null, secure);
}

/** Registers the one API route every call goes through. */
export async function envelopeRoutes(app: FastifyInstance, deps: EnvelopeDeps) {
  const envelope = envelopeCryptoOf(deps.config.keys);
  const checkAnswers = deps.config.nodeEnv !== 'production';
  // Made once rather than per call: a closure per request and context was measurable (the
  // server runs through tsx, which wraps each new function to keep its name).
  const clockNow = () => deps.clock.now();
  const translators = new Map<Locale, CallContext['translate']>();
  const translatorOf = (locale: Locale) => {
    let translate = translators.get(locale);
    if (!translate) {
      translate = (id, values) => deps.messages.format(locale, id, values);
      translators.set(locale, translate);
    }
    return translate;
  };
  app.post<{ Params: { group: string; action: string } }>('/api/:group/:action', async (request, reply) => {
    const locale = localeOf(request);
    const path = `${request.params.group}/${request.params.action}`;
    const registered = deps.handlers.get(path);
    if (!registered) return sendSealedError(reply, deps, locale, 'server.error.unknownCall', { path });
    noteApiCall(request, path);

    const now = deps.clock.now();
    const opened = envelope.openRequest(request.body, Math.floor(now.getTime() / 1000));
    if (!opened.ok) {
      return sendSealedError(reply, deps, locale, FAILURE_MESSAGES[opened.reason], {
        minutes: MAX_CLOCK_SKEW_SECONDS / 60,
      });
    }

    const { oauth_id, oauth_type, token, ...params } = opened.payload;
    const session = sessionFieldsSchema.safeParse({ oauth_id, oauth_type, token });
    if (!session.success) {
      const { id, values } = invalidFieldMessage(session.error, deps.messages, locale);
      return sendSealedError(reply, deps, locale, id, values);
    }
    const input = registered.call.request.safeParse(params);
    if (!input.success) {
      const { id, values } = invalidFieldMessage(input.error, deps.messages, locale);
      return sendSealedError(reply, deps, locale, id, values);
    }

    if (session.data.oauth_id) deps.guests.seen(session.data.oauth_id, now);
    let decision: PassDecision = { kind: 'follow' };
    let viewer: Viewer | undefined;
    let operatorCookie: string | undefined;
    const secure = request.protocol === 'https' || deps.config.publicUrl.startsWith('https:');
    const setPass = () => {
      const cookies = [passCookieOf(request, deps, decision, viewer, now.getTime()), operatorCookie];
      const set = cookies.filter((cookie) => cookie !== undefined);
      if (set.length > 0) reply.header('Set-Cookie', set);
    };
    const sentOperatorCookie = cookieValue(request.headers.cookie, OPERATOR_COOKIE);
    try {
      viewer = await resolveViewer(deps.db, session.data, now);
      if (registered.call.access === 'member' && viewer.userId === undefined) {
        throw new ServiceError('server.error.loginRequired');
      }
      if (registered.call.access === 'operator') {
        viewer.operator = await operatorOf(deps.db, registered.call, request, sentOperatorCookie, now);
      }
      const ctx = callContextOf(deps, {
        viewer,
        locale,
        log: request.log,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
        now: clockNow,
        translate: translatorOf(locale),
        mediaPass: {
          grant: (holder) => (decision = { kind: 'grant', holder }),
          clear: () => (decision = { kind: 'clear' }),
        },
        operatorCookie: {
          sent: sentOperatorCookie,
          userAgent: request.headers['user-agent'],
          set: (token, maxAge) => (operatorCookie = operatorCookieHeader(token, maxAge, secure)),
          clear: () => (operatorCookie = operatorCookieHeader(null, 0, secure)),
        },
      });
      const data = await registered.handle(ctx, input.data);
      // Outside production an answer the contract does not describe exactly is a server fault
      // (the internal error, logged with the call and where). Production sends it as it is.
      if (checkAnswers) checkAnswer(registered.call, data);
      setPass();
      noteApiStatus(request, STATUS_OK);
      return reply
        .header('Cache-Control', 'no-store')
        .type(SEALED_BODY_TYPE)
        .send(envelope.sealedBody({ status: STATUS_OK, msg: '', data }));
    } catch (error) {
      if (error instanceof ServiceError) {
        // Outside production a refusal the call's contract does not list is a server fault too.
        if (checkAnswers) checkRefusal(registered.call, error.messageId);
        // A 422 (the token has ended) leaves `viewer` unset: the pass goes with the session.
        setPass();
        return sendSealedError(reply, deps, locale, error.messageId, error.values, error.status, error.data);
      }
      throw error;
    }
  });
}
