/**
 * MSW handlers of the console's audit log (ops/auditLog), one named handler per state. The loaded
 * log filters as the server does (free text, action, days), so a story can search it.
 */
import { delay, http } from 'msw';
import { opsAuditLogCall, type AuditEntry } from '../contract/calls/ops-audit.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** One row of the log. */
export function makeAuditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    operatorEmail: 'moderator@example.com',
    role: 'moderator',
    action: 'post.approve',
    targetType: 'post',
    targetId: String(1000 + id),
    reason: '',
    address: '203.0.113.7',
    at: new Date(Date.UTC(2026, 2, 2, 12, 0) - id * 3_600_000).toISOString(),
    ...overrides,
  };
}

/** A day's work of four roles. */
export function makeAuditLog(): AuditEntry[] {
  return [
    makeAuditEntry(1, { action: 'feedback.reply', targetType: 'feedback', targetId: '12' }),
    makeAuditEntry(2, { action: 'post.reject', reason: 'Links to a paid site outside FanVault, twice.' }),
    makeAuditEntry(3, {
      operatorEmail: 'finance@example.com',
      role: 'finance',
      action: 'withdrawal.pass',
      targetType: 'withdrawal',
      targetId: '88',
      address: '2001:db8::17',
    }),
    makeAuditEntry(4, {
      operatorEmail: 'reviewer@example.com',
      role: 'reviewer',
      action: 'application.reject',
      targetType: 'application',
      targetId: '7',
      reason: 'الصورة غير واضحة، يرجى إعادة رفعها.',
    }),
    makeAuditEntry(5, {
      operatorEmail: 'admin@example.com',
      role: 'admin',
      action: 'audit.export',
      targetType: 'audit',
      targetId: '',
    }),
  ];
}

const matches = (entry: AuditEntry, q: string) =>
  [entry.operatorEmail, entry.action, entry.targetType, entry.targetId, entry.reason].some((field) =>
    field.toLowerCase().includes(q.toLowerCase()),
  );

const loaded = callHandler(opsAuditLogCall, async ({ input }) => {
  await delay(100);
  const log = makeAuditLog();
  const rows = log.filter(
    (entry) =>
      (!input.q || matches(entry, input.q)) &&
      (!input.action || entry.action === input.action) &&
      (!input.from || entry.at.slice(0, 10) >= input.from) &&
      (!input.to || entry.at.slice(0, 10) <= input.to),
  );
  const start = (input.page - 1) * input.limit;
  return sealedReply(opsAuditLogCall, {
    list: rows.slice(start, start + input.limit),
    actions: [...new Set(log.map((entry) => entry.action))].sort(),
    page: input.page,
    limit: input.limit,
  });
});

export const opsAuditHandlers = {
  /** Five actions of four operators, searchable. */
  loaded: { opsAuditLog: loaded },
  /** Nothing logged yet. */
  empty: {
    opsAuditLog: callHandler(opsAuditLogCall, ({ input }) =>
      sealedReply(opsAuditLogCall, { list: [], actions: [], page: input.page, limit: input.limit }),
    ),
  },
  /** The first page never arrives. */
  loading: {
    opsAuditLog: http.post(callUrl(opsAuditLogCall), async () => {
      await delay('infinite');
    }),
  },
  /** The server cannot be reached. */
  error: { opsAuditLog: callHandler(opsAuditLogCall, () => sealedError(MOCK_SERVER_ERROR)) },
};
