/**
 * The operations console end to end (issue 23), operators and members in browsers of their own:
 * - a member applies to become a creator while an admin has set both reviews to wait; a reviewer
 *   approves; the creator publishes; a moderator rejects the post with a reason; the creator sees
 *   it in mine-post, edits and resubmits; the moderator approves; a fan subscribes and sees it;
 * - a creator's withdrawal is marked paid out by finance with a payout reference the creator sees;
 * - a fan reports a post, a moderator hides it, and the fan reads the outcome among their reports.
 * What members do before the operators act goes through the API (their screens have journeys of
 * their own); what operators do, and what members see of it, goes through the browsers.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signUpThroughApi, uniqueAccount } from './support/accounts.ts';
import {
  apiLogin,
  call,
  logIn,
  payOnCheckoutPage,
  postAsSeenBy,
  publishPost,
  uploadPicture,
  uploadSignature,
  userInfo,
} from './support/money.ts';
import { logInToConsole, openQueue } from './support/operators.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A page in a browser context of its own, cookie banner answered. */
async function browserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  return context.newPage();
}

/** Uploads an identity photo through POST /api/upload/document; answers its reference. */
async function uploadDocument(request: APIRequestContext, token: string, color: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const response = await request.post('/api/upload/document', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    multipart: {
      ...uploadSignature(token),
      cover: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  const answer = (await response.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(1);
  return answer.msg;
}

/** Sets both review settings on the admin's settings page. */
async function setReviews(admin: Page, mode: 'Wait' | 'At once') {
  await openQueue(admin, 'Console settings');
  await admin.getByRole('radio', { name: mode === 'Wait' ? /Wait for review/ : /Publish at once/ }).click();
  await admin
    .getByRole('radio', { name: mode === 'Wait' ? /Wait for a reviewer/ : /Approve at once/ })
    .click();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();
}

test('from application to a fan’s subscription, every decision an operator’s', async ({
  browser,
  request,
}) => {
  const admin = await browserPage(browser);
  await logInToConsole(admin, 'admin');
  await setReviews(admin, 'Wait');
  try {
    // A member applies; with reviews waiting, the application is pending.
    const { email, account } = uniqueAccount('opsapply');
    const password = 'Secret_pass1';
    await signUpThroughApi(request, { email, account, password });
    const token = await apiLogin(request, email, password);
    const documents = [
      await uploadDocument(request, token, '#336699'),
      await uploadDocument(request, token, '#cc9966'),
    ];
    const applied = await call<{ auth_status: number }>(
      request,
      'user/applyCreator',
      { country: 'FR', identify: 2, url: documents.join(',') },
      token,
    );
    expect(applied.auth_status).toBe(1);

    // A reviewer sees both photos and approves.
    const reviewer = await browserPage(browser);
    await logInToConsole(reviewer, 'reviewer');
    await openQueue(reviewer, 'Creator applications');
    await reviewer.getByRole('button', { name: new RegExp(account) }).click();
    await expect(reviewer.getByRole('img', { name: /Identity document of/ })).toBeVisible();
    await expect(reviewer.getByRole('img', { name: /holding the document/ })).toBeVisible();
    await reviewer.getByRole('button', { name: 'Approve the application' }).click();
    await expect(reviewer.getByText('Approved. The member is now a creator.')).toBeVisible();

    // The creator publishes a subscription post: it waits for review.
    const plan = await call<{ id: number }>(
      request,
      'subscription/create',
      {
        name: 'Backstage',
        content: 'Every post.',
        price: 5,
        unlock_day_after_subscribe: 1000,
        expire_days: 30,
      },
      token,
    );
    const title = `Console journey ${account}`;
    const postId = await publishPost(request, token, {
      title,
      media: [await uploadPicture(request, token, 200)],
      planIds: [plan.id],
    });

    // A moderator rejects it with a reason and a note.
    const moderator = await browserPage(browser);
    await logInToConsole(moderator, 'moderator');
    await openQueue(moderator, 'Posts to review');
    await moderator.getByRole('button', { name: new RegExp(title) }).click();
    await moderator.getByRole('button', { name: 'Reject' }).click();
    await moderator.getByRole('button', { name: /Reason/ }).click();
    await moderator.getByRole('option', { name: 'Poor quality photos or video' }).click();
    await moderator.getByLabel(/Note to the creator/).fill('The photo is out of focus.');
    await moderator.getByRole('button', { name: 'Reject' }).click();
    await expect(moderator.getByRole('status').filter({ hasText: 'is rejected' })).toBeVisible();

    // The creator reads why in mine-post, then edits and resubmits.
    const creator = await browserPage(browser);
    await logIn(creator, email, password);
    await creator.goto('/en/mine/post');
    await expect(creator.getByText('Reason: Poor quality photos or video')).toBeVisible();
    await expect(creator.getByText('The photo is out of focus.')).toBeVisible();
    const resubmitted = await call<{ status: number }>(
      request,
      'article/publish',
      {
        id: postId,
        category: 'art',
        title: `${title}, sharper`,
        content: 'Retaken in focus.',
        resource_type: 1,
        article_type: 1,
        subscription_ids: [plan.id],
        media: [await uploadPicture(request, token, 120)],
      },
      token,
    );
    expect(resubmitted.status).toBe(1);

    // The moderator approves the new version.
    await moderator.reload();
    await moderator.getByRole('button', { name: new RegExp(`${title}, sharper`) }).click();
    await moderator.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(moderator.getByRole('status').filter({ hasText: 'published' })).toBeVisible();

    // A fan subscribes and the post is theirs to see.
    const fanToken = await apiLogin(request, DEMO.lucia.email, DEMO.lucia.password);
    const { aff } = await userInfo(request, token);
    await payOnCheckoutPage(request, fanToken, { kind: 'plan', itemId: plan.id, aff, amount: 5 });
    await expect.poll(async () => (await postAsSeenBy(request, fanToken, postId))?.is_unlock).toBe(1);
  } finally {
    await setReviews(admin, 'At once');
  }
});

test('finance marks a withdrawal paid out with a reference the creator sees', async ({
  browser,
  request,
}) => {
  const creatorToken = await apiLogin(request, DEMO.creator.email, DEMO.creator.password);
  const { nickname } = await userInfo(request, creatorToken);
  const finance = await browserPage(browser);
  await logInToConsole(finance, 'finance');
  await openQueue(finance, 'Withdrawals');
  // The demo seeds one pending withdrawal of this creator (server/seed/money-plan.ts).
  await finance
    .getByRole('button', { name: new RegExp(nickname) })
    .first()
    .click();
  await finance.getByRole('button', { name: 'Mark paid out' }).click();
  const reference = `TRF-E2E-${Date.now()}`;
  await finance.getByLabel(/^Payment reference/).fill(reference);
  await finance.getByRole('button', { name: 'Mark paid out' }).click();
  await expect(finance.getByRole('status').filter({ hasText: /paid out/i })).toBeVisible();

  const creator = await browserPage(browser);
  await logIn(creator, DEMO.creator.email, DEMO.creator.password);
  await creator.goto('/en/mine/earn-withdrawal-history');
  await expect(creator.getByText(`Payment reference: ${reference}`)).toBeVisible();
});

test('a session that ends while a page is open brings back the sign-in, not an error', async ({
  browser,
}) => {
  const finance = await browserPage(browser);
  await logInToConsole(finance, 'finance');
  await openQueue(finance, 'Withdrawals');
  // The session ends behind the page's back, as when its 12 hours run out.
  await finance.context().clearCookies({ name: 'fv_op' });
  await finance.getByRole('navigation').getByRole('link', { name: 'Money' }).click();
  await expect(finance.getByLabel(/^Email/)).toBeVisible();
  await expect(finance.getByText('The console could not reach the server.')).toHaveCount(0);
});

test('a fan reports a post, a moderator hides it, and the fan reads the outcome', async ({
  browser,
  request,
}) => {
  // A creator (applications are approved at once again) with a pay-per-post post.
  const maker = uniqueAccount('opsmaker');
  await signUpThroughApi(request, { ...maker, password: 'Secret_pass1' });
  const makerToken = await apiLogin(request, maker.email, 'Secret_pass1');
  const documents = [
    await uploadDocument(request, makerToken, '#445566'),
    await uploadDocument(request, makerToken, '#aa8866'),
  ];
  await call(
    request,
    'user/applyCreator',
    { country: 'DE', identify: 1, url: documents.join(',') },
    makerToken,
  );
  const title = `Reported in the console ${maker.account}`;
  const postId = await publishPost(request, makerToken, {
    title,
    media: [await uploadPicture(request, makerToken, 40)],
    price: 3,
  });
  const { uuid } = await userInfo(request, makerToken);

  // A fan reports it from the post.
  const fan = uniqueAccount('opsfan');
  await signUpThroughApi(request, { ...fan, password: 'Secret_pass1' });
  const fanToken = await apiLogin(request, fan.email, 'Secret_pass1');
  await call(
    request,
    'user/report',
    { uuid, type: 0, reason: 'These photos are someone else’s work.', article_id: postId },
    fanToken,
  );

  // A moderator hides the post with a reason.
  const moderator = await browserPage(browser);
  await logInToConsole(moderator, 'moderator');
  await openQueue(moderator, 'Reports');
  await moderator.getByRole('button', { name: new RegExp(title) }).click();
  await moderator.getByRole('radio', { name: 'Hide the post' }).click();
  await moderator.getByLabel(/Reason/).fill('Copied from another artist.');
  await moderator.getByRole('button', { name: 'Decide' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: '1 report closed.' })).toBeVisible();

  // The fan reads what was done; the post is gone from the creator's page.
  const fanPage = await browserPage(browser);
  await logIn(fanPage, fan.email, 'Secret_pass1');
  await fanPage.goto('/en/mine/reports');
  await expect(fanPage.getByText('Reviewed: the post was removed')).toBeVisible();
  expect(await postAsSeenBy(request, fanToken, postId)).toBeUndefined();
});
