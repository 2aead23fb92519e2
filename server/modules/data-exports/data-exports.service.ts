/**
 * A member's data export (issue 26; docs/decisions/data-export.md): asking for one queues its
 * job in the same transaction; the job builds one ZIP in storage (export-archive.ts), then marks
 * it ready until DATA_EXPORT_DAYS later, notifies the member and queues their mail, all in one
 * transaction. One export at a time per member (the database's partial unique index). A job that
 * keeps failing ends the export as failed with nothing stored, and the member may ask again; an
 * export past its days is removed from storage by a periodic sweep and shows as expired.
 */
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { DATA_EXPORT_DAYS, type DataExportState } from '../../../src/contract/calls/user-data-export.ts';
import { resolveLocale, type Locale } from '../../../src/i18n/locale-resolution.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { ServerMessages } from '../../i18n/messages.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { viewerKeyOf } from '../../media/signing.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { brokenUniqueConstraint } from '../accounts/account-store.ts';
import { notify } from '../notifications/notify.ts';
import { writeExportArchive } from './export-archive.ts';
import { exportContentsOf } from './export-contents.ts';

export const DATA_EXPORT_JOB = 'exports.build';
export const DATA_EXPORT_MAIL_JOB = 'exports.mail-ready';
/** Where the page of a member's export is, for the mail's link and the notification. */
export const DATA_EXPORT_PAGE_PATH = 'mine/account';
const DAY_MS = 24 * 3600_000;
/** Attempts of a build before the export ends as failed. */
const BUILD_ATTEMPTS = 3;

/** The storage folder of a member's exports (removed with the account). */
export const exportFolderOf = (userId: number) => `private/exports/${userId}`;

type ExportRow = typeof dataExports.$inferSelect;

/** The member's latest export as the page shows it; a ready one with a download URL bound to them. */
function stateOf(ctx: Pick<CallContext, 'media' | 'now'>, row: ExportRow | undefined): DataExportState {
  if (!row)
    return {
      status: 'none',
      requested_at: null,
      ready_at: null,
      expires_at: null,
      bytes: 0,
      download_url: '',
    };
  const now = ctx.now();
  const expired =
    row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  const status = expired ? 'expired' : (row.status as DataExportState['status']);
  return {
    status,
    requested_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    bytes: status === 'ready' ? row.bytes : 0,
    download_url:
      status === 'ready'
        ? ctx.media.exportUrl(
            row.storageKey,
            viewerKeyOf({ userId: row.userId }),
            Math.floor(now.getTime() / 1000),
          )
        : '',
  };
}

async function latestOf(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

type ExportContext = Pick<CallContext, 'db' | 'media' | 'now'>;

/** `user/getDataExport`: the member's latest export. */
export async function getDataExport(ctx: ExportContext, userId: number): Promise<DataExportState> {
  return stateOf(ctx, await latestOf(ctx.db, userId));
}

/**
 * `user/requestDataExport`: queues a new export; refused while one is queued or being built. A
 * ready one stays downloadable until the new one replaces it on the page.
 */
export async function requestDataExport(ctx: ExportContext, userId: number): Promise<DataExportState> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dataExports)
        .values({ userId, status: 'queued', createdAt: ctx.now() })
        .returning({ id: dataExports.id });
      await enqueueJob(tx, {
        name: DATA_EXPORT_JOB,
        payload: { exportId: row!.id },
        singletonKey: `export:${row!.id}`,
        maxAttempts: BUILD_ATTEMPTS,
      });
    });
  } catch (error) {
    if (brokenUniqueConstraint(error) !== undefined) throw new ServiceError('server.dataExport.running');
    throw error;
  }
  return getDataExport(ctx, userId);
}

export interface ExportJobDeps {
  db: Database;
  storage: MediaStorage;
  now: () => Date;
  /** The server's messages, for the README in the member's language (loaded at the first export). */
  messages: () => ServerMessages;
}

/** The language a member's export is worded in: theirs, or English. */
async function exportLocaleOf(db: Database, userId: number): Promise<Locale> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return resolveLocale(user?.locale);
}

/**
 * Builds an export, its README in the member's language (users.locale as the build starts), and
 * on the last failure ends it as failed with nothing kept.
 */
export function dataExportJobHandler(deps: ExportJobDeps): JobHandler {
  return {
    async run(payload) {
      const exportId = Number(payload.exportId);
      const [row] = await deps.db
        .update(dataExports)
        .set({ status: 'building' })
        .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'building'])))
        .returning();
      if (!row) return;
      const key = `${exportFolderOf(row.userId)}/${row.publicId}.zip`;
      const madeAt = deps.now();
      const contents = await exportContentsOf(deps.db, row.userId);
      const readme = { messages: deps.messages(), locale: await exportLocaleOf(deps.db, row.userId) };
      const { size } = await writeExportArchive(deps.storage, key, contents, madeAt, readme);
      const readyAt = deps.now();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
      const settled = await deps.db.transaction(async (tx) => {
        const [ready] = await tx
          .update(dataExports)
          .set({ status: 'ready', storageKey: key, bytes: size, readyAt, expiresAt })
          .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'building')))
          .returning({ id: dataExports.id });
        // The account was deleted while the archive was written: nothing to announce.
        if (!ready) return false;
        // The expiry, ISO 8601: the app words it as a date in the member's language.
        await notify(
          tx,
          { userId: row.userId, type: 'data_export_ready', text: expiresAt.toISOString() },
          readyAt,
        );
        await enqueueJob(tx, {
          name: DATA_EXPORT_MAIL_JOB,
          payload: { exportId },
          singletonKey: `export-mail:${exportId}`,
          maxAttempts: 10,
        });
        return true;
      });
      // Its folder was removed with the account before this archive was written: it goes too.
      if (!settled) await deps.storage.remove(key);
    },
    async onGiveUp(payload) {
      const exportId = Number(payload.exportId);
      const [row] = await deps.db
        .update(dataExports)
        .set({ status: 'failed', storageKey: '', bytes: 0 })
        .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'building'])))
        .returning();
      // putLarge keeps nothing of a failed write; this clears a write that finished before a later step failed.
      if (row)
        await deps.storage.remove(`${exportFolderOf(row.userId)}/${row.publicId}.zip`).catch(() => undefined);
    },
  };
}

/** The mail that an export is ready, in the member's language, linking the page; nothing once it is gone. */
export function dataExportMailHandler(deps: { db: Database; mailer: Mailer; publicUrl: string }): JobHandler {
  return {
    async run(payload) {
      const [row] = await deps.db
        .select({
          email: users.email,
          locale: users.locale,
          status: dataExports.status,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .innerJoin(users, eq(users.id, dataExports.userId))
        .where(eq(dataExports.id, Number(payload.exportId)));
      if (!row || row.status !== 'ready' || !row.expiresAt) return;
      const locale = resolveLocale(row.locale);
      await deps.mailer.send({
        to: row.email,
        locale,
        template: 'dataExportReady',
        values: {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(row.expiresAt),
          link: `${deps.publicUrl}/${locale}/${DATA_EXPORT_PAGE_PATH}`,
        },
      });
    },
  };
}

/** The periodic sweep: removes the archives past their days and marks them expired; answers how many. */
export async function sweepExpiredExports(deps: { db: Database; storage: MediaStorage }, now: Date) {
  const due = await deps.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .limit(500);
  for (const row of due) {
    // Removed first: a failed removal leaves the row ready, so the next sweep tries again.
    if (row.key) await deps.storage.remove(row.key);
    await deps.db
      .update(dataExports)
      .set({ status: 'expired', storageKey: '', bytes: 0 })
      .where(eq(dataExports.id, row.id));
  }
  return due.length;
}

/** The member's export that `key` stores, when it may still be downloaded at `now`. */
export async function downloadableExport(db: Database, key: string, now: Date) {
  const [row] = await db
    .select({ userId: dataExports.userId, expiresAt: dataExports.expiresAt, publicId: dataExports.publicId })
    .from(dataExports)
    .where(and(eq(dataExports.storageKey, key), eq(dataExports.status, 'ready')))
    .limit(1);
  return row && row.expiresAt && row.expiresAt > now ? row : null;
}
