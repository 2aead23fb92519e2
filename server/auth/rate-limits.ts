/**
 * Rate limits on sign-in, email codes, sign-up, starting provider sign-ins, comments, chat,
 * feedback and tracking link visits (architecture: "rate limits on sign-in, email codes...").
 * Counters live in Redis when REDIS_URL is set, so every server process shares them; otherwise in
 * this process's memory. A limited request is answered at once with the wait.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';
import { ServiceError } from '../core/service-error.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Failed sign-ins (password or code) per account name or email: a guess at one account. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = { points: 10, duration: 15 * MINUTE };
/** Failed sign-ins per client address: one address guessing across many accounts. */
export const SIGN_IN_FAILURES_PER_ADDRESS = { points: 30, duration: 15 * MINUTE };
/** Codes mailed to one address per hour, on top of the 60 s wait between two codes. */
export const EMAIL_CODES_PER_EMAIL = { points: 5, duration: HOUR };
/** Codes requested from one client address per hour, whatever the emails. */
export const EMAIL_CODES_PER_ADDRESS = { points: 20, duration: HOUR };
/** Accounts created from one client address per hour. */
export const SIGN_UPS_PER_ADDRESS = { points: 5, duration: HOUR };
/**
 * Google, X and Apple sign-ins started from one client address per 15 minutes. Each start
 * writes a pending sign-in row and may fetch the provider's discovery document, so a script
 * must not be able to start them without end; a person needs a handful at most.
 */
export const PROVIDER_SIGN_IN_STARTS_PER_ADDRESS = { points: 30, duration: 15 * MINUTE };
/**
 * Password-free passkey sign-ins started (account/startPasskeySignIn without a challenge) from one
 * client address per 15 minutes: each start stores a challenge for 5 minutes.
 */
export const PASSKEY_SIGN_IN_STARTS_PER_ADDRESS = { points: 30, duration: 15 * MINUTE };

/**
 * Comments and replies one user adds per 10 minutes (comment/add): a person in a conversation
 * writes a few a minute; a script flooding threads is stopped.
 */
export const COMMENTS_PER_USER = { points: 30, duration: 10 * MINUTE };

/**
 * Chat messages one user sends per minute (chat/chat on the socket): two a second for a whole
 * minute is more than a person types or picks pictures; a script messaging many people is stopped.
 */
export const CHAT_MESSAGES_PER_USER = { points: 120, duration: MINUTE };

/**
 * Feedback (user/feedback) per sender, a member's account or a visitor's guest id, and per client
 * address, an hour: a person writes a few; a script flooding the operators' inbox is stopped. The
 * address's limit is higher, as several people may share one.
 */
export const FEEDBACK_PER_SENDER = { points: 10, duration: HOUR };
export const FEEDBACK_PER_ADDRESS = { points: 20, duration: HOUR };
/** Feedback images (POST /api/upload/feedback) an hour: three for each feedback the limits above allow. */
export const FEEDBACK_UPLOADS_PER_SENDER = { points: 30, duration: HOUR };
export const FEEDBACK_UPLOADS_PER_ADDRESS = { points: 60, duration: HOUR };

/**
 * Tracking link visits (app/trackingLinkVisit) per client address a minute: a person opens a few
 * creator pages; a script inflating a link's visits is stopped.
 */
export const TRACKING_VISITS_PER_ADDRESS = { points: 30, duration: MINUTE };
/** One counted visit per visitor and link in 30 minutes: reloading the page does not count again. */
export const TRACKING_VISIT_REPEAT = { points: 1, duration: 30 * MINUTE };

export const RATE_LIMITS = {
  signInPerAccount: SIGN_IN_FAILURES_PER_ACCOUNT,
  signInPerAddress: SIGN_IN_FAILURES_PER_ADDRESS,
  emailCodePerEmail: EMAIL_CODES_PER_EMAIL,
  emailCodePerAddress: EMAIL_CODES_PER_ADDRESS,
  signUpPerAddress: SIGN_UPS_PER_ADDRESS,
  providerSignInPerAddress: PROVIDER_SIGN_IN_STARTS_PER_ADDRESS,
  passkeySignInPerAddress: PASSKEY_SIGN_IN_STARTS_PER_ADDRESS,
  commentPerUser: COMMENTS_PER_USER,
  chatMessagePerUser: CHAT_MESSAGES_PER_USER,
  feedbackPerSender: FEEDBACK_PER_SENDER,
  feedbackPerAddress: FEEDBACK_PER_ADDRESS,
  feedbackUploadPerSender: FEEDBACK_UPLOADS_PER_SENDER,
  feedbackUploadPerAddress: FEEDBACK_UPLOADS_PER_ADDRESS,
  trackingVisitPerAddress: TRACKING_VISITS_PER_ADDRESS,
  trackingVisitRepeat: TRACKING_VISIT_REPEAT,
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** One counter: which limit, and whose (an address, a lower-cased account or email). */
export type RateLimitKey = readonly [RateLimitName, string];

export interface RateLimits {
  /**
   * Counts one attempt against every key. When any of them is used up, throws the translated
   * "Too many attempts. Try again in N minutes." with the longest wait.
   */
  consume(...keys: RateLimitKey[]): Promise<void>;
  /** Takes an attempt back: a sign-in that succeeded was not a failure, a mail that did not go was not sent. */
  reward(...keys: RateLimitKey[]): Promise<void>;
  /**
   * Resolves once Redis is connected, or after at most REDIS_READY_WAIT_MS when it is not.
   * Until then attempts are counted in memory, apart from Redis's counts; waiting at start-up
   * keeps the first requests from being counted twice as leniently.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before going on with the per-process memory counters. */
export const REDIS_READY_WAIT_MS = 3000;

interface Limiter {
  consume(key: string): Promise<RateLimiterRes>;
  reward(key: string): Promise<RateLimiterRes>;
}

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Prefix of every counter key, so apps sharing one Redis (tests, staging) never collide. */
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/** Creates the limits for one app; `close` ends its Redis connection. */
export function createRateLimits(options: RateLimitOptions): RateLimits {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // Fail fast instead of queueing while Redis is away; the memory insurance takes over.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
      })
    : undefined;
  redis?.on('error', (error: Error) => options.log.warn({ err: error }, 'rate limit store unavailable'));

  const limiters = new Map<RateLimitName, Limiter>();
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [RateLimitName, typeof SIGN_UPS_PER_ADDRESS][]) {
    const keyPrefix = `${options.keyPrefix}:${name}`;
    const memory = new RateLimiterMemory({ ...rule, keyPrefix });
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            ...rule,
            keyPrefix,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            // While Redis is unreachable each process limits on its own rather than not at all.
            insuranceLimiter: memory,
          })
        : memory,
    );
  }
  const limiterOf = (name: RateLimitName) => limiters.get(name)!;

  return {
    async consume(...keys) {
      const outcomes = await Promise.allSettled(keys.map(([name, key]) => limiterOf(name).consume(key)));
      let waitMs = -1;
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') continue;
        const reason: unknown = outcome.reason;
        if (reason instanceof RateLimiterRes) waitMs = Math.max(waitMs, reason.msBeforeNext);
        else options.log.error({ err: reason }, 'rate limit check failed');
      }
      if (waitMs >= 0) {
        throw new ServiceError('server.account.tooManyAttempts', {
          minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
        });
      }
    },
    async reward(...keys) {
      await Promise.all(
        keys.map(([name, key]) =>
          limiterOf(name)
            .reward(key)
            .catch((error: unknown) => options.log.error({ err: error }, 'rate limit reward failed')),
        ),
      );
    },
    async ready() {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('end', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_READY_WAIT_MS);
        redis.once('ready', done);
        redis.once('end', done);
      });
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
