import { expect, test, type Page } from '@playwright/test';
import { DEMO, logInWithPassword } from './support/accounts.ts';
import { apiLogin, logIn, say } from './support/money.ts';
import {
  compactCount,
  creatorProfile,
  LAYLA,
  publishFreePost,
  SAKURA,
  searchTotals,
  unblockThroughApi,
} from './support/discovery-data.ts';

/**
 * Discovery, end to end in Chromium (issue 11): searching in Japanese and in Arabic, a creator's
 * page reached from the results, a post opened over the page on a desktop (closed by the
 * browser's back) and as a page of its own on a phone, a visitor's like and comment replayed once
 * they log in, and a creator reported and blocked (their posts leave the feed) then unblocked.
 * The posts are published by seeded creators through the API beforehand; the screens are what is
 * under test, read by their roles and the words of each language's catalogue.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

const stamp = () => Date.now().toString(36);

/** A block the journey made, undone through the API after it whatever its outcome. */
let unblockAfter: { token: string; aff: number } | null = null;

test.afterEach(async ({ request }) => {
  if (!unblockAfter) return;
  const { token, aff } = unblockAfter;
  unblockAfter = null;
  await unblockThroughApi(request, token, aff);
});

/** Types a term into the search field as a user does, and waits for the address to keep it. */
async function searchFor(page: Page, locale: string, term: string) {
  const field = page.getByRole('searchbox', { name: say(locale, 'search.label') });
  await field.click();
  await field.pressSequentially(term, { delay: 20 });
  // Searched 500 ms after the last keystroke; the address keeps the term.
  await expect(page).toHaveURL(
    (url) => url.pathname === `/${locale}/search` && url.searchParams.get('q') === term,
  );
}

/** Home through the side navigation, then its New tab: the newest posts first. */
async function openNewPosts(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('tablist', { name: 'Posts' }).getByRole('tab', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/en\/home\?tab=new$/);
}

test('search in Japanese: a post and an author found, the author’s page with counts, posts and plans', async ({
  page,
  request,
}) => {
  const title = `${SAKURA.bioWord}撮影会のお知らせ ${stamp()}`;
  await publishFreePost(request, SAKURA.username, {
    title,
    content: '週末のスタジオ撮影の予定です。',
    hue: 330,
  });
  const totals = await searchTotals(request, SAKURA.bioWord);
  expect(totals.article_total).toBeGreaterThan(0);
  expect(totals.creator_total).toBeGreaterThan(0);

  await page.goto('/ja/search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: say('ja', 'search.title') })).toBeVisible();
  await searchFor(page, 'ja', SAKURA.bioWord);

  const results = page.getByRole('tablist', { name: say('ja', 'search.results') });
  const postsTab = results.getByRole('tab', {
    name: say('ja', 'search.tab.postsCount', { shown: compactCount('ja', totals.article_total) }),
  });
  const authorsTab = results.getByRole('tab', {
    name: say('ja', 'search.tab.authorsCount', { shown: compactCount('ja', totals.creator_total) }),
  });
  await expect(postsTab).toHaveAttribute('aria-selected', 'true');
  await expect(authorsTab).toBeVisible();
  // The posts tab: the post just published, with its author.
  const post = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(post).toBeVisible();
  await expect(post.getByRole('link', { name: SAKURA.nickname, exact: true })).toBeVisible();

  // The authors tab: さくら, whose bio has the word.
  await authorsTab.click();
  await expect(authorsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]t=authors/);
  const author = page.getByRole('tabpanel').getByRole('link', { name: SAKURA.nickname, exact: true });
  await expect(author).toBeVisible();

  // Her page, from the result: the counts, her posts (the new one among them) and her plans.
  const profile = await creatorProfile(request, SAKURA.username);
  await author.click();
  await expect(page).toHaveURL(new RegExp(`/ja/${SAKURA.username}$`));
  const banner = page.getByRole('region', { name: SAKURA.nickname, exact: true });
  await expect(banner.getByRole('heading', { level: 1, name: SAKURA.nickname })).toBeVisible();
  await expect(banner).toContainText(`@${SAKURA.username}`);
  await expect(banner).toContainText(
    say('ja', 'creatorPage.posts', { count: profile.post_num, shown: compactCount('ja', profile.post_num) }),
  );
  await expect(banner).toContainText(
    say('ja', 'creatorPage.views', {
      count: profile.view_count,
      shown: compactCount('ja', profile.view_count),
    }),
  );
  const posts = page.getByRole('region', {
    name: say('ja', 'creatorPage.postsLabel', { name: SAKURA.nickname }),
  });
  await expect(posts.getByRole('heading', { name: title })).toBeVisible();
  await expect(posts.getByRole('article').first()).toBeVisible();
  const plans = page.getByRole('region', { name: say('ja', 'creatorPage.plans.title') });
  expect(profile.subscription_list.length).toBeGreaterThan(0);
  for (const plan of profile.subscription_list) {
    await expect(plans.getByRole('button', { name: new RegExp(`^${plan.name}`) })).toBeVisible();
  }
});

test('search in Arabic: the page reads right to left, and the tabs find a post and an author', async ({
  page,
  request,
}) => {
  const title = `${LAYLA.bioWord} الصيف السريعة ${stamp()}`;
  await publishFreePost(request, LAYLA.username, {
    title,
    content: 'ثلاث أطباق خفيفة في أقل من ساعة.',
    hue: 30,
  });
  const totals = await searchTotals(request, LAYLA.bioWord);

  await page.goto('/ar/search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await searchFor(page, 'ar', LAYLA.bioWord);

  const results = page.getByRole('tablist', { name: say('ar', 'search.results') });
  const postsTab = results.getByRole('tab', {
    name: say('ar', 'search.tab.postsCount', { shown: compactCount('ar', totals.article_total) }),
  });
  const authorsTab = results.getByRole('tab', {
    name: say('ar', 'search.tab.authorsCount', { shown: compactCount('ar', totals.creator_total) }),
  });
  await expect(postsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();

  await authorsTab.click();
  await expect(authorsTab).toHaveAttribute('aria-selected', 'true');
  const author = page.getByRole('tabpanel').getByRole('link', { name: LAYLA.nickname, exact: true });
  await expect(author).toBeVisible();
  await author.click();
  await expect(page).toHaveURL(new RegExp(`/ar/${LAYLA.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: LAYLA.nickname })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('desktop: a post clicked on a creator’s page opens over it, and back closes it', async ({
  page,
  request,
}) => {
  const title = `週末スタジオ日記 ${stamp()}`;
  const id = await publishFreePost(request, SAKURA.username, {
    title,
    content: 'ライトの位置を少し変えました。',
  });
  await page.setViewportSize({ width: 1170, height: 900 });
  await page.goto(`/ja/${SAKURA.username}`);
  const posts = page.getByRole('region', {
    name: say('ja', 'creatorPage.postsLabel', { name: SAKURA.nickname }),
  });
  await posts.getByRole('heading', { name: title }).click();

  const overlay = page.getByRole('dialog', { name: title });
  await expect(page).toHaveURL(new RegExp(`/ja/${SAKURA.username}/${id}$`));
  await expect(overlay.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    overlay.getByRole('button', { name: `${say('ja', 'post.like')} 0`, exact: true }),
  ).toBeVisible();
  // The page it was opened from stays behind it (out of reach while the dialog is modal).
  await expect(
    page.getByRole('heading', { level: 1, name: SAKURA.nickname, includeHidden: true }),
  ).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: SAKURA.nickname })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/ja/${SAKURA.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: SAKURA.nickname })).toBeVisible();
  await expect(posts.getByRole('heading', { name: title })).toBeVisible();
});

test('phone: the same click opens the post as a page of its own', async ({ page, request }) => {
  const title = `أطباق الشتاء ${stamp()}`;
  const id = await publishFreePost(request, LAYLA.username, {
    title,
    content: 'حساء العدس بطريقة أمي.',
    hue: 40,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/ar/${LAYLA.username}`);
  const posts = page.getByRole('region', {
    name: say('ar', 'creatorPage.postsLabel', { name: LAYLA.nickname }),
  });
  await posts.getByRole('heading', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/ar/${LAYLA.username}/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A page, not a layer: the creator's page is gone from under it.
  await expect(
    page.getByRole('region', { name: say('ar', 'creatorPage.postsLabel', { name: LAYLA.nickname }) }),
  ).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/ar/${LAYLA.username}$`));
  await expect(posts.getByRole('heading', { name: title })).toBeVisible();
});

test('a visitor’s like asks them to log in, then is applied', async ({ page, request }) => {
  const title = `Morning light ${stamp()}`;
  const id = await publishFreePost(request, SAKURA.username, {
    title,
    content: 'A quiet test shoot by the window.',
  });
  await page.goto(`/en/${SAKURA.username}`);
  await page.getByRole('heading', { name: title }).click();
  const overlay = page.getByRole('dialog', { name: title });
  await expect(page).toHaveURL(new RegExp(`/en/${SAKURA.username}/${id}$`));

  await overlay.getByRole('button', { name: 'Like 0', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await logInWithPassword(page, DEMO.yuki.email, DEMO.yuki.password);

  // The like the visitor asked for, made as the member they now are.
  const liked = overlay.getByRole('button', { name: 'Like 1', exact: true });
  await expect(liked).toBeVisible();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  // Kept by the server: read again, the post is still liked.
  await page.reload();
  await expect(overlay.getByRole('button', { name: 'Like 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a visitor’s comment is sent once they log in, and shows in the list', async ({ page, request }) => {
  const title = `Costume fitting ${stamp()}`;
  const id = await publishFreePost(request, SAKURA.username, {
    title,
    content: 'Second fitting of the winter set.',
  });
  const comment = `The sleeves look great ${stamp()}`;
  await page.goto(`/en/${SAKURA.username}/${id}`);
  const post = page.getByRole('article', { name: title });
  await expect(post.getByText('No comments yet. Be the first to say something.')).toBeVisible();

  await post.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
  await post.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await logInWithPassword(page, DEMO.yuki.email, DEMO.yuki.password);

  const list = post.getByRole('list', { name: 'Comments' });
  const sent = list.getByRole('article').filter({ hasText: comment });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(DEMO.yuki.nickname);
  await expect(post.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  await expect(post.getByRole('img', { name: '1 comment' })).toBeVisible();
});

test('report a creator, block them (their posts leave the feed), then unblock in blocked accounts', async ({
  page,
  request,
}) => {
  const name = LAYLA.nickname;
  const title = `Saffron rice ${stamp()}`;
  await publishFreePost(request, LAYLA.username, {
    title,
    content: 'A weeknight version, in one pot.',
    hue: 45,
  });
  const { aff } = await creatorProfile(request, LAYLA.username);
  const member = DEMO.lucia;
  const token = await apiLogin(request, member.email, member.password);

  // Whatever happens below, the demo member blocks no one for the journeys after this one.
  unblockAfter = { token, aff };
  await logIn(page, member.email, member.password);
  await openNewPosts(page);
  const feed = page.getByRole('tabpanel');
  await expect(feed.getByRole('heading', { name: title })).toBeVisible();

  await page.goto(`/en/${LAYLA.username}`);
  // Report: a reason and what happened.
  await page.getByRole('button', { name: `Report ${name}` }).click();
  const report = page.getByRole('dialog', { name: `Report ${name}` });
  await expect(report.getByRole('group', { name: 'Why are you reporting this?' })).toBeVisible();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Choose a reason.')).toBeVisible();
  await report.getByRole('radio', { name: 'Spam or misleading' }).check();
  await report
    .getByRole('textbox', { name: 'What happened?' })
    .fill('The same post again and again, with links elsewhere.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toHaveCount(0);
  await expect(page.getByText('Thanks, your report was sent')).toBeVisible();

  // Block, confirmed.
  await page.getByRole('button', { name: `Block ${name}` }).click();
  const confirm = page
    .getByRole('alertdialog', { name: `Block ${name}?` })
    .or(page.getByRole('dialog', { name: `Block ${name}?` }));
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`You blocked ${name}`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `You blocked ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Block ${name}` })).toHaveCount(0);

  // The feed has no post of hers any more (reached inside the app: what it had read is refreshed).
  await openNewPosts(page);
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(feed.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(feed.getByRole('link', { name, exact: true })).toHaveCount(0);

  // Blocked accounts lists her; Unblock there gives her page back.
  await page.goto('/en/mine/block');
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(page.getByText(`You unblocked ${name}`)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('You haven’t blocked anyone')).toBeVisible();

  // Back in the feed, and on her page, with Block offered again.
  await openNewPosts(page);
  await expect(feed.getByRole('heading', { name: title })).toBeVisible();
  await feed.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/${LAYLA.username}$`));
  await expect(page.getByRole('button', { name: `Block ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
