/**
 * Self-test of the harness: the comparison has zero tolerance. A story is rendered exactly as
 * the suite renders it and matches its committed reference; then a single pixel is painted
 * over it, and the same comparison must fail, naming exactly one differing pixel.
 *
 *   npx playwright test -c tests/visual/playwright.visual.config.ts harness
 */
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { atWidth, openStory, type Clip } from './story-page.ts';
import { resolveStorySet, snapshotName, type Width } from './story-set.ts';

const WIDTH: Width = 672;

/** RGBA bytes of a PNG (sharp is already a dependency of the server's image pipeline). */
async function rgbaPixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

test('a one-pixel change fails the comparison', async ({ freshPage: page }, testInfo) => {
  // Updating would write the altered image over the reference: only check when comparing.
  test.skip(
    testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed',
    'the self-test compares against the references; it does not run while they are updated',
  );
  const { shots } = resolveStorySet();
  const shot =
    shots.find((candidate) => candidate.id === 'atoms-button--default' && candidate.locale === 'en') ??
    shots.find((candidate) => candidate.widths.includes(WIDTH));
  expect(shot, 'the set has a story shot at the test width').toBeDefined();
  if (!shot) return;

  // 1. Rendered as the suite renders it (opened at the widest, shrunk to WIDTH): it matches.
  await openStory(page, shot, shot.widths[0] ?? WIDTH);
  let clip: Clip | undefined;
  for (const width of shot.widths) {
    clip = await atWidth(page, shot, width);
    if (width === WIDTH) break;
  }
  const name = snapshotName(shot, WIDTH);
  await expect(page).toHaveScreenshot(name, clip ? { clip } : {});

  // 2. One pixel in the middle of the compared area, painted in the inverse of its colour.
  const viewport = page.viewportSize() ?? { width: WIDTH, height: 900 };
  const area = clip ?? { x: 0, y: 0, ...viewport };
  const options = { clip: area, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  const before = await rgbaPixels(await page.screenshot(options));
  const px = Math.floor(area.width / 2);
  const py = Math.floor(area.height / 2);
  const offset = (py * before.width + px) * 4;
  const inverse = [0, 1, 2].map((channel) => 255 - (before.data[offset + channel] ?? 0));
  await page.evaluate(
    ({ x, y, color }) => {
      const dot = document.createElement('div');
      dot.style.cssText =
        `position:fixed;left:${x}px;top:${y}px;width:1px;height:1px;z-index:2147483647;` +
        `pointer-events:none;background:rgb(${color.join(',')})`;
      document.body.append(dot);
    },
    { x: area.x + px, y: area.y + py, color: inverse },
  );

  // 3. Exactly one pixel differs, counted on the raw pixels...
  const after = await rgbaPixels(await page.screenshot(options));
  let differing = 0;
  for (let index = 0; index < before.data.length; index += 4) {
    if (before.data.readUInt32BE(index) !== after.data.readUInt32BE(index)) differing += 1;
  }
  expect(differing).toBe(1);

  // 4. ...and the suite's own comparison against the reference rejects it.
  let failure: Error | undefined;
  try {
    await expect(page).toHaveScreenshot(name, { ...(clip ? { clip } : {}), timeout: 2_000 });
  } catch (error) {
    failure = error as Error;
  }
  expect(failure, 'toHaveScreenshot must fail on a one-pixel change').toBeDefined();
  expect(failure?.message).toMatch(/\b1 pixels? \(ratio/);
});
