import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts.ts';
import {
  apiLogin,
  call,
  CREATOR_PASSWORD,
  dialogTitled,
  logIn,
  money,
  openNewTab,
  postCard,
  publishPost,
  uploadPicture,
} from './support/money.ts';

/**
 * A fan's monthly spending cap, end to end (issue 26): Lucia (a seeded fan with a saved card) sets
 * a small overall limit on mine/buy/limits, a post over it is refused in the payment dialog with
 * the server's words, she follows its link to raise the limit, and the same post then sells.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('a purchase over the fan’s spending limit is refused, and raising the limit lets it through', async ({
  page,
}) => {
  const price = 6.5;
  const title = `Spending cap sketch ${Date.now().toString(36)}`;
  const creatorToken = await apiLogin(page.request, 'omarlearns@example.com', CREATOR_PASSWORD);
  await publishPost(page.request, creatorToken, {
    title,
    media: [await uploadPicture(page.request, creatorToken, 200)],
    price,
  });
  const fanToken = await apiLogin(page.request, DEMO.lucia.email, DEMO.lucia.password);
  try {
    await logIn(page, DEMO.lucia.email, DEMO.lucia.password);
    await page.goto('/en/mine/buy');
    await page.getByRole('link', { name: /^Spending limits/ }).click();
    await expect(page).toHaveURL(/\/en\/mine\/buy\/limits$/);
    const overall = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'All creators' }) });
    await overall.getByRole('button', { name: /^(Set a limit|Change)$/ }).click();
    await overall.getByRole('textbox', { name: /Monthly limit for All creators/ }).fill('1');
    await overall.getByRole('button', { name: 'Save limit' }).click();
    await expect(overall.getByText(/of \$1\.00 spent this month/)).toBeVisible();

    const buy = async () => {
      await openNewTab(page, 'en');
      await postCard(page, title)
        .getByRole('button', { name: `Buy for ${money('en', price)}` })
        .click();
      await (await dialogTitled(page, 'Buy this post')).getByRole('button', { name: /^Buy for / }).click();
      const payment = await dialogTitled(page, 'Payment');
      await payment.getByRole('button', { name: `Pay ${money('en', price)}` }).click();
      return payment;
    };
    const refused = (await buy()).getByRole('alert');
    await expect(refused).toContainText('Spending limit reached');
    await expect(refused).toContainText('would pass your monthly spending limit of $1.00');
    await refused.getByRole('link', { name: 'Review spending limits' }).click();
    await expect(page).toHaveURL(/\/en\/mine\/buy\/limits$/);
    await overall.getByRole('button', { name: 'Change' }).click();
    await overall.getByRole('textbox', { name: /Monthly limit for All creators/ }).fill('5000');
    await overall.getByRole('button', { name: 'Save limit' }).click();
    await expect(overall.getByText(/of \$5,000 spent this month/)).toBeVisible();

    await buy();
    await dialogTitled(page, 'Post unlocked', 20_000);
  } finally {
    // The seeded fan is shared with other journeys: she leaves without a limit.
    await call(page.request, 'payment/removeSpendingLimit', { aff: 0 }, fanToken);
  }
});
