/** Password hashing with argon2id at OWASP's minimum cost (19 MiB, 2 passes). */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { TEST_HASHING_SETTING, TEST_HASHING_VALUE } from '../config/password-hashing.ts';

/** Algorithm.Argon2id; the enum is `const` in the typings, so its value is spelled out. */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Hashing for the test suites' servers (TEST_HASHING_SETTING): under 1 ms a hash where OWASP's
 * cost takes 12 ms of CPU (33 ms on a busy machine), and each server suite signs up and seeds
 * about three thousand accounts (docs/benchmarks.md, "CI tier times"). The hashes are argon2id all the
 * same, so every rule around them runs as in production; a production deployment refuses to start
 * with it (server/config/production.ts).
 */
const CHEAP_TEST_OPTIONS = { algorithm: ARGON2ID, memoryCost: 256, timeCost: 1, parallelism: 1 };

const hashOptions = () =>
  process.env[TEST_HASHING_SETTING] === TEST_HASHING_VALUE ? CHEAP_TEST_OPTIONS : PASSWORD_HASH_OPTIONS;

/** Hashes a password for storage; the salt is random, so equal passwords give different hashes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions());
}

/** True when the password matches the stored hash (its own cost is read from the hash). */
export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password);
}
