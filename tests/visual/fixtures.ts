/**
 * The visual tests' fixtures: one browser context per worker (its HTTP cache and MSW's service
 * worker are reused from story to story) and one page per worker, whose Storybook preview is
 * loaded once and shows story after story (story-page.ts `switchStory`); a failed test ends its
 * worker, so the next one starts from a fresh page. VISUAL_SWITCH=0 gives every test a page of
 * its own instead (the preview loaded per story, as before switching). `freshPage` is a page of
 * its own, for a test that alters the document (the harness self-test).
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { prepareContext, trackRequests } from './story-page.ts';

export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6107);
export const VISUAL_BASE_URL = `http://127.0.0.1:${VISUAL_PORT}`;

/** The page this worker keeps when switching (a worker is one process; closed with its context). */
let workerPage: Page | undefined;
async function workerPageOf(context: BrowserContext): Promise<Page> {
  if (workerPage && !workerPage.isClosed()) return workerPage;
  workerPage = await context.newPage();
  trackRequests(workerPage);
  return workerPage;
}

export const test = base.extend<{ storyPage: Page; freshPage: Page }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        baseURL: VISUAL_BASE_URL,
        viewport: { width: 1170, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
        serviceWorkers: 'allow',
      });
      await prepareContext(context);
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, provide) => {
    if (process.env.VISUAL_SWITCH !== '0') {
      await provide(await workerPageOf(storyContext));
      return;
    }
    const page = await storyContext.newPage();
    trackRequests(page);
    await provide(page);
    await page.close();
  },
  freshPage: async ({ storyContext }, provide) => {
    const page = await storyContext.newPage();
    trackRequests(page);
    await provide(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
