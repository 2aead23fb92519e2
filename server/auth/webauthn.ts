/**
 * WebAuthn for members' passkeys (issue 26), through `@simplewebauthn/server`: the options the
 * browser's `navigator.credentials` calls take, and the checks of what it answers. The relying
 * party is the site: its id is PUBLIC_URL's host, the only origin accepted is PUBLIC_URL.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

/** The site as a WebAuthn relying party. */
export interface RelyingParty {
  /** PUBLIC_URL's host name (no port): what passkeys are bound to. */
  id: string;
  /** PUBLIC_URL's origin: the only page a passkey's answer may come from. */
  origin: string;
  /** The name an authenticator shows. */
  name: string;
}

export function relyingPartyOf(publicUrl: string, name = 'FanVault'): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}

/** A stored passkey, as the checks need it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** How long the browser waits for the authenticator (the challenge itself lasts longer). */
const TIMEOUT_MS = 120_000;

/**
 * Options to create a discoverable passkey (resident key, user verification required) for the
 * member; their existing ones are excluded so one authenticator is not added twice.
 */
export function creationOptions(
  rp: RelyingParty,
  user: { handle: string; name: string },
  existing: StoredCredential[],
  challenge: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.handle),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/**
 * Options to ask for an assertion: of the given passkeys (a second factor), or of any discoverable
 * passkey of the site (a password-free sign-in, `allow` empty, user verification required).
 */
export function requestOptions(
  rp: RelyingParty,
  allow: StoredCredential[],
  challenge: string,
  userVerification: 'required' | 'preferred',
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: TIMEOUT_MS,
    userVerification,
    allowCredentials: allow.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports as AuthenticatorTransport[],
    })),
  });
}

/** The challenge an answer of the browser signed (from its clientDataJSON); undefined when unreadable. */
export function challengeOfAnswer(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a new passkey's attestation ('none' accepted: the site does not choose authenticators)
 * against the challenge, the origin and the relying party's id, with user verification. Answers
 * the credential to store, or undefined when it does not verify.
 */
export async function verifyNewCredential(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<StoredCredential | undefined> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return undefined;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/**
 * Checks an assertion of a stored passkey: the signature over the challenge, the origin, the
 * relying party's id, user presence (and verification when asked), and a signature counter that
 * moved on from the stored one (a copied authenticator shows as one that went back). Answers the
 * new counter, or undefined when it does not verify.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  credential: StoredCredential,
  requireUserVerification: boolean,
): Promise<{ counter: number } | undefined> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification,
      credential: {
        id: credential.credentialId,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports as AuthenticatorTransport[],
      },
    });
    return verified ? { counter: authenticationInfo.newCounter } : undefined;
  } catch {
    return undefined;
  }
}
