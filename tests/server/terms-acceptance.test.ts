/**
 * Which terms of service a member accepted (issue 22): a new account accepts the version in force
 * (every way to an account shows "By continuing, you agree to the Terms of Service"); a member on
 * record with an older version accepts the new one with user/acceptTerms; another version is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../src/contract/entities-account.ts';
import { LEGAL_VERSIONS } from '../../src/contract/legal-texts.ts';
import { users } from '../../server/db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const termsOf = async (token: string) => {
  const { body } = await server.call('user/getUserInfo', { token });
  return userInfoSchema.parse(body.data).terms_version;
};

describe('the terms a member accepted', () => {
  it('records the version in force and the time when an account is made', async () => {
    const before = Date.now();
    const created = await signUp(server);
    expect(await termsOf(created.login.token)).toBe(LEGAL_VERSIONS.tos);
    const [row] = await server.database.handle.db
      .select({ version: users.termsVersion, at: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.username, created.account));
    expect(row!.version).toBe(LEGAL_VERSIONS.tos);
    expect(row!.at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts the version in force for a member on record with an older one, and refuses any other version', async () => {
    const created = await signUp(server);
    await server.database.handle.db
      .update(users)
      .set({ termsVersion: '2025-01-01', termsAcceptedAt: new Date(0) })
      .where(eq(users.username, created.account));
    expect(await termsOf(created.login.token)).toBe('2025-01-01');

    const stale = await server.call('user/acceptTerms', {
      token: created.login.token,
      version: '2025-01-01',
    });
    expect(stale.body).toMatchObject({ status: 0, data: null });
    expect(stale.body.msg).toMatch(/no longer the current version/);
    expect(await termsOf(created.login.token)).toBe('2025-01-01');

    const accepted = await server.call('user/acceptTerms', {
      token: created.login.token,
      version: LEGAL_VERSIONS.tos,
    });
    expect(accepted.body).toMatchObject({ status: 1, data: { terms_version: LEGAL_VERSIONS.tos } });
    expect(await termsOf(created.login.token)).toBe(LEGAL_VERSIONS.tos);
    const [row] = await server.database.handle.db
      .select({ at: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.username, created.account));
    expect(row!.at!.getTime()).toBeGreaterThan(0);
  });

  it('asks a visitor to log in', async () => {
    const { body } = await server.call('user/acceptTerms', { version: LEGAL_VERSIONS.tos });
    expect(body.status).not.toBe(1);
  });
});
