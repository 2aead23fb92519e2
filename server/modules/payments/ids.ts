/**
 * Public ids of money records (`ord_…`, `cs_…`, `evt_…`): a prefix and 24 random base-62
 * characters (about 143 bits), unguessable. The seed draws them from a fixed generator instead,
 * so a seeded database is the same on every run.
 */
import { createHash, randomBytes } from 'node:crypto';

export type IdSource = (prefix: string) => string;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LENGTH = 24;

function encode(bytes: Buffer): string {
  let text = '';
  // 248 of 256 byte values map evenly onto 62 characters (4 rounds of 62); the rest are skipped.
  for (const byte of bytes) {
    if (byte < 248) text += ALPHABET[byte % 62];
    if (text.length === LENGTH) break;
  }
  return text;
}

/** Cryptographically random ids. */
export const randomIds: IdSource = (prefix) => {
  let body = '';
  while (body.length < LENGTH) body += encode(randomBytes(32)).slice(0, LENGTH - body.length);
  return `${prefix}_${body}`;
};

/** Ids derived from `seed` and a counter: the same sequence on every run (the demo seed). */
export function seededIds(seed: string): IdSource {
  let counter = 0;
  return (prefix) => {
    counter += 1;
    let body = '';
    for (let round = 0; body.length < LENGTH; round++) {
      const digest = createHash('sha256').update(`${seed}:${prefix}:${counter}:${round}`).digest();
      body += encode(digest).slice(0, LENGTH - body.length);
    }
    return `${prefix}_${body}`;
  };
}
