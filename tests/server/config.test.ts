import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('configuration', () => {
  it('starts with working defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.pgliteDir).toBe(path.resolve('./data/pglite'));
    expect(config.mediaDir).toBe(path.resolve('./data/media'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisPrefix).toBe('fanvault');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.keys).toEqual(DEVELOPMENT_KEYS);
    expect(config.nodeEnv).toBe('development');
    expect(config.logLevel).toBe('info');
    expect(config.distDir).toBe(path.resolve('./dist'));
  });

  it('derives the public URL from PORT and accepts explicit settings', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = loadConfig({
      PUBLIC_URL: 'https://fans.example.com/',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      API_AES_KEY: 'k'.repeat(32),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(config.publicUrl).toBe('https://fans.example.com');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.keys.aesKey).toBe('k'.repeat(32));
  });

  it("reads the operator's social profiles by network, and refuses a URL on no network, naming OPERATOR_SOCIAL_LINKS", () => {
    expect(loadConfig({}).operator.social).toEqual({});
    expect(
      loadConfig({ OPERATOR_SOCIAL_LINKS: 'instagram.com/fanvault/, https://www.tiktok.com/@fanvault' })
        .operator.social,
    ).toEqual({
      instagram_link: 'https://instagram.com/fanvault',
      tiktok_link: 'https://www.tiktok.com/@fanvault',
    });
    expect(errorOf({ OPERATOR_SOCIAL_LINKS: 'https://example.com/fanvault' })).toMatch(
      /OPERATOR_SOCIAL_LINKS/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('refuses a PORT that is not an integer from 1 to 65535 and names it', () => {
    expect(errorOf({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")',
    );
    expect(errorOf({ PORT: '0' })).toMatch(/^Invalid configuration: PORT /);
    expect(errorOf({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT /);
  });

  it.each([
    ['DATABASE_URL', 'mysql://root@localhost/db', 'must be a postgres:// or postgresql:// URL'],
    ['REDIS_URL', 'http://localhost:6379', 'must be a redis:// or rediss:// URL'],
    ['REDIS_PREFIX', 'fanvault:staging', 'must be 1 to 64 letters, digits, _, . or -'],
    ['PUBLIC_URL', 'fans.example.com', 'must be an http:// or https:// URL'],
    ['API_AES_KEY', 'too-short', 'must be exactly 32 bytes of UTF-8'],
    ['API_SIGN_KEY', 'short', 'must be at least 16 characters'],
    ['MEDIA_SIGNING_KEY', 'short', 'must be at least 16 characters'],
    ['NODE_ENV', 'staging', 'must be one of development, production, test'],
    ['LOG_LEVEL', 'loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
  ])('refuses a bad %s and names it', (name, value, reason) => {
    expect(errorOf({ [name]: value })).toBe(
      `Invalid configuration: ${name} ${reason} (got ${JSON.stringify(value)})`,
    );
  });

  it('trusts no proxy by default, and takes true, a hop count or proxy addresses for TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['0', 'yes', '10.0.0.0/33', '10.0.0', 'fd00::/129', '10.0.0.1,,10.0.0.2', 'proxy.example.com'])(
    'refuses TRUST_PROXY=%s and says what it takes',
    (value) => {
      expect(errorOf({ TRUST_PROXY: value })).toBe(
        `Invalid configuration: TRUST_PROXY must be true, false, a hop count from 1, or a comma-separated list of proxy addresses or CIDR ranges (got ${JSON.stringify(value)})`,
      );
    },
  );

  it('keeps media on the local disk by default, with videos up to 4 GiB', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ driver: 'local' });
    expect(config.uploads.videoMaxBytes).toBe(4 * 1024 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_VIDEO_MAX_BYTES: '1048576' }).uploads.videoMaxBytes).toBe(1048576);
    expect(errorOf({ UPLOAD_VIDEO_MAX_BYTES: '10' })).toMatch(
      /UPLOAD_VIDEO_MAX_BYTES must be a whole number from 1024/,
    );
  });

  it('takes an S3-compatible bucket with STORAGE_DRIVER=s3, and needs its bucket and both keys', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(errorOf({ STORAGE_DRIVER: 's3' })).toMatch(/S3_BUCKET is required when STORAGE_DRIVER is s3/);
    expect(errorOf({ STORAGE_DRIVER: 'ftp' })).toMatch(/STORAGE_DRIVER must be one of local, s3/);
    expect(errorOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'id' })).toMatch(
      /S3_SECRET_ACCESS_KEY is required/,
    );
    expect(errorOf({ S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE must be true or false/);
  });

  it('signs web pushes with the development pair outside production, to the browsers’ push services', () => {
    const { push } = loadConfig({});
    expect(push.vapid).toMatchObject({ publicKey: expect.stringMatching(/^B[\w-]{86}$/) });
    expect(push.vapid?.subject).toMatch(/^mailto:/);
    expect(push.serviceHosts).toContain('fcm.googleapis.com');
    expect(push.allowHttp).toBe(true);
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , *.example.org ' }).push.serviceHosts,
    ).toEqual(['fcm.googleapis.com', '*.example.org']);
    expect(errorOf({ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' })).toMatch(
      /PUSH_SERVICE_HOSTS must be host names/,
    );
    expect(errorOf({ VAPID_PUBLIC_KEY: push.vapid!.publicKey })).toMatch(
      /VAPID_PRIVATE_KEY is required with the other/,
    );
    expect(errorOf({ VAPID_PRIVATE_KEY: 'short' })).toMatch(/VAPID_PRIVATE_KEY must be a P-256 private key/);
    expect(errorOf({ VAPID_SUBJECT: 'push@example.org' })).toMatch(/VAPID_SUBJECT must be a mailto: address/);
  });

  it('counts the AES key in bytes, not characters', () => {
    expect(errorOf({ API_AES_KEY: 'é'.repeat(32) })).toMatch(/API_AES_KEY must be exactly 32 bytes/);
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'y' });
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('stops start-up with the message and exit code 1, without a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
