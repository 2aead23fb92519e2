/**
 * The admin's page of operators (issue 23): list, create, disable, reset the second factor. The
 * shell's `npm run ops -- create-operator | disable-operator` does the same for automation.
 */
import { asc, eq, max, sql } from 'drizzle-orm';
import type { OperatorAccount, OperatorRole } from '../../../../src/contract/operators.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { revokeOperatorSessions } from '../../../auth/operator-sessions.ts';
import { operatorRecoveryCodes, operatorSessions, operators } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { signedInOperator } from '../../../http/call-context.ts';
import { recordOperatorAction } from '../audit.service.ts';
import {
  activeOperatorOf,
  createOperator,
  disableOperatorById,
  newOperatorPassword,
} from '../operator-accounts.service.ts';

const accountColumns = {
  id: operators.id,
  email: operators.email,
  role: operators.role,
  enrolledAt: operators.totpEnrolledAt,
  createdAt: operators.createdAt,
  disabledAt: operators.disabledAt,
  lastSignInAt: max(operatorSessions.secondFactorAt),
};

type AccountRow = {
  email: string;
  role: string;
  enrolledAt: Date | null;
  createdAt: Date;
  disabledAt: Date | null;
  lastSignInAt: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function accountOf(row: AccountRow): OperatorAccount {
  return {
    email: row.email,
    role: row.role as OperatorRole,
    enrolled: row.enrolledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: iso(row.lastSignInAt),
    disabledAt: iso(row.disabledAt),
  };
}

async function accountsWhere(db: Database | Transaction, email?: string): Promise<OperatorAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(operators)
    .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
    .where(email === undefined ? undefined : eq(operators.email, email))
    .groupBy(operators.id)
    .orderBy(sql`${operators.disabledAt} is not null`, asc(operators.email));
  return rows.map(accountOf);
}

/** Every operator, active first. */
export async function listOperators(ctx: CallContext): Promise<OperatorAccount[]> {
  return accountsWhere(ctx.db);
}

/** Makes an operator; answers them with the random password to hand over (shown once). */
export async function createOperatorAccount(
  ctx: CallContext,
  input: { email: string; role: OperatorRole },
): Promise<{ operator: OperatorAccount; password: string }> {
  const password = newOperatorPassword();
  return ctx.db.transaction(async (tx) => {
    const created = await createOperator(tx, { email: input.email, role: input.role, password });
    if ('taken' in created) throw new ServiceError('server.ops.operatorExists');
    await recordOperatorAction(tx, ctx, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: created.id,
      details: { email: input.email, role: input.role },
    });
    const [operator] = await accountsWhere(tx, input.email);
    return { operator: operator!, password };
  });
}

/** The active operator of an email, never the admin themselves. */
async function otherActiveOperator(tx: Transaction, ctx: CallContext, email: string) {
  const operator = await activeOperatorOf(tx, email);
  if (!operator) throw new ServiceError('server.ops.operatorNotFound');
  if (operator.id === signedInOperator(ctx).id) throw new ServiceError('server.ops.notYourself');
  return operator;
}

/** Disables an operator and ends their sessions. */
export async function disableOperator(
  ctx: CallContext,
  input: { email: string; reason: string },
): Promise<OperatorAccount> {
  return ctx.db.transaction(async (tx) => {
    const operator = await otherActiveOperator(tx, ctx, input.email);
    await disableOperatorById(tx, operator.id, ctx.now());
    await recordOperatorAction(tx, ctx, {
      action: 'operator.disable',
      targetType: 'operator',
      targetId: operator.id,
      reason: input.reason,
      details: { email: input.email },
    });
    return (await accountsWhere(tx, input.email))[0]!;
  });
}

/** Forgets an operator's authenticator and recovery codes; their next sign-in enrols again. */
export async function resetSecondFactor(
  ctx: CallContext,
  input: { email: string; reason: string },
): Promise<OperatorAccount> {
  return ctx.db.transaction(async (tx) => {
    const operator = await otherActiveOperator(tx, ctx, input.email);
    await tx
      .update(operators)
      .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: 0 })
      .where(eq(operators.id, operator.id));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
    await revokeOperatorSessions(tx, operator.id, ctx.now());
    await recordOperatorAction(tx, ctx, {
      action: 'operator.reset-second-factor',
      targetType: 'operator',
      targetId: operator.id,
      reason: input.reason,
      details: { email: input.email },
    });
    return (await accountsWhere(tx, input.email))[0]!;
  });
}
