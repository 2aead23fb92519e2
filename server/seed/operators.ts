/** The demo's operators (demo-accounts.ts): enrolled already, so the printed secret signs in. */
import type { Database } from '../db/client.ts';
import { createOperator } from '../modules/operations/operator-accounts.service.ts';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from './demo-accounts.ts';

/** Creates each demo operator that does not exist yet. */
export async function seedOperators(db: Database, now: Date): Promise<void> {
  for (const operator of DEMO_OPERATORS) {
    await createOperator(db, {
      email: operator.email,
      role: operator.role,
      password: DEMO_OPERATOR_PASSWORD,
      totpSecret: operator.totpSecret,
      enrolledAt: now,
    });
  }
}
