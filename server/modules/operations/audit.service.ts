/**
 * Writing the audit log (issue 23): every operator action, in the same transaction as its
 * effect, so an action and its record stand or fall together. The table is append-only
 * (a trigger, migration 0017); the reading side is the console's audit page.
 */
import type { Database, Transaction } from '../../db/client.ts';
import { operatorActions } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { signedInOperator } from '../../http/call-context.ts';

/** What an operator did, to what, and why. */
export interface OperatorAction {
  /** A stable dotted code: `post.approve`, `withdrawal.fail`, `document.view`, `operator.sign-in`. */
  action: string;
  /** `post`, `application`, `withdrawal`, `report`, `feedback`, `member`, `order`, `operator`. */
  targetType: string;
  targetId: string | number;
  reason?: string;
  details?: Record<string, unknown>;
}

/** The operator and address a record names. */
export type AuditContext = Pick<CallContext, 'viewer' | 'clientAddress' | 'now'>;

/** Appends one record; pass the transaction of the action so both commit together. */
export async function recordOperatorAction(
  db: Database | Transaction,
  ctx: AuditContext,
  action: OperatorAction,
): Promise<void> {
  const operator = signedInOperator(ctx);
  await appendAuditRow(db, { id: operator.id, email: operator.email, role: operator.role }, ctx, action);
}

/** Appends one record for an operator named explicitly (sign-in, before the session counts). */
export async function appendAuditRow(
  db: Database | Transaction,
  operator: { id: number | null; email: string; role: string },
  at: { clientAddress: string; now(): Date },
  action: OperatorAction,
): Promise<void> {
  await db.insert(operatorActions).values({
    operatorId: operator.id,
    operatorEmail: operator.email,
    role: operator.role,
    action: action.action,
    targetType: action.targetType,
    targetId: String(action.targetId),
    reason: action.reason ?? '',
    details: action.details ?? {},
    address: at.clientAddress,
    createdAt: at.now(),
  });
}
