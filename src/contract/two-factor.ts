/**
 * Members' second factor (issue 26): TOTP with ten one-time recovery codes, asked at sign-in and
 * again before the account's sensitive changes. The codes' shapes are the operators' (the same
 * authenticator apps, the same recovery code format).
 */
import { z } from 'zod/mini';
import { loginResultSchema } from './entities-account.ts';
import { passkeyAssertionSchema } from './passkeys.ts';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from './operators.ts';
import { RULE_ERROR } from './rules/account-rules.ts';
import { text } from './strings.ts';

export { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN };

/** Between the first factor and the code: a sign-in challenge lasts this long. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

/**
 * A TOTP code (6 digits) or an unused recovery code (`xxxxx-xxxxx`). The schema only asks for
 * something; whether it is a valid code is the server's answer (server.ops.codeWrong).
 */
export const secondFactorCodeSchema = text().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { message: RULE_ERROR.required, abort: true }),
  z.maxLength(32, RULE_ERROR.required),
);

/** Whether a typed code has the shape of a TOTP code (else it is taken as a recovery code). */
export function isTotpCode(code: string): boolean {
  return TOTP_CODE_PATTERN.test(code);
}

/**
 * What a sign-in of a member with a second factor answers instead of a session: the challenge
 * to complete with account/loginBySecondFactor within SECOND_FACTOR_CHALLENGE_MINUTES.
 */
export const secondFactorChallengeSchema = z.object({
  /**
   * What the next step asks for first: `totp`, a code of the authenticator app (or a recovery
   * code), when the member has one; `passkey` when their only second factor is passkeys.
   */
  second_factor: z.enum(['totp', 'passkey']),
  /**
   * True when the member has a passkey: `account/startPasskeySignIn` with this challenge, then
   * `account/loginBySecondFactor` with the assertion, completes it instead of a code.
   */
  passkey: z.boolean(),
  /** The challenge's token (43 characters of Base64url); good for one completed sign-in. */
  challenge: z.string().check(z.minLength(1)),
  /** Seconds until the challenge ends. */
  expires_in: z.int().check(z.positive()),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What every sign-in call answers: a session, or a second-factor challenge. */
export const signInOutcomeSchema = z.union([loginResultSchema, secondFactorChallengeSchema]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

/** The member's second factor as the security screen shows it. */
export const twoFactorStatusSchema = z.object({
  /** True once a first code confirmed the authenticator. */
  enabled: z.boolean(),
  /** When it was turned on (ISO 8601), null while off. */
  enabled_at: z.nullable(z.string()),
  /** Recovery codes not yet used (0 while off). */
  recovery_codes_left: z.int().check(z.nonnegative()),
  /**
   * True when the member has a passkey, their other second factor: a step-up then takes
   * `second_factor_passkey` (after `user/startPasskeyStepUp`) as well as, with `enabled`, a code.
   */
  passkey: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** An enrolment in progress: the secret to type, and the otpauth:// URI a QR code carries. */
export const twoFactorEnrolmentSchema = z.object({
  /** The TOTP secret (base32), shown in groups for typing into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/FanVault:{account}?secret=...&issuer=FanVault (SHA-1, 6 digits, 30 s). */
  uri: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** The ten recovery codes, answered once (at enrolment, or renewed). */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/**
 * The fields a sensitive change (email, password, deletion, a passkey added or removed) carries
 * when the member has a second factor: a current TOTP code or an unused recovery code, or else
 * an assertion of one of their passkeys for the options of `user/startPasskeyStepUp`. Ignored
 * when they have none.
 */
export const stepUpFields = {
  second_factor_code: z.optional(secondFactorCodeSchema),
  second_factor_passkey: z.optional(passkeyAssertionSchema),
};

/** What a step-up carries: a code, a passkey's assertion, or (without a second factor) nothing. */
export interface StepUpProof {
  second_factor_code?: string | undefined;
  second_factor_passkey?: z.infer<typeof passkeyAssertionSchema> | undefined;
}
