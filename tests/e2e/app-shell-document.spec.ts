import { expect, test, type Page } from '@playwright/test';
import { catalogue, DEMO, logInWithPassword } from './support/accounts.ts';

/**
 * The production server's document for a page (server/http/app-shell.ts): the page's language
 * and direction before any script runs, and the chunks the page paints with preloaded, found in
 * the real build's manifest (a screen that moved would silently lose its preload otherwise).
 */
test('the Arabic home document is right-to-left and starts the app with its catalogue and screen', async ({
  request,
}) => {
  const response = await request.get('/ar/home', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  // A first-HTML page names its scripts for its start script instead of loading them from <head>.
  expect(html).not.toContain('<script type="module"');
  const start = /<script type="application\/json" id="app-start">(.*?)<\/script>/.exec(html)?.[1];
  const { entry, preload } = JSON.parse(start ?? '{}') as { entry: string; preload: string[] };
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(preload.some((href) => /^\/assets\/locales\/ar-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preload.some((href) => /^\/assets\/home-screen-[\w-]+\.js$/.test(href))).toBe(true);
});

/** When the page asked for the app's entry, and when its load event came (ms since navigation). */
function entryAndLoadTimes(page: Page) {
  return page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { entry: entry?.startTime ?? -1, load: navigation.loadEventStart };
  });
}

test("a visitor's first-HTML page asks for the app once it has loaded; a member's at once", async ({
  page,
}) => {
  await page.goto('/en/home');
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  const visitor = await entryAndLoadTimes(page);
  expect(visitor.entry).toBeGreaterThanOrEqual(visitor.load);

  await page.addInitScript(() =>
    window.localStorage.setItem('fanvault.session', JSON.stringify({ token: 'a-member', guestId: 'g' })),
  );
  await page.goto('/en');
  await expect.poll(async () => (await entryAndLoadTimes(page)).entry).toBeGreaterThan(0);
  const member = await entryAndLoadTimes(page);
  expect(member.entry).toBeLessThan(member.load);
});

/** The API calls the page makes (`article/getList`...), in order. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(path.slice('/api/'.length));
  });
  return calls;
}

const HOME_CALLS = ['article/getList', 'user/getNewCreator'];

test("a visitor's home paints the feed and the new creators its document carries, calling for neither", async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/en/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(5);
  const newCreators = page.getByRole('region', { name: catalogue('en')['home.newCreators.title'] });
  await expect(newCreators.getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => HOME_CALLS.includes(call))).toEqual([]);

  // The next page of the feed is the app's to ask for, as ever.
  await page.getByRole('article').last().scrollIntoViewIfNeeded();
  await expect.poll(() => calls.filter((call) => call === 'article/getList').length).toBeGreaterThan(0);
});

test("a signed-in member's home asks for its own feed: the document's is a visitor's", async ({ page }) => {
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, DEMO.fan.email, DEMO.fan.password);
  await page.goto('/en/home');
  const calls = recordCalls(page);
  await page.reload();
  // (The goto above loaded the document's page too: only the reload's calls are counted.)
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => HOME_CALLS.filter((call) => calls.includes(call))).toEqual(HOME_CALLS);
});

/** Keeps the app's JavaScript from arriving: what shows is the document alone. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test("a first visit paints the page from the document, before the app's JavaScript runs", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await withoutTheApp(page);
  await page.goto('/en/home');
  const firstHtml = page.locator('[data-first-html]');
  await expect(firstHtml).toBeVisible();
  // Home's first post and newest creators, as the document's data has them, in the page's language.
  await expect(firstHtml.locator('article').first()).toBeVisible();
  expect(await firstHtml.locator('article').count()).toBeGreaterThanOrEqual(5);
  await expect(
    firstHtml.getByRole('heading', { name: catalogue('en')['home.newCreators.title'] }),
  ).toBeVisible();
  // Inert until the app takes over: a tap before then does nothing rather than half of something.
  await expect(firstHtml).toHaveAttribute('inert', '');

  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(firstHtml.getByRole('heading', { level: 1 })).toHaveText(
    catalogue('ar')['landing.hero.title']!,
  );
  // The start script ran (its hash is in the policy) and found a visitor.
  await expect(page.locator('html')).not.toHaveAttribute('data-member');
  expect(violations).toEqual([]);
});

test("a signed-in member never sees the visitor's page the document carries", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    window.localStorage.setItem('fanvault.session', JSON.stringify({ token: 'a-member', guestId: 'g' })),
  );
  await withoutTheApp(page);
  await page.goto('/en/home');
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  await expect(page.locator('[data-first-html]')).toBeHidden();
  expect(violations).toEqual([]);
});

test("the app's first render takes the page over from the document", async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('en')['landing.hero.title']!);
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('a shared creator page and search paint from the document, then the app takes them over with the same content (issue 24)', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/en/mayafit');
  const firstHtml = page.locator('[data-first-html]');
  await expect(firstHtml.getByRole('heading', { name: 'Maya Fit' })).toBeVisible();
  await expect(firstHtml.locator('article').first()).toBeVisible();
  await page.goto('/en/search?q=fitness');
  await expect(firstHtml.locator('article').first()).toBeVisible();
  await page.unroute(/\/assets\/.*\.js$/);

  const calls = recordCalls(page);
  await page.goto('/en/mayafit');
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Maya Fit' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The app's text, not message ids: the page waited for the shared links' part of its catalogue.
  await expect(
    page.getByText(catalogue('en')['creatorPage.filter.all']!, { exact: true }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The posts came with the document; the profile is asked again after the paint (a profile view).
  expect(calls).not.toContain('article/getArticleByUser');
  expect(calls).toContain('user/getUserInfoByUuid');
});

test("the links people share show their text from the catalogue's shared part, without waiting for the rest", async ({
  page,
}) => {
  // The rest of the catalogue (the mine screens, the chat, publishing...) never arrives: what these
  // pages and their cards show must all be in the first two parts (src/i18n/messages.ts).
  await page.route(/\/assets\/locales\/en-rest-[\w-]+\.js$/, (route) => route.abort());
  const ids = Object.keys(catalogue('en'));
  for (const [address, text] of [
    ['/en/mayafit', 'creatorPage.filter.all'],
    // The tab reads "Posts · 3".
    ['/en/search?q=fitness', 'search.tab.posts'],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('[data-first-html]')).toHaveCount(0);
    await expect(page.getByText(catalogue('en')[text]!).first()).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The app's cookie banner, not the document's inert one: its text is in the first part.
    await expect(page.locator('[data-first-html-banner]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: catalogue('en')['cookie.banner.accept'] })).toBeVisible();
    const shown = await page.locator('body').innerText();
    expect(ids.filter((id) => shown.includes(id))).toEqual([]);
  }
});

/**
 * Counts on every frame the cookie banners showing (by their label), from the document's first
 * paint on, into `window.bannerCounts`: the hand-over from the document's banner to the app's
 * must show one banner on every frame, never two and never none.
 */
async function countBannersEachFrame(page: Page, label: string) {
  await page.addInitScript((name) => {
    const counts: number[] = [];
    Object.assign(window, { bannerCounts: counts });
    const count = () => {
      const shown = [...document.querySelectorAll(`section[aria-label="${name}"]`)].filter(
        (banner) => banner.getClientRects().length > 0,
      );
      if (document.body) counts.push(shown.length);
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  }, label);
  return () => page.evaluate(() => (window as unknown as { bannerCounts: number[] }).bannerCounts);
}

test("a visitor's first paint carries the cookie banner in the page's language, which the app's takes over in place (issue 24)", async ({
  page,
}) => {
  const fr = catalogue('fr');
  await withoutTheApp(page);
  for (const url of ['/fr', '/fr/home', '/fr/mayafit', '/fr/search?q=fitness']) {
    await page.goto(url);
    const banner = page.getByRole('region', { name: fr['cookie.banner.label'] });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(fr['cookie.banner.text']!);
  }
  const documentBanner = await page.getByRole('region', { name: fr['cookie.banner.label'] }).boundingBox();
  await page.unroute(/\/assets\/.*\.js$/);

  const banners = await countBannersEachFrame(page, fr['cookie.banner.label']!);
  await page.goto('/fr/search?q=fitness');
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  await expect(page.locator('[data-first-html-banner]')).toHaveCount(0);
  const appBanner = page.getByRole('region', { name: fr['cookie.banner.label'] });
  await expect(appBanner).toBeVisible();
  // The app's own: not inert, its Accept answers.
  expect(await appBanner.evaluate((banner) => banner.closest('[inert]') === null)).toBe(true);
  expect(await appBanner.boundingBox()).toEqual(documentBanner);
  const counts = await banners();
  expect(counts.length).toBeGreaterThan(0);
  expect(new Set(counts.slice(counts.indexOf(1)))).toEqual(new Set([1]));

  await appBanner.getByRole('button', { name: fr['cookie.banner.accept'] }).click();
  await expect(appBanner).toHaveCount(0);
});

test('a visitor who accepted cookies never sees the banner the document carries (issue 24)', async ({
  page,
}) => {
  const label = catalogue('en')['cookie.banner.label']!;
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const banners = await countBannersEachFrame(page, label);
  await page.goto('/en/search?q=fitness');
  await expect(page.locator('html')).toHaveAttribute('data-cookies-agreed', '');
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-first-html-banner]')).toBeHidden();
  const counts = await banners();
  expect(counts.length).toBeGreaterThan(0);
  expect(Math.max(...counts)).toBe(0);
});
