/**
 * Reading the audit log (issue 23): admins search every operator action by free text, action and
 * days, newest first, and export the same selection as CSV. The log is only ever read here; it is
 * written by recordOperatorAction (../audit.service.ts) and a trigger refuses any rewrite.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilters } from '../../../../src/contract/calls/ops-audit.ts';
import { offsetOf, pagedAnswer, type PageRequest } from '../../../core/paging.ts';
import type { Database } from '../../../db/client.ts';
import { operatorActions } from '../../../db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The rows the filters select; days are whole UTC days, both ends included. */
function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containing(filters.q);
    conditions.push(
      or(
        ilike(operatorActions.operatorEmail, pattern),
        ilike(operatorActions.action, pattern),
        ilike(operatorActions.targetType, pattern),
        ilike(operatorActions.targetId, pattern),
        ilike(operatorActions.reason, pattern),
      )!,
    );
  }
  if (filters.action) conditions.push(eq(operatorActions.action, filters.action));
  if (filters.from) conditions.push(gte(operatorActions.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const dayAfter = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(operatorActions.createdAt, dayAfter));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const entryColumns = {
  id: operatorActions.id,
  operatorEmail: operatorActions.operatorEmail,
  role: operatorActions.role,
  action: operatorActions.action,
  targetType: operatorActions.targetType,
  targetId: operatorActions.targetId,
  reason: operatorActions.reason,
  address: operatorActions.address,
  createdAt: operatorActions.createdAt,
  details: operatorActions.details,
};

type EntryRow = { [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] };

function entryOf(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    operatorEmail: row.operatorEmail,
    role: row.role,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    address: row.address,
    at: row.createdAt.toISOString(),
  };
}

/** One page of the selected rows, newest first, and every action code the log holds. */
export async function searchAuditLog(
  db: Database,
  filters: AuditFilters,
  page: PageRequest,
): Promise<{ list: AuditEntry[]; actions: string[] } & PageRequest> {
  const [rows, actions] = await Promise.all([
    db
      .select(entryColumns)
      .from(operatorActions)
      .where(whereOf(filters))
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db
      .selectDistinct({ action: operatorActions.action })
      .from(operatorActions)
      .orderBy(operatorActions.action),
  ]);
  return pagedAnswer(page, { list: rows.map(entryOf), actions: actions.map((row) => row.action) });
}

/** Rows read per query of an export: a large log streams in steps, never held whole. */
const EXPORT_BATCH = 500;

/**
 * Every selected row, newest first, in batches: each batch continues after the last row of the
 * one before (by time, then id), so rows written during the export neither repeat nor shift it.
 */
export async function* auditRowsOf(db: Database, filters: AuditFilters): AsyncGenerator<EntryRow> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${operatorActions.createdAt}, ${operatorActions.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
      : undefined;
    const rows: EntryRow[] = await db
      .select(entryColumns)
      .from(operatorActions)
      .where(and(whereOf(filters), cursor))
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(EXPORT_BATCH);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The export's columns, in order, with their header. */
const CSV_COLUMNS: readonly [string, (row: EntryRow) => string][] = [
  ['time', (row) => row.createdAt.toISOString()],
  ['operator', (row) => row.operatorEmail],
  ['role', (row) => row.role],
  ['action', (row) => row.action],
  ['target_type', (row) => row.targetType],
  ['target_id', (row) => row.targetId],
  ['reason', (row) => row.reason],
  ['address', (row) => row.address],
  ['details', (row) => JSON.stringify(row.details)],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one)
 * gets a leading apostrophe, so opening the export never runs what an operator typed as a reason.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The export as CSV text, a header line then one line per row, each line ending in CRLF. */
export async function* auditCsvOf(db: Database, filters: AuditFilters): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS.map(([name]) => name));
  for await (const row of auditRowsOf(db, filters)) yield csvLine(CSV_COLUMNS.map(([, cell]) => cell(row)));
}
