/**
 * The visual tests' fixtures: one browser context per worker (its HTTP cache and MSW's service
 * worker are reused from story to story), a fresh page per test.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { prepareContext, trackRequests } from './story-page.ts';

export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6107);
export const VISUAL_BASE_URL = `http://127.0.0.1:${VISUAL_PORT}`;

export const test = base.extend<{ storyPage: Page }, { storyContext: BrowserContext }>({
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
    const page = await storyContext.newPage();
    trackRequests(page);
    await provide(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
