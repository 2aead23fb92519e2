import { opsAuditLogCall } from '../../../../src/contract/calls/ops-audit.ts';
import { handle } from '../../../http/call-context.ts';
import { searchAuditLog } from './audit-log.service.ts';

/** ops/auditLog. */
export const auditLogHandlers = [
  handle(opsAuditLogCall, (ctx, { page, limit, ...filters }) =>
    searchAuditLog(ctx.db, filters, { page, limit }),
  ),
];
