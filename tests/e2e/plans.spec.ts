import { expect, test, type Page } from '@playwright/test';
import { apiLogin, CREATOR_PASSWORD, logIn, plansOf } from './support/money.ts';

/**
 * A creator manages the subscription plans end to end (spec §2, §4, §5, §8): a plan added in the
 * dialog, renamed, moved up and deleted changes what the server keeps, and the dialog shows the
 * server's list. The stories show the dialog with each answer
 * (stories/features/plan-manager/plan-manager.stories.tsx); here the server gives them. The
 * seeded creator omarlearns (server/seed/subscription-plans.ts: one to three plans) is used by no
 * other test.
 */

const CREATOR = { email: 'omarlearns@example.com', password: CREATOR_PASSWORD };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

const plansDialog = (page: Page) => page.getByRole('dialog', { name: 'Subscription plans' });
const planNamesOnScreen = (page: Page) =>
  plansDialog(page).getByRole('heading', { level: 3 }).allTextContents();

/** Opens a plan card's menu and picks an action. */
async function planMenu(page: Page, planName: string, action: string) {
  await plansDialog(page)
    .getByRole('button', { name: `Options for ${planName}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('plans: one added, renamed, moved up and deleted, on the screen and on the server', async ({
  page,
  request,
}) => {
  // Four changes, each checked on the screen and on the server: 59 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  const token = await apiLogin(request, CREATOR.email, CREATOR.password);
  const namesOnServer = async () => (await plansOf(request, token)).map((plan) => plan.name);
  const before = await namesOnServer();
  expect(before.length).toBeGreaterThan(0);
  const added = `Gold ${Date.now().toString(36)}`.slice(0, 32);
  const renamed = `${added} plus`.slice(0, 32);

  await logIn(page, CREATOR.email, CREATOR.password);
  await page.getByRole('button', { name: 'Subscription plans' }).click();
  await expect(plansDialog(page).getByText(`${before.length} of 10 plans`)).toBeVisible();

  // Add: the plan is saved at the end of the list, with its price and 30 days.
  await plansDialog(page).getByRole('button', { name: 'Add a plan' }).click();
  const addForm = page.getByRole('dialog', { name: 'Add plan' });
  await addForm.getByLabel(/^Plan name/).fill(added);
  await addForm.getByLabel(/^Description/).fill('Every post and a monthly live Q&A.');
  await addForm.getByLabel(/^Price/).fill('9.99');
  await addForm.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved')).toBeVisible();
  await expect.poll(() => planNamesOnScreen(page)).toEqual([...before, added]);
  const saved = (await plansOf(request, token)).at(-1);
  expect(saved).toMatchObject({ name: added, price: 9.99 });

  // Edit: the new name is kept.
  await planMenu(page, added, 'Edit');
  const editForm = page.getByRole('dialog', { name: 'Edit plan' });
  await expect(editForm.getByLabel(/^Plan name/)).toHaveValue(added);
  await editForm.getByLabel(/^Plan name/).fill(renamed);
  await editForm.getByRole('button', { name: 'Save plan' }).click();
  await expect.poll(() => planNamesOnScreen(page)).toEqual([...before, renamed]);
  expect(await namesOnServer()).toEqual([...before, renamed]);

  // Move up: it changes place with the plan before it, and the server keeps the order.
  await planMenu(page, renamed, 'Move up');
  const movedUp = [...before.slice(0, -1), renamed, before.at(-1)!];
  await expect.poll(() => planNamesOnScreen(page)).toEqual(movedUp);
  await expect.poll(namesOnServer).toEqual(movedUp);

  // Delete, after the confirm: the list is the creator's plans as they were.
  await planMenu(page, renamed, 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect.poll(() => planNamesOnScreen(page)).toEqual(before);
  expect(await namesOnServer()).toEqual(before);

  // Read again, the dialog shows what the server kept.
  await page.reload();
  await page.getByRole('button', { name: 'Subscription plans' }).click();
  await expect.poll(() => planNamesOnScreen(page)).toEqual(before);
});
