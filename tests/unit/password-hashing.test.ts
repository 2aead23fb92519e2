/**
 * Passwords are hashed with argon2id at OWASP's minimum cost (19 MiB, 2 passes) unless the test
 * suites' setting asks for the cheap cost; the stored hash carries its own cost, so a hash made
 * either way verifies (server/auth/passwords.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts';
import { TEST_HASHING_SETTING, TEST_HASHING_VALUE } from '../../server/config/password-hashing.ts';

const before = process.env[TEST_HASHING_SETTING];
afterEach(() => {
  if (before === undefined) delete process.env[TEST_HASHING_SETTING];
  else process.env[TEST_HASHING_SETTING] = before;
});

describe('password hashing', () => {
  it("uses argon2id at OWASP's minimum cost unless the test suites' setting is given", async () => {
    delete process.env[TEST_HASHING_SETTING];
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery!')).toBe(false);
  });

  it('hashes cheaply for the test suites, and either hash verifies under either setting', async () => {
    process.env[TEST_HASHING_SETTING] = TEST_HASHING_VALUE;
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    delete process.env[TEST_HASHING_SETTING];
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong')).toBe(false);
  });
});
