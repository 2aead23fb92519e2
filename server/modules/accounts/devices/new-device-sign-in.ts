/**
 * A sign-in opens its session on a device (issue 26): the session records the browser, system and
 * network, and a sign-in from a device the member has not used lately is told to them by mail, so
 * a stolen password shows. docs/decisions/logged-in-devices.md says what counts as seen. The mail
 * is a job: a mail server that is slow or down neither holds up the sign-in nor loses the notice,
 * which is tried again with backoff.
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import { resolveLocale, type Locale } from '../../../../src/i18n/locale-resolution.ts';
import { createSession, SESSION_TTL_MS, type SessionDevice } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/client.ts';
import { enqueueJob } from '../../../jobs/job-queue.ts';
import type { JobHandler } from '../../../jobs/job-runner.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { sessions, users } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { intlTagOf } from '../../../i18n/messages.ts';
import { deviceOf } from './device-of.ts';

/** How far back a device counts as seen: a session's whole life, so every one the member could still list. */
export const DEVICE_SEEN_WINDOW_MS = SESSION_TTL_MS;

/** The page where a member sees and signs out their devices, after the language (the mail links to it). */
export const DEVICES_PAGE_PATH = 'mine/security';

/** The job that mails a member about a sign-in from a device new to them. */
export const NEW_DEVICE_MAIL_JOB = 'accounts.new-device-mail';
/** Tries of the mail (about a day of backoff): a notice that comes late still tells. */
const NEW_DEVICE_MAIL_ATTEMPTS = 20;

/** What opening a session on a device takes from a call's context. */
export type DeviceSignInContext = Pick<CallContext, 'db' | 'clientAddress' | 'userAgent'>;

/**
 * Opens a session for the user on the caller's device, and queues the mail to the member when the
 * device is new to them.
 */
export async function openSessionOnDevice(
  ctx: DeviceSignInContext,
  userId: number,
  now: Date,
): Promise<{ token: string; sessionId: number }> {
  const device = deviceOf(ctx.userAgent, ctx.clientAddress);
  const seen = await deviceSeen(ctx.db, userId, device, now);
  const opened = await createSession(ctx.db, userId, now, device);
  if (seen === 'new')
    await enqueueJob(ctx.db, {
      name: NEW_DEVICE_MAIL_JOB,
      payload: { userId, ...device, at: now.toISOString() },
      maxAttempts: NEW_DEVICE_MAIL_ATTEMPTS,
    });
  return opened;
}

/**
 * 'first' when the member has no session with its device recorded (the sign-in of a new account,
 * or the first since devices were recorded): nothing to compare with, so nothing to tell. 'known'
 * when one of their sessions opened in the window had the same browser, system and network.
 */
async function deviceSeen(
  db: Database,
  userId: number,
  device: SessionDevice,
  now: Date,
): Promise<'first' | 'known' | 'new'> {
  const since = new Date(now.getTime() - DEVICE_SEEN_WINDOW_MS);
  const [same] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.browser, device.browser),
        eq(sessions.os, device.os),
        eq(sessions.network, device.network),
        gt(sessions.createdAt, since),
      ),
    )
    .limit(1);
  if (same) return 'known';
  const [recorded] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.network, '')))
    .limit(1);
  return recorded ? 'new' : 'first';
}

/** The time of the sign-in in the member's language; UTC, said so, as the server knows no zone of theirs. */
export function signInTimeText(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(intlTagOf(locale), {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}

/** Mails the member about the sign-in the job names, in the member's language; nothing once the account is gone. */
export function newDeviceMailHandler(deps: { db: Database; mailer: Mailer; publicUrl: string }): JobHandler {
  return {
    async run(payload) {
      const [user] = await deps.db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, Number(payload.userId)));
      if (!user) return;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      // The member's own language, whatever the language of whoever signed in.
      const locale = resolveLocale(user.locale);
      await deps.mailer.send({
        to: user.email,
        locale,
        template: 'newDeviceSignIn',
        values: {
          browser: text(payload.browser),
          os: text(payload.os),
          network: text(payload.network),
          time: signInTimeText(locale, new Date(text(payload.at))),
          link: `${deps.publicUrl}/${locale}/${DEVICES_PAGE_PATH}`,
        },
      });
    },
  };
}
