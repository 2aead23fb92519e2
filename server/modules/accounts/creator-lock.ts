/** The one gate for a creator's changes: their row locked, their role checked (plans and publishing ask it). */
import { eq } from 'drizzle-orm';
import { ROLE } from '../../../src/contract/enums.ts';
import { roleOfAuthStatus } from '../../../src/contract/rules/roles.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { MessageId } from '../../i18n/messages.ts';

/**
 * Locks the creator's row for the rest of the transaction, so two changes of one creator run one
 * after the other (the 10-plan limit and the positions stay right under concurrent calls), and
 * refuses anyone who is not an approved creator with `refusal`. Publishing (posts) asks it too.
 */
export async function lockCreator(
  tx: Transaction,
  userId: number,
  refusal: MessageId = 'server.plan.creatorsOnly',
): Promise<void> {
  const [user] = await tx
    .select({ authStatus: users.authStatus })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  refuseUnlessCreator(user, refusal);
}

/** The same refusal for a read (a creator's own lists and counts): nothing is locked. */
export async function requireCreator(
  db: Database | Transaction,
  userId: number,
  refusal: MessageId,
): Promise<void> {
  const [user] = await db.select({ authStatus: users.authStatus }).from(users).where(eq(users.id, userId));
  refuseUnlessCreator(user, refusal);
}

function refuseUnlessCreator(user: { authStatus: number } | undefined, refusal: MessageId): void {
  if (!user || roleOfAuthStatus(user.authStatus) !== ROLE.creator) throw new ServiceError(refusal);
}
