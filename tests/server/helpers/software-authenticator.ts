/**
 * A software WebAuthn authenticator for server tests (issue 26): P-256 keys from node:crypto,
 * authenticator data built by hand, a 'none' attestation in CBOR. It answers the options the
 * server gives as a browser would (`PublicKeyCredential.toJSON()`), holding discoverable
 * credentials with a signature counter that moves on with every assertion.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface HeldCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** User present, user verified, attested credential data. */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const key = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  return isoCBOR.encode(key);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export interface AnswerOptions {
  /** The page the browser says it is on; default the authenticator's origin. */
  origin?: string;
  /** Whether the authenticator verified the user (PIN, fingerprint). Default true. */
  userVerified?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentials: HeldCredential[] = [];

  constructor(readonly origin: string) {}

  /** Answers `user/startPasskeyRegistration`'s options: a new credential and its attestation. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    answer: AnswerOptions = {},
  ) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: HeldCredential = {
      id: randomBytes(16),
      privateKey,
      publicKeyCose: coseKeyOf(publicKey),
      userHandle: options.user.id,
      rpId,
      counter: 0,
    };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_AT | (answer.userVerified === false ? 0 : FLAG_UV)]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credential.id,
      credential.publicKeyCose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: answer.origin ?? this.origin,
      crossOrigin: false,
    });
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * Answers request options (`account/startPasskeySignIn`, `user/startPasskeyStepUp`): an assertion
   * by the first credential the options allow (any, when they allow none: discoverable), or by
   * `credential` when given. The counter moves on by one unless `counter` sets it.
   */
  get(
    options: { challenge: string; rpId?: string; allowCredentials?: { id: string }[] },
    answer: AnswerOptions & { credential?: HeldCredential; counter?: number } = {},
  ) {
    const allowed = options.allowCredentials ?? [];
    const credential =
      answer.credential ??
      this.credentials.find(
        (held) => allowed.length === 0 || allowed.some((allow) => allow.id === b64url(held.id)),
      );
    if (!credential) throw new Error('no credential of this authenticator is allowed');
    credential.counter = answer.counter ?? credential.counter + 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([FLAG_UP | (answer.userVerified === false ? 0 : FLAG_UV)]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: answer.origin ?? this.origin,
      crossOrigin: false,
    });
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
