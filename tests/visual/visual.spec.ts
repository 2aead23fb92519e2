/**
 * Visual regression of the curated story set (story-set.ts) against the committed references
 * in __screenshots__/, with zero tolerance: one changed pixel fails.
 *
 * A worker's page shows story after story in the preview it loaded once (switchStory). A story
 * switched in whose picture differs from its reference is loaded afresh and compared again, so
 * the verdict is always that of a fresh load: switching only saves time.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page, PageScreenshotOptions, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { atWidth, CAPTURE, opensOverlay, openStory, VISUAL_MASK, type Opened } from './story-page.ts';
import { resolveStorySet, snapshotName, type Shot } from './story-set.ts';

const { shots, log, missing } = resolveStorySet();
// Test files load in the runner and in every worker: log once, from the runner.
if (!process.env.TEST_WORKER_INDEX) {
  for (const line of log) console.warn(`[visual] ${line}`);
  console.warn(
    `[visual] ${shots.length} story-locale pairs, ${shots.reduce((n, s) => n + s.widths.length, 0)} screenshots`,
  );
}

/** Whether this run writes references (`--update-snapshots`) rather than comparing with them. */
function writingReferences(testInfo: TestInfo): boolean {
  const updating = testInfo.config.updateSnapshots;
  return updating === 'all' || updating === 'changed';
}

/**
 * Whether this shot may be switched in. Not while references are written (they must come from
 * fresh loads), not for a shot without every reference yet (it would be written by the switched
 * attempt), and not for whole screens: those follow another story in another locale (the
 * document's direction, the app's stores) and differed switched more often than they matched.
 */
function maySwitch(shot: Shot, testInfo: TestInfo): boolean {
  if (process.env.VISUAL_SWITCH === '0' || writingReferences(testInfo)) return false;
  if (shot.capture === 'viewport' || shot.title.startsWith('Screens/')) return false;
  return shot.widths.every((width) => existsSync(testInfo.snapshotPath(...snapshotName(shot, width))));
}

/**
 * Whether the page, captured as toHaveScreenshot captures it, gives the very bytes of the
 * reference. Chromium encodes the same pixels to the same PNG, and a reference is a capture
 * written as it came: equal bytes are an equal picture. Decoding both PNGs and comparing their
 * pixels in Node, as toHaveScreenshot does, cost about 50 ms of CPU a shot (a tenth of the tier's);
 * any other answer (different bytes, no reference, references being written) leaves the verdict
 * to toHaveScreenshot.
 */
async function sameBytesAsReference(
  page: Page,
  name: string[],
  options: Pick<PageScreenshotOptions, 'clip' | 'mask'>,
  testInfo: TestInfo,
): Promise<boolean> {
  if (writingReferences(testInfo)) return false;
  const reference = testInfo.snapshotPath(...name);
  if (!existsSync(reference)) return false;
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  const actual = await page.screenshot({ ...CAPTURE, ...options });
  return actual.equals(readFileSync(reference));
}

/**
 * Opens the shot and compares it at every width. Loaded afresh, each width is compared softly
 * (every width is reported even when one differs) and the answer is true. Switched in, each is
 * compared strictly and briefly, and the first difference answers false: the caller loads the
 * story afresh and compares again.
 */
async function shootEveryWidth(
  page: Page,
  shot: Shot,
  testInfo: TestInfo,
  mayswitch: boolean,
): Promise<boolean> {
  const [first, ...others] = shot.widths;
  if (first === undefined) return true;
  let opened: Opened;
  try {
    opened = await openStory(page, shot, first, mayswitch);
  } catch (error) {
    // A story that does not finish switched in gets a fresh load; one loaded afresh fails.
    if (mayswitch) return false;
    throw error;
  }
  const { warnings, switched } = opened;
  for (const description of warnings) testInfo.annotations.push({ type: 'warning', description });
  // An open dialog is laid out again from a fresh load at each width: resized in place,
  // Chromium can keep painting it centred on the previous width (a stable shift of half the
  // width step, seen in two CI runs), which no amount of waiting clears.
  const reopenAtEachWidth = await opensOverlay(page);
  for (const width of [first, ...others]) {
    if (reopenAtEachWidth && width !== first) await openStory(page, shot, width, switched);
    const clip = await atWidth(page, shot, width);
    const options = { mask: [page.locator(VISUAL_MASK)], ...(clip ? { clip } : {}) };
    const name = snapshotName(shot, width);
    if (await sameBytesAsReference(page, name, options, testInfo)) continue;
    if (!switched) {
      await expect.soft(page).toHaveScreenshot(name, options);
      continue;
    }
    const same = await expect(page)
      .toHaveScreenshot(name, { ...options, timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (!same) {
      if (process.env.VISUAL_DEBUG_SWITCH)
        console.warn(`[visual] ${shot.id} ${shot.locale}: differed switched`);
      return false;
    }
  }
  return true;
}

test('every curated slot has its story in the build', () => {
  expect(missing).toEqual([]);
});

/**
 * The pairs of this shard (`VISUAL_SHARD=2/4`): a quarter of the pairs, dealt out like cards. Playwright's
 * own `--shard` cuts the list into four runs of neighbours, so the stories with many slow whole
 * screens landed together: shard 1 took 812 s where shards 2 and 3 took 304 s and 321 s
 * (2026-12-05). Dealt out, each shard holds a quarter of every kind of story.
 */
function shotsOfThisShard(all: readonly Shot[]): readonly Shot[] {
  const shard = /^(\d+)\/(\d+)$/.exec(process.env.VISUAL_SHARD ?? '');
  if (!shard) return all;
  const [index, count] = [Number(shard[1]) - 1, Number(shard[2])];
  // Dealt back and forth (0 1 2 3 3 2 1 0 ...): dealt round-robin, a story's English and Arabic
  // pairs, always neighbours, went to shards of one parity (697 and 678 s against 427 and 407 s).
  const shardOf = (position: number) => {
    const [round, seat] = [Math.floor(position / count), position % count];
    return round % 2 === 0 ? seat : count - 1 - seat;
  };
  return all.filter((_, position) => shardOf(position) === index);
}

for (const shot of shotsOfThisShard(shots)) {
  test(`${shot.id} · ${shot.locale ?? 'own locale'}`, async ({ storyPage: page }, testInfo) => {
    if (await shootEveryWidth(page, shot, testInfo, maySwitch(shot, testInfo))) return;
    testInfo.annotations.push({ type: 'loaded afresh', description: 'differed when switched in' });
    await shootEveryWidth(page, shot, testInfo, false);
  });
}
