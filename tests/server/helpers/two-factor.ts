/** Members' second factor for server tests: turning it on through the real calls, and its codes. */
import { expect } from 'vitest';
import { newTotpSecret, totpCodeAt } from '../../../server/auth/totp.ts';
import { memberTotp } from '../../../server/db/schema.ts';
import { ok } from './money.ts';
import type { TestServer } from './test-server.ts';

/** One TOTP time step. */
export const STEP_MS = 30_000;

/** The authenticator's code now on the server's clock, `steps` steps away. */
export function codeNow(server: TestServer, secret: string, steps = 0): string {
  return totpCodeAt(secret, new Date(server.clock.now().getTime() + steps * STEP_MS));
}

/**
 * Turns the member's second factor on (start, then a first code) and moves the clock a step on,
 * so the next code the test makes is a fresh one. Answers the secret and the ten recovery codes.
 */
export async function turnOnTwoFactor(
  server: TestServer,
  member: { token: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret, uri } = await ok<{ secret: string; uri: string }>(server, member, 'user/startTwoFactor');
  expect(uri).toContain(`secret=${secret}`);
  const { recovery_codes } = await ok<{ recovery_codes: string[] }>(server, member, 'user/confirmTwoFactor', {
    code: codeNow(server, secret),
  });
  server.clock.advance(STEP_MS);
  return { secret, recoveryCodes: recovery_codes };
}

/**
 * Arranges a member's second factor as on, straight in the database, for tests of what comes
 * after it (a creator's withdrawals): no calls, and the clock stays where it is.
 */
export async function secondFactorOn(server: TestServer, member: { userId: number }): Promise<void> {
  await server.database.handle.db
    .insert(memberTotp)
    .values({ userId: member.userId, secret: newTotpSecret(), enabledAt: server.clock.now() });
}
