import { expect, test } from '@playwright/test';
import { DEMO, signUpThroughApi, uniqueAccount } from './support/accounts.ts';
import {
  apiLogin,
  call,
  CREATOR_PASSWORD,
  logIn,
  plansOf,
  publishPost,
  uploadPicture,
} from './support/money.ts';

/**
 * The collection and the blocked accounts, end to end (issue 11): a member's liked posts on their
 * profile's collected tab and in mine-collect's tabs (all, unlocked, locked), and a creator blocked
 * from their page, listed in mine-block and unblocked there. The posts and likes are made through
 * the API beforehand; the screens are what is under test.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

/** A new member, signed up through the API: their email, password and token. */
async function newMember(request: Parameters<typeof apiLogin>[0], tag: string) {
  const { email, account } = uniqueAccount(tag);
  const password = 'Strong_pass1!';
  await signUpThroughApi(request, { email, account, password });
  return { email, password, token: await apiLogin(request, email, password) };
}

test('collection: the liked posts on the profile and in the all, unlocked and locked tabs', async ({
  page,
  request,
}) => {
  const fan = await newMember(request, 'collect');
  const creatorToken = await apiLogin(request, 'jonasbeats@example.com', CREATOR_PASSWORD);
  const stamp = Date.now().toString(36);
  const freeTitle = `Free sketch ${stamp}`;
  const lockedTitle = `Members’ stems ${stamp}`;
  // A free post the fan may open, and a subscription post they may not (they subscribe to nothing).
  const free = await call<{ id: number }>(
    request,
    'article/publish',
    {
      category: 'art',
      title: freeTitle,
      content: `${freeTitle}: made by the collection journey.`,
      resource_type: 1,
      article_type: 3,
      media: [await uploadPicture(request, creatorToken, 120)],
    },
    creatorToken,
  );
  const plan = (await plansOf(request, creatorToken))[0]!;
  const locked = await publishPost(request, creatorToken, {
    title: lockedTitle,
    media: [await uploadPicture(request, creatorToken, 200)],
    planIds: [plan.id],
  });
  // Liked in this order: the locked post is the newest like, so it comes first.
  await call(request, 'article/like', { article_id: free.id }, fan.token);
  await call(request, 'article/like', { article_id: locked }, fan.token);

  await logIn(page, fan.email, fan.password);
  // The profile's collected tab (a desktop width shows the main profile beside the settings).
  const profilePosts = page.getByRole('region', { name: 'Liked and purchased posts' });
  await expect(profilePosts.getByRole('tab', { name: 'Collected' })).toHaveAttribute('aria-selected', 'true');
  const profileRows = profilePosts.getByRole('article');
  await expect(profileRows).toHaveCount(2);
  await expect(profileRows.nth(0).getByRole('heading', { name: lockedTitle })).toBeVisible();
  await expect(profileRows.nth(0)).toContainText('Locked');
  await expect(profileRows.nth(1).getByRole('heading', { name: freeTitle })).toBeVisible();
  // Purchased: nothing bought yet.
  await profilePosts.getByRole('tab', { name: 'Purchased' }).click();
  await expect(profilePosts.getByRole('article')).toHaveCount(0);

  // The settings' Collection: mine-collect, all the liked posts.
  await page.getByRole('link', { name: 'Collection' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/collect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
  const rows = page.getByRole('tabpanel').getByRole('article');
  await expect(rows).toHaveCount(2);

  await page.getByRole('tab', { name: 'Unlocked', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/mine\/collect\?t=unlocked$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('heading', { name: freeTitle })).toBeVisible();

  await page.getByRole('tab', { name: 'Locked', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/mine\/collect\?t=locked$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('heading', { name: lockedTitle })).toBeVisible();
  // A locked row leads to the post, where it can be unlocked.
  await rows.getByRole('link', { name: lockedTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/en/jonasbeats/${locked}$`));
});

test('blocks: a creator blocked from their page is listed in mine-block and unblocked there', async ({
  page,
  request,
}) => {
  const fan = await newMember(request, 'block');
  const name = 'Luna Ortega';
  await logIn(page, fan.email, fan.password);

  await page.goto(`/en/${DEMO.creator2.username}`);
  await page.getByRole('button', { name: `Block ${name}` }).click();
  const confirm = page
    .getByRole('alertdialog', { name: `Block ${name}?` })
    .or(page.getByRole('dialog', { name: `Block ${name}?` }));
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  // Their page now says they are blocked (and offers to unblock).
  await expect(page.getByRole('heading', { name: `You blocked ${name}` })).toBeVisible();

  // Mine, then the settings' Blocked accounts: the creator is listed.
  await page.goto('/en/mine');
  await page.getByRole('link', { name: 'Blocked accounts' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/block$/);
  const rows = page.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name })).toHaveAttribute('href', `/en/${DEMO.creator2.username}`);

  await rows.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(page.getByText(`You unblocked ${name}`)).toBeVisible();
  await expect(page.getByText('You haven’t blocked anyone')).toBeVisible();
  const list = await call<{ list: unknown[] }>(
    request,
    'user/getBlockList',
    { page: 1, limit: 10 },
    fan.token,
  );
  expect(list.list).toEqual([]);

  // Their page is theirs again, with Block offered.
  await page.goto(`/en/${DEMO.creator2.username}`);
  await expect(page.getByRole('button', { name: `Block ${name}` })).toBeVisible();
});
