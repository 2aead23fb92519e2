/**
 * GET /ops-export/audit.csv?q=&action=&from=&to=: the audit log as CSV, for admins only, with the
 * filters of `ops/auditLog`. A plain GET (a link the browser downloads), so it reads the operator
 * cookie itself: SameSite=Strict keeps another site from sending it. The file streams in batches
 * and is never cached; the export is itself an action the log records.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUDIT_EXPORT_PATH, auditFiltersSchema } from '../../../../src/contract/calls/ops-audit.ts';
import { mayWork } from '../../../../src/contract/operators.ts';
import { OPERATOR_COOKIE, resolveOperator } from '../../../auth/operator-sessions.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import { cookieValue } from '../../../media/media-pass.ts';
import { appendAuditRow } from '../audit.service.ts';
import { auditCsvOf } from './audit-log.service.ts';

export interface AuditExportDeps {
  db: Database;
  clock: Clock;
}

function refuse(reply: FastifyReply, code: 400 | 401 | 403, text: string) {
  return reply.code(code).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

export async function auditExportRoutes(app: FastifyInstance, deps: AuditExportDeps) {
  app.get(AUDIT_EXPORT_PATH, async (request, reply) => {
    const now = deps.clock.now();
    const operator = await resolveOperator(
      deps.db,
      cookieValue(request.headers.cookie, OPERATOR_COOKIE),
      request.headers['user-agent'],
      now,
    );
    if (!operator) return refuse(reply, 401, 'Sign in to the console first');
    if (!mayWork(operator.role, 'audit')) return refuse(reply, 403, 'Forbidden');
    const filters = auditFiltersSchema.safeParse(request.query);
    if (!filters.success) return refuse(reply, 400, 'Bad filters');
    await appendAuditRow(
      deps.db,
      operator,
      { clientAddress: request.ip, now: () => now },
      { action: 'audit.export', targetType: 'audit', targetId: '', details: { ...filters.data } },
    );
    const day = now.toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(auditCsvOf(deps.db, filters.data)));
  });
}
