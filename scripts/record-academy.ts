/**
 * `npx tsx scripts/record-academy.ts [--only publish,chat]`: records the creator academy's six
 * lessons from the product itself (docs/decisions/academy.md). Run by hand when the screens the
 * lessons show change, never in CI. It builds the app (or serves E2E_DIST_DIR), starts the server
 * on embedded defaults over a fresh demo database in a temporary folder, signs in as the demo
 * creator (server/seed/demo-accounts.ts) and walks each journey (scripts/academy/journeys.ts) in
 * Chromium (CHROMIUM_PATH, else /usr/bin/chromium) with Playwright's video recording at 960x540,
 * a caption bar naming each step and a visible pointer (scripts/academy/stage.ts). Each recording
 * becomes server/seed/academy/{lesson}.mp4: H.264 Main, 960x540, 25 fps, no sound, the CRF raised
 * until the file is at most 1.5 MB. `--server http://127.0.0.1:PORT` records against a server
 * already running instead (while working on a journey; the journeys change its data). The server
 * encodes the files to HLS at its first start (server/seed/academy.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright';
import { ACADEMY_LESSONS, type AcademyLessonId } from '../src/contract/academy.ts';
import { lessonMessages } from '../src/screens/academy/academy-messages.ts';
import { DEMO_CREATOR_PASSWORD, DEMO_FANS } from '../server/seed/demo-accounts.ts';
import { JOURNEYS } from './academy/journeys.ts';
import { Stage } from './academy/stage.ts';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium.ts';
import { buildProduction, REPO_ROOT } from './lib/production-build.ts';
import { freePort } from './lib/production-server.ts';

const SIZE = { width: 960, height: 540 };
const OUT_DIR = path.join(REPO_ROOT, 'server', 'seed', 'academy');
/** The most a lesson's file may weigh (the repository carries six). */
const MAX_BYTES = 1.5 * 1024 * 1024;
const CREATOR = { email: 'mayafit@example.com', password: DEMO_CREATOR_PASSWORD, username: 'mayafit' };
const FAN = DEMO_FANS[0]!;

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: ACADEMY_LESSONS.join(',') },
    // A server already running (for working on a journey); its database is changed by the journeys.
    server: { type: 'string' },
  },
});
const lessons = values.only.split(',').filter((id): id is AcademyLessonId => id in JOURNEYS);

async function waitForHealth(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet: the first start migrates and seeds first.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/** The server on embedded defaults, as the end-to-end tier starts it (playwright.config.ts). */
async function startServer(workDir: string) {
  let distDir = process.env.E2E_DIST_DIR;
  if (!distDir) {
    distDir = path.join(workDir, 'dist');
    buildProduction(distDir);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: distDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      REVIEW_MODE: 'auto',
      // Nothing encodes beside the recording: no demo videos, and the academy's own are what is made here.
      SEED_VIDEOS: 'false',
      SEED_ACADEMY: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(baseUrl, 300_000);
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A context signed in through the app's own dialog; answers its storage for recorded contexts. */
async function signIn(browser: Browser, baseUrl: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: SIZE });
  await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const page = await context.newPage();
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log in with account name' }).click();
  await dialog.getByRole('textbox', { name: 'Account name or email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('fanvault.session') ?? '{}').token);
  return context;
}

/** The demo fan writes to the creator, so the chat lesson has a message to answer. */
async function fanWrites(fan: BrowserContext, text: string) {
  const page = await fan.newPage();
  await page.goto(`/en/${CREATOR.username}`);
  await page.getByRole('button', { name: /^Message / }).click();
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill(text);
  await field.press('Enter');
  await page
    .getByRole('region', { name: /^Messages with / })
    .getByText(text, { exact: true })
    .last()
    .waitFor();
  await page.close();
}

/** Records one lesson; answers the raw recording (it opens on a blank page, then the title card). */
async function record(
  browser: Browser,
  baseUrl: string,
  storage: string,
  id: AcademyLessonId,
  fanMessage: string,
) {
  const videoDir = mkdtempSync(path.join(tmpdir(), `academy-${id}-`));
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: SIZE,
    deviceScaleFactor: 1,
    storageState: storage,
    recordVideo: { dir: videoDir, size: SIZE },
  });
  const page = await context.newPage();
  const number = ACADEMY_LESSONS.indexOf(id) + 1;
  const stage = await Stage.install(page, {
    kicker: 'FanVault Creator Academy',
    title: String(lessonMessages[id].title.defaultMessage),
    line: `Lesson ${number} of ${ACADEMY_LESSONS.length}`,
  });
  const journey = JOURNEYS[id];
  // The page loads under the title card.
  await page.goto(journey.start);
  await page.waitForLoadState('networkidle');
  await stage.pause(2200);
  await stage.hideTitle();
  await journey.run(stage, { fanMessage });
  await stage.caption('', 300);
  const video = page.video();
  await context.close();
  if (!video) throw new Error('no recording');
  return { webm: await video.path(), videoDir };
}

/**
 * Where the recording's blank start ends: the first frame that is not (nearly) all white, found
 * by ffmpeg's blackdetect on the negated picture.
 */
function blankLead(webm: string): number {
  const result = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-i', webm, '-vf', 'negate,blackdetect=d=0.04:pix_th=0.06', '-an', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const first = /black_start:([\d.]+) black_end:([\d.]+)/.exec(result.stderr);
  return first && Number(first[1]) < 0.1 ? Number(first[2]) : 0;
}

/** H.264 at the smallest CRF that keeps the file under MAX_BYTES. */
function toMp4(webm: string, out: string): { crf: number; bytes: number; seconds: number } {
  const lead = blankLead(webm);
  for (let crf = 21; crf <= 40; crf += 2) {
    const result = spawnSync(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', '-ss', lead.toFixed(2), '-i', webm],
        ...['-vf', `fps=25,scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'slow',
          '-crf',
          String(crf),
          '-profile:v',
          'main',
          '-level:v',
          '4.0',
        ],
        ...['-tune', 'stillimage', '-an', '-map_metadata', '-1', '-movflags', '+faststart', out],
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`ffmpeg failed on ${webm}`);
    const bytes = statSync(out).size;
    if (bytes <= MAX_BYTES) {
      const probe = spawnSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        out,
      ]);
      return { crf, bytes, seconds: Number(String(probe.stdout).trim()) };
    }
  }
  throw new Error(`${out} stays above ${MAX_BYTES} bytes`);
}

/**
 * Playwright records through an ffmpeg of its own, which it would download; browsers are never
 * downloaded here (docs: scripts/chromium.ts), so it is given the system's ffmpeg (any build with
 * VP8) in a folder laid out like its cache. Playwright reads the folder when it loads, hence the
 * import after setting it.
 */
async function loadPlaywright(workDir: string) {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const browsers = JSON.parse(
    readFileSync(path.join(path.dirname(packageJson), 'browsers.json'), 'utf8'),
  ) as {
    browsers: { name: string; revision: string }[];
  };
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
  const cache = path.join(workDir, 'playwright');
  mkdirSync(path.join(cache, `ffmpeg-${revision}`), { recursive: true });
  const system = spawnSync('which', ['ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  if (!system) throw new Error('ffmpeg is not installed (apt-get install -y ffmpeg)');
  symlinkSync(system, path.join(cache, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = cache;
  return (await import('playwright')).chromium;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const workDir = mkdtempSync(path.join(tmpdir(), 'fanvault-academy-'));
  const chromium = await loadPlaywright(workDir);
  const server = values.server
    ? { baseUrl: values.server, stop: () => Promise.resolve() }
    : await startServer(workDir);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const creator = await signIn(browser, server.baseUrl, CREATOR.email, CREATOR.password);
    const storage = path.join(workDir, 'creator.json');
    await creator.storageState({ path: storage });
    await creator.close();
    const fanMessage = 'Hi Maya! Your morning stretch changed my week. Any new videos soon?';
    if (lessons.includes('chat')) {
      const fan = await signIn(browser, server.baseUrl, FAN.email, FAN.password);
      await fanWrites(fan, fanMessage);
      await fan.close();
    }
    mkdirSync(OUT_DIR, { recursive: true });
    for (const id of lessons) {
      const { webm, videoDir } = await record(browser, server.baseUrl, storage, id, fanMessage);
      const out = path.join(OUT_DIR, `${id}.mp4`);
      const made = toMp4(webm, out);
      rmSync(videoDir, { recursive: true, force: true });
      console.log(
        `${id}: ${made.seconds.toFixed(1)} s, ${(made.bytes / 1024).toFixed(0)} KiB (CRF ${made.crf}) -> ${path.relative(REPO_ROOT, out)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
