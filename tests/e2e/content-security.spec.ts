import { expect, test, type Page } from '@playwright/test';

/**
 * The content security policy (server/http/security.ts) holds on a first visit: nothing the app
 * runs asks for what it refuses (zod's `new Function` probe did, until src/app/zod-jitless.ts).
 * The browser reports each refusal as a `securitypolicyviolation` event and a console error.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-agreement', '1');
    // Registered before any script of the page runs, so the first refusal is caught too.
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
});

/** Console messages in which the browser says it refused something under the policy. */
function refusals(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

test('the landing page loads without a content security policy violation', async ({ page }) => {
  const console = refusals(page);
  const response = await page.goto('/en');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByText('5000+', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(console).toEqual([]);
});

test('home loads its feed without a content security policy violation', async ({ page }) => {
  const console = refusals(page);
  await page.goto('/en/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(console).toEqual([]);
});
