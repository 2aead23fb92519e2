import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueAccount } from './support/accounts.ts';
import { apiLogin, cardsOf, logIn, saveCardThroughApi, TEST_CARDS } from './support/money.ts';

/**
 * A fan's saved cards on mine-card, end to end (spec §2, §3, §5): Make default and Delete change
 * what the server keeps, and a deleted default passes to the card left. The stories show the
 * screen with each answer (stories/screens/mine/mine-card.stories.tsx); here the server gives them.
 * The cards are saved beforehand through the sandbox's card API, as the app's add-card form does
 * (money-purchase.spec.ts adds one in the browser).
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('mine-card: another card made the default, then deleted, and the default passes back to the card left', async ({
  page,
  request,
}) => {
  const { email, account } = uniqueAccount('cards');
  const password = 'Strong_pass1!';
  await signUpThroughApi(request, { email, account, password });
  const token = await apiLogin(request, email, password);
  const visa = await saveCardThroughApi(request, token, TEST_CARDS.visa);
  const mastercard = await saveCardThroughApi(request, token, TEST_CARDS.mastercard);
  const defaultCard = async () => (await cardsOf(request, token)).find((card) => card.is_default)?.id;
  // The first card saved is the default.
  expect(await defaultCard()).toBe(visa.id);

  await logIn(page, email, password);
  await page.getByRole('link', { name: 'Credit cards' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/card$/);
  await expect(page.getByText('2 of 5 cards')).toBeVisible();
  const row = (name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  const visaRow = row('Visa ending in 4242');
  const mastercardRow = row('Mastercard ending in 4444');
  await expect(visaRow.getByText('Default', { exact: true })).toBeVisible();

  // Make default: the Mastercard is the default, on the screen and on the server.
  await mastercardRow.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Default card changed')).toBeVisible();
  await expect(mastercardRow.getByText('Default', { exact: true })).toBeVisible();
  await expect(visaRow.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(visaRow.getByRole('button', { name: 'Make default' })).toBeVisible();
  expect(await defaultCard()).toBe(mastercard.id);

  // Delete the default, after the confirm: it goes, and the Visa is the default again.
  await mastercardRow.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Mastercard ending in 4444?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(mastercardRow).toHaveCount(0);
  await expect(page.getByText('1 of 5 cards')).toBeVisible();
  await expect(visaRow.getByText('Default', { exact: true })).toBeVisible();
  expect((await cardsOf(request, token)).map((card) => [card.id, card.is_default])).toEqual([[visa.id, 1]]);

  // Read again, the screen shows what the server kept.
  await page.reload();
  await expect(page.getByText('1 of 5 cards')).toBeVisible();
  await expect(visaRow.getByText('Default', { exact: true })).toBeVisible();
});
