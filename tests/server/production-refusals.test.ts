/**
 * Production refuses to run on unsafe settings (issue 24, "Safe in production"): the server, the
 * worker, `npm run ops` and `npm run seed` each stop with exit code 1 and a line per offending
 * setting, no stack trace, before they open the database.
 */
import { createECDH } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { ConfigError, loadConfig, loadDeploymentConfig } from '../../server/config.ts';
import { DEVELOPMENT_VAPID_KEYS } from '../../server/config/push.ts';
import { TEST_HASHING_SETTING, TEST_HASHING_VALUE } from '../../server/config/password-hashing.ts';
import {
  goodProductionSettings,
  newDataDir,
  POSTGRES_RUN,
  runScript,
  type Finished,
} from './helpers/production-process.ts';

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function run(script: readonly string[], settings: Record<string, string>) {
  const dataDir = await newDataDir();
  dataDirs.push(dataDir);
  const finished = await runScript(script, dataDir, settings);
  return { ...finished, databaseOpened: existsSync(path.join(dataDir, 'pglite')) };
}

/** The refusal's lines that name a setting ("  NAME reason"), by setting. */
function refusedSettings(finished: Finished): string[] {
  return finished.stderr
    .split('\n')
    .map((line) => /^ {2}([A-Z][A-Z0-9_]+) /.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

function expectCleanRefusal(finished: Finished & { databaseOpened: boolean }) {
  expect(finished.code, finished.stderr).toBe(1);
  expect(finished.stderr).toContain('Refusing to run in production with these settings');
  expect(finished.stderr).not.toMatch(/\n\s+at /);
  expect(finished.databaseOpened).toBe(false);
}

const ON_DEFAULTS = ['API_AES_KEY', 'API_SIGN_KEY', 'MEDIA_SIGNING_KEY', 'PUBLIC_URL', 'PAYMENT_PROVIDER'];

describe.skipIf(POSTGRES_RUN)('production on the development defaults', () => {
  it('the server refuses to start, naming every setting on a line of its own', async () => {
    const finished = await run(['server/main.ts'], { NODE_ENV: 'production' });
    expectCleanRefusal(finished);
    expect(refusedSettings(finished)).toEqual(ON_DEFAULTS);
    expect(finished.stderr).toMatch(/^ {2}API_AES_KEY is unset or the public development key/m);
    expect(finished.stderr).toMatch(/^ {2}PUBLIC_URL is required in production/m);
    expect(finished.stderr).toMatch(
      /^ {2}PAYMENT_PROVIDER is sandbox .*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes-anyone-can-pay-for-free/m,
    );
    // Nothing of the demo either: no published password is printed.
    expect(finished.stdout).not.toContain('demo-password-1');
  }, 60_000);

  it('the worker, npm run ops and npm run seed refuse the same settings', async () => {
    const finished = await Promise.all([
      run(['server/worker.ts'], {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
        JOBS_IN_PROCESS: 'false',
      }),
      run(['server/ops/cli.ts', 'create-operator', 'boss@example.com', '--role', 'admin'], {
        NODE_ENV: 'production',
      }),
      run(['server/seed/cli.ts'], { NODE_ENV: 'production', SEED_DEMO: 'true' }),
    ]);
    for (const refused of finished) {
      expectCleanRefusal(refused);
      expect(refusedSettings(refused)).toEqual(ON_DEFAULTS);
    }
  }, 120_000);
});

describe.skipIf(POSTGRES_RUN)('production with weak settings', () => {
  it('refuses keys under 32 bytes and an http:// PUBLIC_URL, never printing a secret', async () => {
    const short = {
      sign: 'sign-key-of-20-bytes',
      media: 'media-key-20-bytes!!',
      webhook: 'webhook-secret-20-by',
    };
    const finished = await run(['server/main.ts'], {
      ...goodProductionSettings(),
      API_SIGN_KEY: short.sign,
      MEDIA_SIGNING_KEY: short.media,
      SANDBOX_WEBHOOK_SECRET: short.webhook,
      PUBLIC_URL: 'http://fans.example.test',
    });
    expectCleanRefusal(finished);
    expect(refusedSettings(finished)).toEqual([
      'API_SIGN_KEY',
      'MEDIA_SIGNING_KEY',
      'SANDBOX_WEBHOOK_SECRET',
      'PUBLIC_URL',
    ]);
    expect(finished.stderr).toMatch(/^ {2}API_SIGN_KEY is shorter than 32 bytes/m);
    expect(finished.stderr).toMatch(/^ {2}PUBLIC_URL must be an https:\/\/ address in production/m);
    for (const secret of Object.values(short)) expect(finished.stderr).not.toContain(secret);
  }, 60_000);

  it('npm run seed in production seeds nothing unless SEED_DEMO=true', async () => {
    const finished = await run(['server/seed/cli.ts'], goodProductionSettings());
    expect(finished.code).toBe(1);
    expect(finished.stderr).toContain('SEED_DEMO is not true');
    expect(finished.stderr).not.toMatch(/\n\s+at /);
    expect(finished.databaseOpened).toBe(false);
  }, 60_000);
});

/** The message loadDeploymentConfig refuses these settings with. */
function refusal(settings: Record<string, string>): string {
  try {
    loadDeploymentConfig(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

/** A fresh VAPID key pair, as `npx web-push generate-vapid-keys` makes one. */
function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // 32 bytes always: a key with leading zero bytes comes back shorter.
  const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}

describe('the production rule', () => {
  it('accepts its own keys, an https:// address and the sandbox asked for by name', () => {
    const settings = goodProductionSettings();
    const config = loadDeploymentConfig(settings);
    expect(config.keys).toEqual({ aesKey: settings.API_AES_KEY, signKey: settings.API_SIGN_KEY });
    expect(config.publicUrl).toBe('https://fans.example.test');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.seedDemo).toBe(false);
    expect(loadDeploymentConfig({ ...settings, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses the media signing key when it is one of the envelope keys, which ship in the app', () => {
    const settings = goodProductionSettings();
    expect(refusal({ ...settings, MEDIA_SIGNING_KEY: settings.API_SIGN_KEY! })).toMatch(
      /^ {2}MEDIA_SIGNING_KEY must differ from API_SIGN_KEY/m,
    );
  });

  it('takes the sandbox opt-in only as its full sentence', () => {
    const settings = goodProductionSettings();
    expect(() => loadDeploymentConfig({ ...settings, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION must be yes-anyone-can-pay-for-free or unset/,
    );
    const { ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: _optIn, ...withoutOptIn } = settings;
    expect(refusal(withoutOptIn)).toMatch(/^ {2}PAYMENT_PROVIDER is sandbox/m);
  });

  it('refuses the published development VAPID keys; without keys web push is off', () => {
    const settings = goodProductionSettings();
    const withDevelopmentPair = {
      ...settings,
      VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID_KEYS.privateKey,
    };
    const message = refusal(withDevelopmentPair);
    expect(message).toMatch(/^ {2}VAPID_PRIVATE_KEY is the public development key/m);
    expect(message).not.toContain(DEVELOPMENT_VAPID_KEYS.privateKey);
    // Unset in production, push is off (user/getPushKey answers ''), not the development pair.
    expect(loadDeploymentConfig(settings).push.vapid).toBeUndefined();
    const own = vapidPair();
    const config = loadDeploymentConfig({
      ...settings,
      VAPID_PUBLIC_KEY: own.publicKey,
      VAPID_PRIVATE_KEY: own.privateKey,
    });
    expect(config.push.vapid).toEqual({ ...own, subject: 'https://fans.example.test' });
    // Halves of two pairs are refused anywhere, naming the setting.
    expect(() =>
      loadConfig({ ...settings, VAPID_PUBLIC_KEY: own.publicKey, VAPID_PRIVATE_KEY: vapidPair().privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/);
  });

  it("refuses the test suites' cheap password hashing", () => {
    const message = refusal({ ...goodProductionSettings(), [TEST_HASHING_SETTING]: TEST_HASHING_VALUE });
    expect(message).toMatch(/^ {2}PASSWORD_HASHING is for the test suites only/m);
    expect(() => loadDeploymentConfig(goodProductionSettings())).not.toThrow();
  });

  it('changes nothing outside production: the development keys and the demo seed', () => {
    for (const nodeEnv of ['development', 'test']) {
      const config = loadDeploymentConfig({ NODE_ENV: nodeEnv });
      expect(config.keys).toEqual(DEVELOPMENT_KEYS);
      expect(config.seedDemo).toBe(true);
    }
    // The tests' own servers load settings without the rule, in production too.
    expect(loadConfig({ NODE_ENV: 'production' }).keys).toEqual(DEVELOPMENT_KEYS);
    expect(loadDeploymentConfig({ NODE_ENV: 'development' }).push.vapid).toMatchObject(
      DEVELOPMENT_VAPID_KEYS,
    );
  });
});
