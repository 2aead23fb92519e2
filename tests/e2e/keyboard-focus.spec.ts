import { expect, test, type Page } from '@playwright/test';
import { authDialog, DEMO, logInWithPassword, signUpThroughApi, uniqueAccount } from './support/accounts.ts';

/**
 * Focus with the keyboard alone (issue 22, WCAG 2.4.3), in the built app on a desktop: a dialog
 * that closes gives focus back to what opened it, or to the page's heading when that is gone, never
 * to <body>. The cookie banner's Accept, a post opened over the feed with Enter and closed with
 * Esc, a login from mine's Log in button (its refusal marking the fields), and a plan bought from a
 * creator's page: the plan's detail gives way to the payment dialog, which keeps focus, and Esc
 * gives it back to the plan. Focus is put on a control as Tab would put it there; Enter and Esc are
 * keys.
 */

/** The element with focus, described for a readable failure. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active ? `${active.tagName.toLowerCase()}: ${(active.textContent ?? '').trim().slice(0, 60)}` : '';
  });
}

test('Accept on the cookie banner gives focus to the page’s heading', async ({ page }) => {
  await page.goto('/en/home');
  // The document's own banner is inert until the app's takes its place (first-visit-document.md).
  await expect(page.locator('[data-first-html-banner]')).toHaveCount(0);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeFocused();
});

test.describe('with cookies accepted', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  });

  test('a post opened with Enter and closed with Esc gives focus back to its card’s link', async ({
    page,
  }) => {
    // Home reached through the app (its first HTML is the server's: a key pressed before the app
    // has taken the page over would load the post as a page of its own).
    await page.goto('/en/search');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const link = page.getByRole('tabpanel').locator('article a:has(h2)').first();
    await link.focus();
    const href = await link.getAttribute('href');
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog');
    // A dialog's root has no box of its own (its panel is fixed): what shows is inside it.
    await expect(overlay.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(link, await focused(page)).toBeFocused();
  });

  test('a login from mine’s Log in button gives focus to the page’s heading', async ({ page, request }) => {
    const { email, account } = uniqueAccount('focus');
    const password = 'FocusPassword1';
    await signUpThroughApi(request, { email, account, password });
    await page.goto('/en/mine');
    await page.getByRole('button', { name: 'Log in', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: 'Log in with account name' }).click();
    // A refused login marks both fields invalid, described by the refusal.
    const field = dialog.getByRole('textbox', { name: 'Account name or email' });
    await expect(field).toBeFocused();
    await field.fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toHaveCount(0);
    // Mine's Log in button is gone once signed in: focus goes to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Me' })).toBeFocused();
  });

  test('a plan’s detail gives way to the payment dialog, and Esc gives focus back to the plan', async ({
    page,
    request,
  }) => {
    const { email, account } = uniqueAccount('focuspay');
    const password = 'FocusPassword1';
    await signUpThroughApi(request, { email, account, password });
    await page.goto('/en/mine');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await logInWithPassword(page, email, password);

    await page.goto(`/en/${DEMO.creator2.username}`);
    const plan = page.getByRole('complementary', { name: 'Subscription plans' }).getByRole('button').first();
    await plan.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Plan details' });
    // A dialog's root has no box of its own (its panel is fixed): what shows is inside it.
    await expect(detail.getByRole('heading', { name: 'Plan details' })).toBeVisible();
    await detail.getByRole('button', { name: /^Subscribe for/ }).focus();
    await page.keyboard.press('Enter');
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(detail).toHaveCount(0);
    // The plans dialog has faded out and gone: focus stayed in the payment dialog.
    await expect
      .poll(() => payment.evaluate((dialog) => dialog.contains(document.activeElement)), {
        message: await focused(page),
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(payment).toHaveCount(0);
    await expect(plan).toBeFocused();
  });
});
