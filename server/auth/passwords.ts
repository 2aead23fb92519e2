/** Password hashing with argon2id at OWASP's minimum cost (19 MiB, 2 passes). */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is `const` in the typings, so its value is spelled out. */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password for storage; the salt is random, so equal passwords give different hashes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the password matches the stored hash. */
export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password);
}
