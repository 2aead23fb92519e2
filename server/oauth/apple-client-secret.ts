/**
 * Sign in with Apple has no fixed client secret: each token request carries a short-lived ES256
 * JWT signed with the team's private key (APPLE_PRIVATE_KEY). Signed with node:crypto, whose
 * `ieee-p1363` encoding gives the raw r||s signature JWS expects.
 */
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

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

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A client secret for one token request, valid for five minutes from `now`. */
export function appleClientSecret(settings: AppleSigningSettings, now: Date = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = { alg: 'ES256', kid: settings.keyId, typ: 'JWT' };
  const claims = {
    iss: settings.teamId,
    iat: issuedAt,
    exp: issuedAt + APPLE_CLIENT_SECRET_TTL_SECONDS,
    aud: settings.issuer.replace(/\/+$/, ''),
    sub: settings.clientId,
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: keyOf(settings.privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${base64url(signature)}`;
}
