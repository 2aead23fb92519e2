/**
 * The visual tests' fixtures: one browser context and one page per worker. The page's Storybook
 * preview is loaded once and shows story after story (story-page.ts `switchStory`); a failed
 * test ends its worker, so the next one starts from a fresh page. `freshPage` is a page of
 * its own, for a test that alters the document (the harness self-test).
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { prepareContext, trackRequests } from './story-page.ts';

export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6107);
export const VISUAL_BASE_URL = `http://127.0.0.1:${VISUAL_PORT}`;

export const test = base.extend<
  { storyPage: Page; freshPage: Page },
  { storyContext: BrowserContext; workerPage: Page }
>({
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
  workerPage: [
    async ({ storyContext }, provide) => {
      const page = await storyContext.newPage();
      trackRequests(page);
      await provide(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, provide) => {
    await provide(workerPage);
  },
  freshPage: async ({ storyContext }, provide) => {
    const page = await storyContext.newPage();
    trackRequests(page);
    await provide(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
