/**
 * Web push settings (issue 25; docs/decisions/notifications.md, "Web push"): the VAPID key pair
 * the server signs its pushes with, who it says it is, and the push services it may POST to.
 */
import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { emptyToUndefined, urlWithProtocols, type SettingProblem } from './fields.ts';

/**
 * The development VAPID key pair, published here as the other development keys are: anyone can
 * sign pushes with it, so production refuses it (server/config/production.ts). Unset in
 * production, push is off instead.
 */
export const DEVELOPMENT_VAPID_KEYS = {
  publicKey: 'BGcHKKNQYUK4_r763bofQY-92DaYlq4CN9kC72FIHHGk2wdbffekwqVRL-p-GuLTWJiM_8Zy-VMbmKvKlxcfwlE',
  privateKey: 'TQ53JJYyiXTtpsypMnZJ_lPV3w6PeByG1rC0A1V05AY',
} as const;

/** The subject of development pushes; push services only read it to reach the sender. */
const DEVELOPMENT_VAPID_SUBJECT = 'mailto:push@fanvault.invalid';

/**
 * The browsers' own push services: Chrome, Edge's Chromium, Opera, Samsung Internet (Firebase),
 * Firefox (Mozilla), Safari (Apple) and the Windows push service. `*.` takes any subdomain.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** A host name or `*.` and a domain, lower case, no port. */
const HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const base64UrlKey = (bytes: number, what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes, {
        message: `must be ${what} in base64url (\`npx web-push generate-vapid-keys\`)`,
      })
      .optional(),
  );

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT and PUSH_SERVICE_HOSTS. */
export const pushEnvSchema = z.object({
  // No defaults: unset, they follow NODE_ENV (the development pair, or push off in production).
  VAPID_PUBLIC_KEY: base64UrlKey(65, 'an uncompressed P-256 public key (65 bytes)'),
  VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key (32 bytes)'),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['mailto:', 'https:'], 'a mailto: address or an https:// URL').optional(),
  ),
  PUSH_SERVICE_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.length > 0 && hosts.every((host) => HOST_PATTERN.test(host)), {
        message:
          'must be host names separated by commas, each optionally starting with *. (no scheme, no port)',
      }),
  ),
});

type PushEnv = z.output<typeof pushEnvSchema> & { NODE_ENV: string; PUBLIC_URL?: string | undefined };

/** The public key `privateKey` makes, base64url; undefined when it is not a P-256 private key. */
function publicKeyOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

/** What is wrong with the VAPID settings together: half a pair, or two keys that are not one pair. */
export function pushSettingsProblems(e: PushEnv): SettingProblem[] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    const missing = publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    return [{ setting: missing, message: 'is required with the other VAPID key (both, or neither)' }];
  }
  if (publicKey !== undefined && privateKey !== undefined && publicKeyOf(privateKey) !== publicKey) {
    return [{ setting: 'VAPID_PUBLIC_KEY', message: 'is not the public key of VAPID_PRIVATE_KEY' }];
  }
  return [];
}

/** The push part of the configuration. */
export function pushSettingsOf(e: PushEnv) {
  const production = e.NODE_ENV === 'production';
  const keys =
    e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : production
        ? undefined
        : DEVELOPMENT_VAPID_KEYS;
  return {
    push: {
      /**
       * The key pair pushes are signed with (the browser subscribes with its public half);
       * undefined: push is off (production without keys), and user/getPushKey answers ''.
       */
      vapid:
        keys === undefined
          ? undefined
          : {
              ...keys,
              /** Who sends (the JWT's `sub`): VAPID_SUBJECT, else the site's https address. */
              subject:
                e.VAPID_SUBJECT ??
                (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : DEVELOPMENT_VAPID_SUBJECT),
            },
      /**
       * The only hosts the server POSTs a push to: a subscription's endpoint is the member's to
       * choose, so without this list a member could make the server call any address.
       */
      serviceHosts: e.PUSH_SERVICE_HOSTS,
      /** Plain http endpoints (a test's local push service); never in production. */
      allowHttp: !production,
    },
  };
}
