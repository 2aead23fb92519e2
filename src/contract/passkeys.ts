/**
 * Members' passkeys (issue 26): WebAuthn credentials that are a second factor beside (or instead
 * of) the authenticator app, and a password-free sign-in of their own. The request shapes are the
 * JSON the browser's WebAuthn answers serialise to (`@simplewebauthn/browser`'s
 * `startRegistration()` / `startAuthentication()`, or `PublicKeyCredential.toJSON()`); binary
 * fields are Base64url.
 */
import { z } from 'zod/mini';
import { text } from './strings.ts';

/** A WebAuthn challenge the server gave out lasts this long, and works once. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** A passkey's name, as the member types it. */
export const PASSKEY_NAME_MAX = 60;
/** How many passkeys a member may have at once. */
export const PASSKEYS_MAX = 20;

const base64url = (max: number) => text().check(z.maxLength(max), z.regex(/^[A-Za-z0-9_-]*={0,2}$/));

/** What the browser answers `navigator.credentials.get()` with (an assertion), as JSON. */
export const passkeyAssertionSchema = z.object({
  /** The credential's id (Base64url), as registered. */
  id: base64url(1_024),
  rawId: base64url(1_024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(4_096),
    signature: base64url(1_024),
    userHandle: z.optional(base64url(1_024)),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** What the browser answers `navigator.credentials.create()` with (an attestation), as JSON. */
export const passkeyRegistrationSchema = z.object({
  id: base64url(1_024),
  rawId: base64url(1_024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(16_384),
    authenticatorData: z.optional(base64url(4_096)),
    transports: z.optional(z.array(z.enum(TRANSPORTS)).check(z.maxLength(8))),
    publicKeyAlgorithm: z.optional(z.int()),
    publicKey: z.optional(base64url(4_096)),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

/** A passkey's name: 1 to 60 characters. */
export const passkeyNameSchema = text().check(z.trim(), z.minLength(1), z.maxLength(PASSKEY_NAME_MAX));

/** One of the member's passkeys as the security screen lists it. */
export const passkeySchema = z.object({
  /** Its id, for `user/removePasskey`. */
  id: z.int(),
  /** The member's name for it. */
  name: z.string(),
  /** When it was added and last used to sign in or confirm (ISO 8601; null: never used). */
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

const credentialDescriptorSchema = z.object({
  id: z.string(),
  /** Always `public-key`. */
  type: z.string(),
  transports: z.optional(z.array(z.string())),
});

/**
 * Options for `navigator.credentials.create()` in their JSON form (WebAuthn Level 3
 * `PublicKeyCredentialCreationOptionsJSON`; `@simplewebauthn/browser`'s `startRegistration`
 * takes them as they are): the relying party is the site's host, the challenge is the server's.
 */
export const passkeyCreationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.optional(z.string()), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.int() })),
  timeout: z.optional(z.int()),
  excludeCredentials: z.optional(z.array(credentialDescriptorSchema)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.string()),
      residentKey: z.optional(z.string()),
      requireResidentKey: z.optional(z.boolean()),
      userVerification: z.optional(z.string()),
    }),
  ),
  attestation: z.optional(z.string()),
  /** `credProps: true`: the browser says whether the passkey is discoverable. */
  extensions: z.optional(z.object({ credProps: z.optional(z.boolean()) })),
  hints: z.optional(z.array(z.string())),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/**
 * Options for `navigator.credentials.get()` in their JSON form
 * (`PublicKeyCredentialRequestOptionsJSON`): no `allowCredentials` for a password-free sign-in
 * (the authenticator offers its discoverable passkeys), the member's passkeys otherwise.
 */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.optional(z.string()),
  timeout: z.optional(z.int()),
  allowCredentials: z.optional(z.array(credentialDescriptorSchema)),
  userVerification: z.optional(z.enum(['required', 'preferred', 'discouraged'])),
  hints: z.optional(z.array(z.string())),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
