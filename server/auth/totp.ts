/**
 * The second factor of operators and members: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) through the
 * otpauth library, and one-time recovery codes. A code is accepted one step either side of now
 * (clock drift), and never for a step at or before the last one accepted, so a code seen over a
 * shoulder cannot be replayed.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../src/contract/operators.ts';

/** The name an authenticator app shows above each code: whose account it is for. */
export const TOTP_ISSUERS = { operators: 'FanVault operations', members: 'FanVault' } as const;
export type TotpIssuer = (typeof TOTP_ISSUERS)[keyof typeof TOTP_ISSUERS];
const PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from. */
const WINDOW = 1;

function totpOf(secret: string, label = 'account', issuer: TotpIssuer = TOTP_ISSUERS.operators): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, base32), as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code: `label` names the account in it. */
export function totpUri(secret: string, label: string, issuer: TotpIssuer): string {
  return totpOf(secret, label, issuer).toString();
}

/** The code of a moment (for tests and the demo's printout). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The time step a valid code belongs to, or null when the code matches no step of the window. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

// Letters and digits a reader does not confuse (no 0/o, 1/l/i).
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryGroup(): string {
  return Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}

/** Ten fresh recovery codes, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${recoveryGroup()}-${recoveryGroup()}`);
}

/** The stored form of a recovery code. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}
