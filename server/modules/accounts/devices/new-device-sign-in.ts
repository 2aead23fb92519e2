/**
 * A sign-in opens its session on a device (issue 26): the session records the browser, system and
 * network, and a sign-in from a device the member has not used lately is told to them by mail, so
 * a stolen password shows. docs/decisions/logged-in-devices.md says what counts as seen.
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import { isSupportedLocale, type Locale } from '../../../../src/i18n/locale-resolution.ts';
import { createSession, SESSION_TTL_MS, type SessionDevice } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { intlTagOf } from '../../../i18n/messages.ts';
import { deviceOf } from './device-of.ts';

/** How far back a device counts as seen: a session's whole life, so every one the member could still list. */
export const DEVICE_SEEN_WINDOW_MS = SESSION_TTL_MS;

/** The page where a member sees and signs out their devices, after the language (the mail links to it). */
export const DEVICES_PAGE_PATH = 'mine/security';

/** What opening a session on a device takes from a call's context. */
export type DeviceSignInContext = Pick<
  CallContext,
  'db' | 'clientAddress' | 'userAgent' | 'mail' | 'log' | 'config'
>;

/**
 * Opens a session for the user on the caller's device, and mails the member when the device is new
 * to them. A mail that cannot be sent is logged: it never stops the sign-in.
 */
export async function openSessionOnDevice(
  ctx: DeviceSignInContext,
  userId: number,
  now: Date,
): Promise<{ token: string; sessionId: number }> {
  const device = deviceOf(ctx.userAgent, ctx.clientAddress);
  const seen = await deviceSeen(ctx.db, userId, device, now);
  const opened = await createSession(ctx.db, userId, now, device);
  if (seen === 'new') {
    try {
      await mailNewDevice(ctx, userId, device, now);
    } catch (error) {
      ctx.log.error({ err: error }, 'mailing a sign-in from a new device failed');
    }
  }
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

async function mailNewDevice(ctx: DeviceSignInContext, userId: number, device: SessionDevice, now: Date) {
  const [user] = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  // The member's own language, whatever the language of whoever signed in.
  const locale = isSupportedLocale(user.locale) ? user.locale : 'en';
  await ctx.mail.send({
    to: user.email,
    locale,
    template: 'newDeviceSignIn',
    values: {
      browser: device.browser,
      os: device.os,
      network: device.network,
      time: signInTimeText(locale, now),
      link: `${ctx.config.publicUrl}/${locale}/${DEVICES_PAGE_PATH}`,
    },
  });
}
