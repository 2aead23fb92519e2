import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueAccount } from './support/accounts.ts';
import {
  apiLogin,
  cardsOf,
  CREATOR_PASSWORD,
  dialogTitled,
  logIn,
  money,
  plansOf,
  postAsSeenBy,
  publishPost,
  TEST_CARDS,
  uploadPicture,
  userInfo,
} from './support/money.ts';

/**
 * A new fan pays with a card they type in the payment dialog, without scrolling (issue 22): at
 * 1280 x 800 and at 375 x 667, everything on the way to paying (the card's fields, the agreement,
 * Pay) is on screen as the dialog opens, and stays so while the fan fills it in; Pay then saves the
 * card and pays with it in one step against the sandbox provider, and the success dialog follows.
 * Each test signs a new fan up (no saved card, so the form shows) and buys something of its own.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

/** The payment dialog's scroll positions: its body, the overlay around it, the page. */
async function scrollPositions(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('[role="dialog"] [data-modal-body]');
    const overlay = body?.closest('.overflow-y-auto:not([data-modal-body])');
    return { body: body?.scrollTop ?? -1, overlay: overlay?.scrollTop ?? -1, page: window.scrollY };
  });
}

/**
 * Each element is wholly inside the viewport and is what the pointer meets at its centre and
 * corners (so neither the dialog's scrolling body nor its footer hides any of it), with nothing
 * scrolled.
 */
async function expectOnScreenWithoutScrolling(page: Page, elements: readonly Locator[]) {
  expect(await scrollPositions(page)).toEqual({ body: 0, overlay: 0, page: 0 });
  const viewport = page.viewportSize()!;
  for (const element of elements) {
    const box = await element.boundingBox();
    expect(box, String(element)).not.toBeNull();
    expect(box!.y, String(element)).toBeGreaterThanOrEqual(0);
    expect(box!.x, String(element)).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, String(element)).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width, String(element)).toBeLessThanOrEqual(viewport.width);
    const reached = await element.evaluate((target) => {
      const rect = target.getBoundingClientRect();
      const inset = 2;
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.bottom - inset],
      ];
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (target.contains(hit) || hit.contains(target));
      });
    });
    expect(reached, `${String(element)} is hidden by the dialog's body or footer`).toBe(true);
  }
}

/** Checks the way to Pay is on screen, fills the card and the agreement, checks it again; answers Pay. */
async function fillWithoutScrolling(page: Page, payment: Locator, price: number) {
  const pay = payment.getByRole('button', { name: `Pay ${money('en', price)}` });
  const number = payment.getByRole('textbox', { name: 'Card number' });
  const expiry = payment.getByRole('textbox', { name: 'Expiry (MM/YY)' });
  const cvc = payment.getByRole('textbox', { name: 'Security code (CVC)' });
  const agreement = payment.getByRole('checkbox', { name: /I agree that FanVault keeps this card/ });
  const agreementText = payment.getByText(/^I agree that FanVault keeps this card/);
  await expect(number).toBeVisible();
  await expect(pay).toBeEnabled();
  // The dialog's fade-in is over: its boxes are where they stay.
  await expect
    .poll(() =>
      payment.locator('[data-size]').evaluate((panel) => {
        const style = getComputedStyle(panel);
        return `${style.opacity} ${style.transform}`;
      }),
    )
    .toBe('1 none');
  const path = [number, expiry, cvc, agreement, agreementText, pay];
  await expectOnScreenWithoutScrolling(page, path);
  await number.fill(TEST_CARDS.visa);
  await expiry.fill('12/34');
  await cvc.fill('123');
  await agreement.check();
  await expectOnScreenWithoutScrolling(page, path);
  return pay;
}

/** Signs a new fan up and in: no saved card yet. */
async function newFan(page: Page, tag: string) {
  const { email, account } = uniqueAccount(tag);
  const password = 'Strong_pass1!';
  await signUpThroughApi(page.request, { email, account, password });
  await logIn(page, email, password);
  return apiLogin(page.request, email, password);
}

test('at 1280 x 800 a new fan types a card and pays for a post without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const price = 6.5;
  const creatorToken = await apiLogin(page.request, 'sakuracos@example.com', CREATOR_PASSWORD);
  const title = `Studio proofs ${Date.now().toString(36)}`;
  const postId = await publishPost(page.request, creatorToken, {
    title,
    media: [await uploadPicture(page.request, creatorToken, 200)],
    price,
  });
  const token = await newFan(page, 'nocard');

  await page.goto(`/en/sakuracos/${postId}`);
  await page.getByRole('button', { name: `Buy for ${money('en', price)}` }).click();
  await (await dialogTitled(page, 'Buy this post')).getByRole('button', { name: /^Buy for / }).click();
  const payment = await dialogTitled(page, 'Payment');
  const pay = await fillWithoutScrolling(page, payment, price);
  await pay.click();

  await dialogTitled(page, 'Post unlocked', 15_000);
  expect((await postAsSeenBy(page.request, token, postId))?.is_unlock).toBe(1);
  expect((await cardsOf(page.request, token)).map((card) => card.card.last4)).toEqual(['4242']);
});

test('at 375 x 667 a new fan types a card and subscribes without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const creatorToken = await apiLogin(page.request, 'kenjieats@example.com', CREATOR_PASSWORD);
  const creator = await userInfo(page.request, creatorToken);
  const plan = (await plansOf(page.request, creatorToken))[0]!;
  const token = await newFan(page, 'nocardm');

  await page.goto(`/en/${creator.username}`);
  await page.getByRole('main').getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  const plans = await dialogTitled(page, `Subscribe to ${creator.nickname}`);
  await plans.getByRole('button', { name: new RegExp(plan.name) }).click();
  const detail = await dialogTitled(page, 'Plan details');
  await detail.getByRole('button', { name: `Subscribe for ${money('en', plan.price)}` }).click();
  const payment = await dialogTitled(page, 'Payment');
  const pay = await fillWithoutScrolling(page, payment, plan.price);
  await pay.click();

  await dialogTitled(page, 'You’re subscribed', 15_000);
  expect((await cardsOf(page.request, token)).map((card) => card.card.last4)).toEqual(['4242']);
});
