/**
 * A production start with good settings (issue 24, "Safe in production"): an empty database gets
 * no demo accounts unless SEED_DEMO=true, and then random passwords printed once; the development
 * helpers do not exist; every kind of answer forbids framing the same way. The processes take an
 * embedded database whatever the suite runs on, so this runs in the suite's embedded run only.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COOKIE } from '../../server/auth/operator-sessions.ts';
import { totpCodeAt } from '../../server/auth/totp.ts';
import {
  goodProductionSettings,
  newDataDir,
  POSTGRES_RUN,
  startProductionServer,
  type ProductionServer,
} from './helpers/production-process.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) production-test-browser';

/** Signs in with a member's account and password; answers the envelope's status and message. */
async function logIn(server: ProductionServer, account: string, password: string) {
  const { body } = await server.call('account/loginByPassword', { account, password });
  return body;
}

/** An operator's password step; answers the status and the cookie for the second step. */
async function operatorSignIn(server: ProductionServer, email: string, password: string) {
  const { body, headers } = await server.call('ops/signIn', { email, password }, { 'user-agent': BROWSER });
  const cookie = headers
    .getSetCookie()
    .map((header) => new RegExp(`^${OPERATOR_COOKIE}=([^;]*)`).exec(header)?.[1])
    .find(Boolean);
  return { status: body.status, cookie };
}

describe.skipIf(POSTGRES_RUN)('production with SEED_DEMO unset, on an empty database', () => {
  let server: ProductionServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await newDataDir();
    // A built app and a stored picture, so each kind of answer can be asked for.
    const distDir = path.join(dataDir, 'dist');
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>FanVault</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    await mkdir(path.join(dataDir, 'media', 'public'), { recursive: true });
    await writeFile(
      path.join(dataDir, 'media', 'public', 'probe.png'),
      Buffer.from('89504e470d0a1a0a', 'hex'),
    );
    server = await startProductionServer(
      dataDir,
      { ...goodProductionSettings(), DIST_DIR: distDir },
      120_000,
    );
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds no demo accounts and prints no login', async () => {
    expect(server.output.stdout).toContain('gets no demo data (SEED_DEMO is not true)');
    expect(server.output.stdout).not.toMatch(/Demo logins|demo-password|operator-password/);
    const fan = await logIn(server, 'fan@example.com', 'demo-password-1');
    expect(fan.status).toBe(0);
    expect((await logIn(server, 'mayafit@example.com', 'creator-password-1')).status).toBe(0);
    expect((await operatorSignIn(server, 'admin@example.com', 'operator-password-1')).status).toBe(0);
  });

  it('has no development helpers, even for a client on this machine', async () => {
    for (const helper of ['/dev/outbox.json', '/dev/feedback.json']) {
      const answer = await fetch(server.baseUrl + helper);
      expect(answer.status, helper).toBe(404);
      expect(await answer.text(), helper).not.toMatch(/"messages"|"feedback"/);
    }
    const page = await fetch(`${server.baseUrl}/dev/outbox`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('Outbox');
  });

  it('forbids framing on every kind of answer: X-Frame-Options DENY and frame-ancestors none', async () => {
    const answers = {
      api: (await server.call('app/config', {})).headers,
      'app document': (await fetch(`${server.baseUrl}/en/home`, { headers: { accept: 'text/html' } }))
        .headers,
      'static file': (await fetch(`${server.baseUrl}/assets/index-3f9a1c.js`)).headers,
      media: (await fetch(`${server.baseUrl}/media/p/probe.png`)).headers,
      'not found': (await fetch(`${server.baseUrl}/no/such/file.txt`)).headers,
    };
    for (const [kind, headers] of Object.entries(answers)) {
      expect(headers.get('x-frame-options'), kind).toBe('DENY');
      expect(headers.get('content-security-policy'), kind).toContain("frame-ancestors 'none'");
    }
    expect(answers.media.get('content-type')).toBe('image/png');
  });
});

describe.skipIf(POSTGRES_RUN)('production with SEED_DEMO=true, on an empty database', () => {
  let server: ProductionServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await newDataDir();
    // The whole demo world is seeded before the server listens (about half a minute).
    server = await startProductionServer(
      dataDir,
      { ...goodProductionSettings(), SEED_DEMO: 'true' },
      280_000,
    );
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const printed = (pattern: RegExp) => {
    const value = pattern.exec(server.output.stdout)?.[1];
    if (!value) throw new Error(`not printed (${pattern}):\n${server.output.stdout}`);
    return value;
  };

  it('prints random passwords once: the printed one logs in, the published one does not', async () => {
    const fanPassword = printed(/fan@example\.com \(demofan\) \/ (\S+)/);
    const creatorPassword = printed(/mayafit@example\.com \(mayafit\) \/ (\S+)/);
    expect(fanPassword).not.toBe('demo-password-1');
    expect(creatorPassword).not.toBe(fanPassword);
    expect((await logIn(server, 'fan@example.com', fanPassword)).status).toBe(1);
    expect((await logIn(server, 'fan@example.com', 'demo-password-1')).status).toBe(0);
    expect((await logIn(server, 'mayafit@example.com', creatorPassword)).status).toBe(1);
    expect((await logIn(server, 'mayafit@example.com', 'creator-password-1')).status).toBe(0);
  });

  it('gives the demo operators a random password and a random authenticator secret', async () => {
    const password = printed(/Operations console at \S+ \(password (\S+), then/);
    const secret = printed(/admin@example\.com\s+TOTP secret (\S+)/);
    expect(secret).not.toBe('ADMINDEMOFANVAULTOPERATORS234567');
    expect((await operatorSignIn(server, 'admin@example.com', 'operator-password-1')).status).toBe(0);
    const first = await operatorSignIn(server, 'admin@example.com', password);
    expect(first.status).toBe(1);
    const { body } = await server.call(
      'ops/confirmSignIn',
      { code: totpCodeAt(secret, new Date()) },
      { 'user-agent': BROWSER, cookie: `${OPERATOR_COOKIE}=${first.cookie}` },
    );
    expect(body.status, body.msg).toBe(1);
  });
});
