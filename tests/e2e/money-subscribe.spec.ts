import { expect, test } from '@playwright/test';
import { authDialog, DEMO, logInWithPassword, storedSession } from './support/accounts.ts';
import {
  apiLogin,
  CREATOR_PASSWORD,
  dialogTitled,
  expectOriginalShown,
  logIn,
  makeVideo,
  money,
  openNewTab,
  plansOf,
  postCard,
  postAsSeenBy,
  publishPost,
  say,
  serverSay,
  uploadPicture,
  uploadVideo,
  userInfo,
  waitUntilPublished,
} from './support/money.ts';

/**
 * Subscribing end to end (issue 10) with the sandbox provider: a fan taps "Subscribe to unlock" on
 * a locked post in the home feed, picks a plan in the buyer plans dialog and a pay way in the
 * payment dialog, approves on the sandbox's hosted checkout page in the popup window, and the
 * app's poll (every 5 s) brings the success dialog; the post and a video post of the same plan
 * unlock in place, and the video plays. A visitor's Subscribe asks for a login and goes on after
 * it. Each test publishes its own posts through the API (the e2e server seeds no videos: the
 * creator uploads one made by ffmpeg now, as tests/e2e/video-playback.spec.ts does).
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('a fan subscribes from a locked post in the feed, pays on the checkout page, and the post and a video unlock', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ja = 'ja';
  const stamp = Date.now().toString(36);
  const creator = DEMO.creator2;
  const creatorToken = await apiLogin(request, creator.email, CREATOR_PASSWORD);
  const creatorInfo = await userInfo(request, creatorToken);
  const plan = (await plansOf(request, creatorToken))[0]!;

  // The creator's new picture post and video post for the plan; the video encodes meanwhile.
  const pictureTitle = `Ink study ${stamp}`;
  const videoTitle = `Ink timelapse ${stamp}`;
  const pictureId = await publishPost(request, creatorToken, {
    title: pictureTitle,
    media: [await uploadPicture(request, creatorToken, 280)],
    planIds: [plan.id],
  });
  const videoId = await publishPost(request, creatorToken, {
    title: videoTitle,
    media: [await uploadVideo(request, creatorToken, await makeVideo())],
    video: true,
    planIds: [plan.id],
  });

  // Both are published once the video is encoded (REVIEW_MODE=auto).
  await waitUntilPublished(request, creatorToken, videoId);

  await logIn(page, DEMO.yuki.email, DEMO.yuki.password);
  const { token } = await storedSession(page);

  // Japanese: a language of multi_payment_lang, so every pay way is offered.
  await openNewTab(page, ja);
  const card = postCard(page, pictureTitle);
  const videoCard = postCard(page, videoTitle);
  const subscribe = say(ja, 'post.locked.subscribe');
  await expect(videoCard.getByRole('button', { name: subscribe })).toBeVisible();
  await expect(videoCard.locator('video')).toHaveCount(0);
  await card.getByRole('button', { name: subscribe }).click();

  const plans = await dialogTitled(page, say(ja, 'buyerPlans.title', { name: creatorInfo.nickname }));
  // The Recommended tab: the plans that contain the post.
  await expect(plans.getByRole('tab', { name: say(ja, 'buyerPlans.tab.recommended') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await plans.getByRole('button', { name: new RegExp(plan.name) }).click();
  const detail = await dialogTitled(page, say(ja, 'buyerPlans.detailTitle'));
  await expect(detail.getByRole('heading', { name: plan.name })).toBeVisible();
  const price = money(ja, plan.price);
  await detail.getByRole('button', { name: say(ja, 'buyerPlans.buy', { price }) }).click();

  // The pay ways of home/getPayTypeWithId: the credit card (78) chosen first; UnionPay (10 to 999)
  // and USDT (20 to 999) cannot take a price under 10, and say so.
  expect(plan.price).toBeLessThan(10);
  const payment = await dialogTitled(page, say(ja, 'payment.title'));
  await expect(payment.getByRole('radio', { name: say(ja, 'payment.type.creditCard') })).toBeChecked();
  for (const [way, min] of [
    ['payment.type.unionPay', 10],
    ['payment.type.usdt', 20],
  ] as const) {
    await expect(payment.getByRole('radio', { name: say(ja, way) })).toBeDisabled();
    const range = { name: say(ja, way), min: money(ja, min), max: money(ja, 999) };
    await expect(payment.getByText(say(ja, 'payment.error.amountRange', range))).toBeVisible();
  }
  await payment.getByRole('radio', { name: say(ja, 'payment.type.aliPay') }).check();
  const popupOpened = page.waitForEvent('popup');
  await payment.getByRole('button', { name: say(ja, 'payment.confirm', { price }) }).click();

  // The sandbox's hosted checkout page, in the popup, in the fan's language.
  const checkout = await popupOpened;
  await expect(
    checkout.getByRole('heading', { name: serverSay(ja, 'sandbox.checkout.title') }),
  ).toBeVisible();
  await expect(checkout.getByText(price)).toBeVisible();
  await expect(page.getByRole('dialog', { name: say(ja, 'modal.payProgress.title') })).toBeAttached();
  await checkout.getByRole('button', { name: serverSay(ja, 'sandbox.checkout.approve') }).click();
  await expect(
    checkout.getByRole('heading', { name: serverSay(ja, 'sandbox.result.approved') }),
  ).toBeVisible();

  // The app's next poll (every 5 s) sees the order paid.
  const success = await dialogTitled(page, say(ja, 'modal.subscribeSuccess.title'), 15_000);
  await expect(success.getByText(say(ja, 'message.payment.success'))).toBeVisible();
  // Its way on: the creator whose posts it unlocked (spec §2: success dialogs link to the creator or the post).
  await expect(
    success.getByRole('link', {
      name: say(ja, 'modal.paymentSuccess.creator', { creator: creatorInfo.nickname }),
    }),
  ).toHaveAttribute('href', `/${ja}/${creator.username}`);
  await success.getByRole('button', { name: say(ja, 'modal.paymentSuccess.done') }).click();

  // The post unlocks in the feed: its original, decrypted, in place of the blurred preview.
  await expect(card.getByRole('button', { name: subscribe })).toHaveCount(0);
  await expectOriginalShown(card);
  expect((await postAsSeenBy(request, token!, pictureId))?.is_unlock).toBe(1);

  // The video post of the same plan unlocks in place (its video path fetched again) and plays.
  await expect(videoCard.getByRole('button', { name: subscribe })).toHaveCount(0);
  const video = videoCard.locator('video');
  await expect(video).toHaveAttribute('data-engine', /^(hls\.js|native)$/, { timeout: 30_000 });
  await videoCard.getByRole('button', { name: say(ja, 'video.play') }).click();
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect((await postAsSeenBy(request, token!, videoId))?.is_unlock).toBe(1);
});

test("a visitor's Subscribe to unlock asks for a login first, then opens the creator's plans", async ({
  page,
  request,
}) => {
  const creatorToken = await apiLogin(request, 'kenjieats@example.com', CREATOR_PASSWORD);
  const creator = await userInfo(request, creatorToken);
  const plan = (await plansOf(request, creatorToken))[0]!;
  const title = `Ramen tasting notes ${Date.now().toString(36)}`;
  await publishPost(request, creatorToken, {
    title,
    media: [await uploadPicture(request, creatorToken, 20)],
    planIds: [plan.id],
  });

  await openNewTab(page, 'en');
  await postCard(page, title).getByRole('button', { name: 'Subscribe to unlock' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Subscribe to ${creator.nickname}` })).toHaveCount(0);
  await logInWithPassword(page, DEMO.lucia.email, DEMO.lucia.password);

  // The subscribe runs after the login: the plans of the post, for the signed-in fan to buy.
  const plans = await dialogTitled(page, `Subscribe to ${creator.nickname}`);
  const offer = plans.getByRole('button', { name: new RegExp(plan.name) });
  await expect(offer).toBeVisible();
  await expect(offer.getByText('Subscribed')).toHaveCount(0);
  await offer.click();
  const detail = await dialogTitled(page, 'Plan details');
  await detail.getByRole('button', { name: `Subscribe for ${money('en', plan.price)}` }).click();
  const payment = await dialogTitled(page, 'Payment');
  await expect(payment.getByText(`“${plan.name}” subscription to ${creator.nickname}`)).toBeVisible();
});
