/** Assembles the Fastify server from its plugins; main.ts and the tests both build it here. */
import formbody from '@fastify/formbody';
import { CHAT_INIT_TIMEOUT_MS } from '../src/contract/chat/chat-rules.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGuestRecorder } from './auth/guests.ts';
import { createRateLimits } from './auth/rate-limits.ts';
import { forgetSessionsOf, onSessionsEnded } from './auth/sessions.ts';
import type { ServerConfig, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { developmentHelperRoutes } from './dev/development-helpers.ts';
import { documentContentOf } from './document-content.ts';
import { systemClock, type Clock } from './core/clock.ts';
import type { RegisteredHandler } from './http/call-context.ts';
import { compressAnswers } from './http/compression.ts';
import { envelopeRoutes } from './http/envelope.ts';
import { clientErrorHandlerOf, frameworkErrorsOf, installErrorHandlers } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { publishMetrics } from './http/metrics-endpoint.ts';
import { loggingOptionsOf } from './http/request-logging.ts';
import { observeRequests } from './http/request-metrics.ts';
import { healthRoutes, type ServingState } from './http/health.routes.ts';
import { loadAppShell } from './http/app-shell.ts';
import { loadFirstHtml } from './http/first-html.ts';
import { hasBuiltApp, staticSite } from './http/static-site.ts';
import { loadServerMessages, type ServerMessages } from './i18n/messages.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { createMediaUrls } from './media/signing.ts';
import { createImageCipher, resolveImageKey } from './media/image-cipher.ts';
import { createMediaPass } from './media/media-pass.ts';
import { createOperatorMediaPass } from './media/operator-media-pass.ts';
import { createStorage } from './media/create-storage.ts';
import { createMarkedImages } from './media/watermark/marked-images.ts';
import { createWatermarker, watermarkSecretOf } from './media/watermark/watermark.ts';
import { siteOf, visibleMarkFor } from './modules/creators/visible-mark.service.ts';
import type { MediaStorage } from './media/storage.ts';
import { oauthCallbackRoutes } from './modules/accounts/oauth/oauth-callback.routes.ts';
import { createChatBus } from './modules/chat/create-chat-bus.ts';
import { chatPhotoAllows } from './modules/chat/chat-images.ts';
import { chatVideoAllows } from './modules/chat/chat-videos.ts';
import { createChatHub } from './modules/chat/chat-hub.ts';
import type { StoredChatMessage } from './modules/chat/chat-store.ts';
import { installChatSocket } from './modules/chat/chat-socket.routes.ts';
import { chatTokensOf } from './modules/chat/chat-token.ts';
import { buildHandlers } from './modules/index.ts';
import { randomIds } from './modules/payments/ids.ts';
import { queueDelivery } from './modules/payments/providers/sandbox/sandbox-events.ts';
import { sandboxRoutes } from './modules/payments/providers/sandbox/sandbox.routes.ts';
import { stripeReturnRoutes } from './modules/payments/providers/stripe/stripe-return.routes.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { createPaymentProvider } from './modules/payments/money-deps.ts';
import { createMediaEntitlements, postOfOriginal } from './access/media-entitlement.ts';
import { storeCreatorDocument } from './modules/creator-applications/creator-documents.service.ts';
import { storeFeedbackImage } from './modules/feedback/feedback-images.service.ts';
import { auditExportRoutes } from './modules/operations/audit-log/audit-export.routes.ts';
import { applicationDocumentRoutes } from './modules/operations/applications/application-documents.ts';
import { operatorFileRoutes } from './modules/operations/operator-files.ts';
import { traceLeakRoutes } from './modules/operations/leaks/trace-leak.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { dataExportRoutes } from './modules/data-exports/data-export.routes.ts';
import { videoUploadRoutes } from './modules/uploads/video-uploads.routes.ts';

/** Largest accepted request body; the envelope of any call is far smaller. Uploads get their own limit. */
export const API_BODY_LIMIT = 256 * 1024;

export interface AppDeps {
  database: DatabaseHandle;
  storage?: MediaStorage;
  messages?: ServerMessages;
  /** Delivers mail; the caller keeps ownership. Unset: the configured SMTP server or the outbox. */
  mailer?: Mailer;
  /** The server's clock; tests move it to reach code and session expiry. */
  clock?: Clock;
  /** The calls the API serves, by path; default every module's. Tests serve calls of their own. */
  handlers?: ReadonlyMap<string, RegisteredHandler>;
  /**
   * Where the log's JSON lines go, at LOG_LEVEL even under NODE_ENV=test (tests read them).
   * Unset: standard output, and nothing under NODE_ENV=test.
   */
  logStream?: { write(line: string): void };
  /** Set when the process begins to stop (start-server.ts), so `GET /readyz` answers 503. */
  serving?: ServingState;
  /** Filled with the chat hub's delivery, for the process's jobs (a mass message's batches, start-server.ts). */
  chatOutlet?: ChatOutlet;
}

/** Where a message stored outside a socket reaches the chat sockets, here and on the other processes. */
export interface ChatOutlet {
  deliver?: (message: StoredChatMessage) => void;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the nearest N addresses": Fastify 5
 * ignores a plain number (it cannot tell a proxy from a client that sends the header itself), so
 * the operator who sets one vouches that only the proxies can reach the server.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Builds the server without listening, so tests can start it on port 0. */
export async function buildApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  const messages = deps.messages ?? loadServerMessages();
  const app = Fastify({
    // JSON lines with the request's id, credentials censored, a line per request only at debug
    // (docs/operations.md, "Metrics and logs").
    ...loggingOptionsOf(config, deps.logStream),
    bodyLimit: API_BODY_LIMIT,
    // Fastify's own 414/400 (URL) and 400/431 (request line, headers) become sealed answers.
    frameworkErrors: frameworkErrorsOf({ config, messages }),
    clientErrorHandler: clientErrorHandlerOf({ config, messages }),
    // Let in-flight requests finish on close while refusing new keep-alive requests.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // request.ip (per-address rate limits, logs) is the forwarded client only behind a trusted proxy.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  const storage = deps.storage ?? createStorage(config);
  const imageCipher = createImageCipher(await resolveImageKey(config));
  // Not secret: lets an operator see that every process encrypts with the same key.
  app.log.info({ fingerprint: imageCipher.fingerprint }, 'media image key');
  const media = createMediaUrls(config.mediaSigningKey, imageCipher.keyBase64);
  const mediaPass = createMediaPass(config.mediaSigningKey, deps.database.db);
  const appShell = hasBuiltApp(config.distDir) ? loadAppShell(config.distDir) : undefined;
  const clock = deps.clock ?? systemClock;
  // Before any route, so every answer carries its id and is counted.
  observeRequests(app);
  publishMetrics(app, config.metrics, { db: deps.database.db, now: () => clock.now() });
  const mail = deps.mailer ?? createMailer(config, deps.database.db, { messages, log: app.log });
  const limits = createRateLimits({
    redisUrl: config.redisUrl,
    keyPrefix: `${config.redisPrefix}:rl`,
    log: app.log,
  });
  // Counting starts in Redis rather than in memory beside it, when Redis is there at all. The chat
  // bus connects at the same time: each waits at most a few seconds for a Redis that does not
  // answer, and one after the other the start took both waits.
  const [, chatBus] = await Promise.all([limits.ready(), createChatBus(config, app.log)]);
  const guests = createGuestRecorder(deps.database.db, app.log);
  // One provider for the process: the calls and the webhook route use the same.
  const paymentProvider = createPaymentProvider(config, app.log.child({ name: 'stripe' }));
  app.addHook('onClose', async () => {
    await guests.settle();
    await limits.close();
    if (!deps.mailer) await mail.close();
  });

  const documentContent = appShell
    ? documentContentOf({
        db: deps.database.db,
        config,
        media,
        storage,
        mail,
        limits,
        guests,
        messages,
        log: app.log,
        clock,
        renderFirstHtml: await loadFirstHtml(config.distDir, app.log),
      })
    : undefined;
  installErrorHandlers(app, { config, messages, appShell, documentContent });
  await securityHeaders(app, config);
  // Before any route: @fastify/compress attaches itself to the routes registered after it.
  await compressAnswers(app);
  await app.register(formbody, { bodyLimit: API_BODY_LIMIT });

  await app.register(healthRoutes, {
    database: deps.database,
    redisUrl: config.redisUrl,
    serving: deps.serving ?? { stopping: false },
  });

  // The media routes ask the one access rule again for bound URLs; a payment event that changes a
  // user's entitlements makes them forget what they remembered of that user.
  const mediaEntitlements = createMediaEntitlements(deps.database.db);
  // Leaks traced to the viewer: one key for marking served images and reading leaked copies.
  const watermarker = createWatermarker(watermarkSecretOf(config.mediaSigningKey));
  await app.register(mediaRoutes, {
    storage,
    urls: media,
    pass: mediaPass,
    clock,
    cipher: imageCipher,
    // A post's media by the one access rule; a chat photo to the two people of its conversation.
    entitled: async (userId, target, now) =>
      (await mediaEntitlements.allows(userId, target, now)) ||
      (await chatPhotoAllows(deps.database.db, userId, target)) ||
      (await chatVideoAllows(deps.database.db, userId, target)),
    // The posts-to-review queue's URLs, signed for an operator: their live console session.
    operators: createOperatorMediaPass(deps.database.db),
    // Leaks traced to the viewer: a post's image carries its viewer's invisible mark.
    marks: createMarkedImages({
      storage,
      watermarker,
      postOf: (key) => postOfOriginal(deps.database.db, key),
      visibleMarkOf: (authorId, viewerId) =>
        visibleMarkFor(deps.database.db, siteOf(config.publicUrl), authorId, viewerId),
      cacheDir: config.markedCacheDir,
      cacheBytes: config.markedCacheBytes,
    }),
  });
  // A member's data export, downloaded through a URL bound to them (issue 26).
  await app.register(dataExportRoutes, {
    db: deps.database.db,
    storage,
    urls: media,
    pass: mediaPass,
    clock,
  });
  await app.register(webhookRoutes, {
    db: deps.database.db,
    config,
    clock,
    provider: paymentProvider,
    onEntitlementsChanged: (userIds) => mediaEntitlements.forget(userIds),
    // A paid tip sent from the chat reaches the creator's sockets here and on the other processes.
    onChatMessages: (messages) => {
      for (const message of messages) chatHub.deliver(message, '');
    },
  });
  if (config.payments.provider === 'sandbox') {
    await app.register(sandboxRoutes, {
      db: deps.database.db,
      messages,
      clock,
      sandbox: { ids: randomIds, sink: queueDelivery },
    });
  }
  if (config.payments.provider === 'stripe') await app.register(stripeReturnRoutes, { messages });
  await app.register(uploadRoutes, {
    config,
    db: deps.database.db,
    storage,
    messages,
    clock,
    limits,
    storeCreatorDocument,
    storeFeedbackImage,
  });
  await app.register(videoUploadRoutes, { config, db: deps.database.db, storage, messages, clock });
  await app.register(envelopeRoutes, {
    config,
    db: deps.database.db,
    media,
    storage,
    messages,
    handlers: deps.handlers ?? buildHandlers({ paymentProvider }),
    mail,
    limits,
    guests,
    clock,
    mediaPass,
  });
  const chatHub = createChatHub({
    bus: chatBus,
    db: deps.database.db,
    log: app.log,
    now: () => clock.now(),
    idleTimeoutMs: config.chat.idleTimeoutMs,
    initTimeoutMs: Math.min(CHAT_INIT_TIMEOUT_MS, config.chat.idleTimeoutMs),
    // A socket whose session expired closes within one idle timeout.
    sessionCheckMs: config.chat.idleTimeoutMs,
  });
  if (deps.chatOutlet) deps.chatOutlet.deliver = (message) => chatHub.deliver(message, '');
  // A session revoked on any process (log out, password change, suspension, deletion): its
  // sockets on this one close at once, and its token and media pass are asked about again at their
  // next use.
  const stopHearingEndedSessions = await onSessionsEnded(deps.database, (userId) => {
    forgetSessionsOf(userId);
    mediaPass.forgetUser(userId);
    void chatHub.closeEndedSessionsOf(userId);
  });
  app.addHook('onClose', () => stopHearingEndedSessions());
  installChatSocket(app, {
    config,
    db: deps.database.db,
    media,
    limits,
    messages,
    clock,
    hub: chatHub,
    tokens: chatTokensOf(config.mediaSigningKey),
  });
  await app.register(oauthCallbackRoutes, { db: deps.database.db, messages, now: () => clock.now() });
  // The console's private files (feedback images, identity documents) and the audit log's export.
  await app.register(operatorFileRoutes, {
    db: deps.database.db,
    storage,
    secret: config.mediaSigningKey,
    clock,
  });
  await app.register(auditExportRoutes, { db: deps.database.db, clock });
  // A leaked copy traced to its viewer from the console, every trace recorded (issue 26).
  await app.register(traceLeakRoutes, { db: deps.database.db, clock, messages, watermarker });
  // Identity documents: to reviewers and admins only, every view recorded (issue 23).
  await app.register(applicationDocumentRoutes, {
    db: deps.database.db,
    storage,
    secret: config.mediaSigningKey,
    clock,
  });
  await app.register(developmentHelperRoutes, { config, db: deps.database.db });
  if (appShell)
    await app.register(staticSite, { distDir: config.distDir, shell: appShell, content: documentContent });
  return app;
}
