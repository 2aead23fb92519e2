/**
 * Visual regression of the curated story set (story-set.ts) against the committed references
 * in __screenshots__/, with zero tolerance: one changed pixel fails.
 */
import { expect, test } from './fixtures.ts';
import { atWidth, opensOverlay, openStory, VISUAL_MASK } from './story-page.ts';
import { resolveStorySet, snapshotName } from './story-set.ts';

const { shots, log, missing } = resolveStorySet();
// Test files load in the runner and in every worker: log once, from the runner.
if (!process.env.TEST_WORKER_INDEX) {
  for (const line of log) console.warn(`[visual] ${line}`);
  console.warn(
    `[visual] ${shots.length} story-locale pairs, ${shots.reduce((n, s) => n + s.widths.length, 0)} screenshots`,
  );
}

test('every curated slot has its story in the build', () => {
  expect(missing).toEqual([]);
});

for (const shot of shots) {
  test(`${shot.id} · ${shot.locale ?? 'own locale'}`, async ({ storyPage: page }, testInfo) => {
    const [first, ...others] = shot.widths;
    if (first === undefined) return;
    const warnings = await openStory(page, shot, first);
    for (const description of warnings) testInfo.annotations.push({ type: 'warning', description });
    // An open dialog is laid out again from a fresh load at each width: resized in place,
    // Chromium can keep painting it centred on the previous width (a stable shift of half the
    // width step, seen in two CI runs), which no amount of waiting clears.
    const reopenAtEachWidth = await opensOverlay(page);
    for (const width of [first, ...others]) {
      if (reopenAtEachWidth && width !== first) await openStory(page, shot, width);
      const clip = await atWidth(page, shot, width);
      // Soft: every width is compared even when one differs.
      await expect.soft(page).toHaveScreenshot(snapshotName(shot, width), {
        mask: [page.locator(VISUAL_MASK)],
        ...(clip ? { clip } : {}),
      });
    }
  });
}
