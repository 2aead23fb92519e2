/**
 * The audit log (issue 23) through real HTTP: admins only, searched by free text, action and days,
 * newest first; the CSV export with the same filters (RFC 4180 quoting, no cell a spreadsheet
 * would run as a formula) refused to anyone but an admin; and the table itself append-only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import { AUDIT_EXPORT_PATH } from '../../src/contract/calls/ops-audit.ts';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { appendAuditRow } from '../../server/modules/operations/audit.service.ts';
import { csvCell } from '../../server/modules/operations/audit-log/audit-log.service.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let admin: OperatorClient;
/** Unique to this run, so the searches find only the rows written here. */
const mark = `t${Date.now().toString(36)}`;

const db = () => server.database.handle.db;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

/** Writes one row as an operator did on `day` (YYYY-MM-DD) at noon UTC. */
function logged(
  day: string,
  action: string,
  fields: { reason?: string; targetId?: string; email?: string } = {},
) {
  return appendAuditRow(
    db(),
    { id: null, email: fields.email ?? `mod-${mark}@example.com`, role: 'moderator' },
    { clientAddress: '203.0.113.7', now: () => new Date(`${day}T12:00:00Z`) },
    { action, targetType: 'post', targetId: fields.targetId ?? `${mark}-1`, reason: fields.reason },
  );
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = await signInTestOperator(server, 'admin');
  await logged('2026-03-01', 'post.approve');
  await logged('2026-03-02', 'post.reject', { reason: `Spam links ${mark}` });
  await logged('2026-03-03', 'post.reject', { reason: `=HYPERLINK("http://evil") ${mark}` });
  await logged('2026-03-04', 'withdrawal.pass', {
    targetId: `${mark}-9`,
    reason: 'line one\nline "two", three',
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Page {
  list: {
    action: string;
    reason: string;
    operatorEmail: string;
    role: string;
    address: string;
    at: string;
  }[];
  actions: string[];
}

async function search(filters: Record<string, unknown>): Promise<Page> {
  const { body } = await admin.call('ops/auditLog', { limit: 50, ...filters });
  expect(body.status).toBe(1);
  return body.data as Page;
}

describe('who reads the audit log', () => {
  it.each<OperatorRole>(['moderator', 'reviewer', 'finance'])('refuses a %s', async (role) => {
    const operator = await signInTestOperator(server, role);
    expect((await operator.call('ops/auditLog', {})).body).toMatchObject({
      status: 0,
      msg: text('server.ops.roleRefused'),
    });
    expect((await fetch(`${server.baseUrl}${AUDIT_EXPORT_PATH}`, { headers: operator.headers })).status).toBe(
      403,
    );
  });

  it('refuses the export without an operator session', async () => {
    expect((await fetch(`${server.baseUrl}${AUDIT_EXPORT_PATH}`)).status).toBe(401);
  });
});

describe('searching', () => {
  it('finds by free text in the operator, action, target or reason, newest first', async () => {
    const all = await search({ q: mark });
    expect(all.list.map((row) => row.action)).toEqual([
      'withdrawal.pass',
      'post.reject',
      'post.reject',
      'post.approve',
    ]);
    expect(all.list[0]).toMatchObject({
      operatorEmail: `mod-${mark}@example.com`,
      role: 'moderator',
      address: '203.0.113.7',
      at: '2026-03-04T12:00:00.000Z',
    });
    expect((await search({ q: `spam LINKS ${mark}` })).list).toHaveLength(1);
    expect((await search({ q: `${mark}-9` })).list.map((row) => row.action)).toEqual(['withdrawal.pass']);
    expect(all.actions).toEqual(expect.arrayContaining(['post.approve', 'post.reject', 'withdrawal.pass']));
  });

  it('takes % and _ in the text literally', async () => {
    expect((await search({ q: `${mark}%` })).list).toHaveLength(0);
  });

  it('filters by action and by days, both ends included', async () => {
    expect((await search({ q: mark, action: 'post.reject' })).list).toHaveLength(2);
    const days = await search({ q: mark, from: '2026-03-02', to: '2026-03-03' });
    expect(days.list.map((row) => row.at)).toEqual(['2026-03-03T12:00:00.000Z', '2026-03-02T12:00:00.000Z']);
  });

  it('refuses a day that is not one', async () => {
    expect((await admin.call('ops/auditLog', { from: '2026-02-31x' })).body.status).toBe(0);
  });
});

describe('the CSV export', () => {
  it('streams the selected rows with RFC 4180 quoting and no formulas', async () => {
    const response = await fetch(`${server.baseUrl}${AUDIT_EXPORT_PATH}?q=${mark}&action=post.reject`, {
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('time,operator,role,action,target_type,target_id,reason,address,details');
    expect(lines.slice(1, -1)).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") ${mark}"`);
    expect(lines[2]).toContain(`,Spam links ${mark},`);
    expect(lines.at(-1)).toBe('');
  });

  it('keeps line breaks, quotes and commas inside one quoted cell', async () => {
    const response = await fetch(`${server.baseUrl}${AUDIT_EXPORT_PATH}?q=${mark}-9`, {
      headers: admin.headers,
    });
    expect(await response.text()).toContain('"line one\nline ""two"", three"');
  });

  it('records the export itself', async () => {
    const { list } = await search({ action: 'audit.export' });
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.operatorEmail).toBe(admin.email);
  });

  it('disarms every cell a spreadsheet would read as a formula', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
    ]);
    expect(csvCell('plain')).toBe('plain');
  });
});

describe('the table', () => {
  it('refuses to change or remove a row, whatever the statement', async () => {
    for (const statement of [
      sql`UPDATE operator_actions SET reason = 'rewritten'`,
      sql`DELETE FROM operator_actions`,
      sql`TRUNCATE operator_actions`,
    ]) {
      const error = await db()
        .execute(statement)
        .then(
          () => null,
          (failure: Error) => failure,
        );
      // The database's own refusal, under the query builder's "Failed query" wrapper.
      expect(String(error?.cause ?? error)).toMatch(/append-only/);
    }
    expect((await search({ q: mark })).list).toHaveLength(4);
  });
});
