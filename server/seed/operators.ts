/** The demo's operators (demo-accounts.ts): enrolled already, so the printed secret signs in. */
import type { Database } from '../db/client.ts';
import { createOperator } from '../modules/operations/operator-accounts.service.ts';
import { DEMO_OPERATORS, type DemoCredentials } from './demo-accounts.ts';

/** Creates each demo operator that does not exist yet, with these credentials. */
export async function seedOperators(
  db: Database,
  now: Date,
  credentials: DemoCredentials['operators'],
): Promise<void> {
  for (const [i, operator] of DEMO_OPERATORS.entries()) {
    await createOperator(db, {
      email: operator.email,
      role: operator.role,
      password: credentials.password,
      totpSecret: credentials.totpSecrets[i]!,
      enrolledAt: now,
    });
  }
}
