/**
 * Which terms of service a member accepted (docs/decisions/legal-texts.md): every way to make an
 * account says "By continuing, you agree to the Terms of Service" (the auth dialog), so a new
 * account has accepted the version in force; a newer version is accepted with `user/acceptTerms`,
 * which the app asks for at the member's next visit.
 */
import { and, eq, ne } from 'drizzle-orm';
import { LEGAL_VERSIONS } from '../../../src/contract/legal-texts.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';

/** The columns that record accepting the terms in force at `now`. */
export function termsAcceptedAt(now: Date): { termsVersion: string; termsAcceptedAt: Date } {
  return { termsVersion: LEGAL_VERSIONS.tos, termsAcceptedAt: now };
}

/**
 * Records that the member accepted `version`, which must be the version in force (a page left
 * open across a new version accepts nothing it did not show). Accepting it again changes nothing.
 */
export async function acceptTerms(
  ctx: { db: Database; now: () => Date },
  userId: number,
  version: string,
): Promise<{ terms_version: string }> {
  if (version !== LEGAL_VERSIONS.tos) throw new ServiceError('server.terms.notCurrent');
  // One conditional write: accepted again, the first acceptance's time stays.
  await ctx.db
    .update(users)
    .set(termsAcceptedAt(ctx.now()))
    .where(and(eq(users.id, userId), ne(users.termsVersion, version)));
  return { terms_version: version };
}
