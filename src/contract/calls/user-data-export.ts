/**
 * A member's data export (issue 26; docs/decisions/data-export.md): one ZIP of their profile,
 * posts with their original media, plans, comments, messages, orders, subscriptions, ledger
 * entries and statements, as JSON and CSV with a README, built in the background and
 * downloadable for DATA_EXPORT_DAYS through a URL bound to the member.
 */
import { z } from 'zod/mini';
import { defineCall } from '../call.ts';

/** How many days a ready export may be downloaded. */
export const DATA_EXPORT_DAYS = 7;

export const DATA_EXPORT_STATUSES = ['none', 'queued', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The member's latest export. */
export const dataExportStateSchema = z.object({
  /**
   * `none` (never asked), `queued` and `building` (a job works on it; asking again is refused),
   * `ready` (download it), `failed` (nothing was kept: ask again), `expired` (removed: ask again).
   */
  status: z.enum(DATA_EXPORT_STATUSES),
  /** When it was asked for, ready, and until when it may be downloaded (ISO 8601); null when not (yet). */
  requested_at: z.nullable(z.string()),
  ready_at: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  /** The archive's size in bytes while ready; else 0. */
  bytes: z.int().check(z.nonnegative()),
  /**
   * While ready: a root-relative URL (`/media/x/…`) that downloads the ZIP, valid about an hour and
   * only in this member's browser (its media pass); ask this call again for a fresh one. Else ''.
   */
  download_url: z.string(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/** The member's latest data export and, when ready, where to download it. */
export const getDataExportCall = defineCall({
  path: 'user/getDataExport',
  access: 'member',
  request: z.object({}),
  response: dataExportStateSchema,
});

/** Asks for a new export; answers its state (`queued`). Refused while one is queued or building. */
export const requestDataExportCall = defineCall({
  path: 'user/requestDataExport',
  access: 'member',
  request: z.object({}),
  response: dataExportStateSchema,
});
