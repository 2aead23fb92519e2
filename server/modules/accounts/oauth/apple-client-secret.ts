/**
 * Sign in with Apple has no fixed client secret: each token request carries a short-lived ES256
 * JWT signed with the team's private key (APPLE_PRIVATE_KEY), made with jose.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

/** Apple accepts up to six months; a few minutes is all one token request needs. */
export const APPLE_CLIENT_SECRET_TTL_SECONDS = 300;

export interface AppleSigningSettings {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  /** The audience Apple expects: its issuer, https://appleid.apple.com. */
  issuer: string;
}

const keys = new Map<string, KeyObject>();

function keyOf(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    keys.set(pem, key);
  }
  return key;
}

/** A client secret for one token request, valid for five minutes from `now`. */
export function appleClientSecret(settings: AppleSigningSettings, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: settings.keyId, typ: 'JWT' })
    .setIssuer(settings.teamId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APPLE_CLIENT_SECRET_TTL_SECONDS)
    .setAudience(settings.issuer.replace(/\/+$/, ''))
    .setSubject(settings.clientId)
    .sign(keyOf(settings.privateKey));
}
