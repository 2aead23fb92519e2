import { expect, test } from '@playwright/test';
import { storedSession } from './support/accounts.ts';
import { creatorAndTwoFans, userInfo } from './support/money.ts';

/**
 * Fan lists end to end (issue 25; docs/decisions/fan-lists.md): the demo creator makes a list from
 * the mass message composer's "Manage lists", adds the demo fan to it from the ⋯ settings of their
 * conversation, and sends a mass message to the list; the fan gets it in the conversation, Lucia
 * (another subscriber, not on the list) does not.
 */
test('a creator makes a list, adds a fan from the conversation and sends a mass message to the list', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { contexts, creator, fan, lucia } = await creatorAndTwoFans(browser);
  const creatorInfo = await userInfo(request, (await storedSession(creator)).token ?? '');
  const fanInfo = await userInfo(request, (await storedSession(fan)).token ?? '');

  // A list, made from the composer.
  const listName = `Close ${stamp}`;
  await creator.goto('/en/mine/mass-messages');
  const composer = creator.getByRole('region', { name: 'New mass message' });
  await composer.getByRole('radio', { name: /A list/ }).check();
  await composer.getByRole('button', { name: 'Manage lists' }).click();
  const lists = creator.getByRole('region', { name: 'Your lists' });
  await lists.getByRole('textbox', { name: /List name/ }).fill(listName);
  await lists.getByRole('button', { name: 'Create list' }).click();
  await expect(lists.getByText(listName)).toBeVisible();

  // The fan, added from the conversation's settings.
  await creator.goto(`/en/message/${fanInfo.uuid}`);
  await creator.getByRole('button', { name: 'Conversation settings' }).click();
  const settings = creator.getByRole('dialog', { name: 'Conversation settings' });
  const box = settings.getByRole('checkbox', { name: listName });
  // Ticked once the server has added the fan (not before): click, then wait for the tick.
  await box.click();
  await expect(box).toBeChecked();
  await expect(settings.getByText('1 fan', { exact: true })).toBeVisible();

  // The mass message to the list: one fan.
  await creator.goto('/en/mine/mass-messages');
  await composer.getByRole('radio', { name: /A list/ }).check();
  await composer.getByRole('combobox', { name: /List/ }).selectOption({ label: `${listName} (1 fan)` });
  await expect(composer.getByText('Goes to 1 fan.')).toBeVisible();
  const text = `Just for the list ${stamp}`;
  await composer.getByRole('textbox', { name: /^Message/ }).fill(text);
  await composer.getByRole('button', { name: 'Send now' }).click();
  await expect(creator.getByRole('status').filter({ hasText: 'Mass message on its way' })).toBeVisible();
  await expect(
    creator
      .getByRole('region', { name: 'Sent and scheduled' })
      .getByRole('article')
      .filter({ hasText: text }),
  ).toContainText(`Fans on the list`);

  const room = (page: typeof fan) => page.getByRole('region', { name: /^Messages with / });
  await fan.goto(`/en/message/${creatorInfo.uuid}`);
  await expect(room(fan).getByText(text)).toBeVisible({ timeout: 20_000 });
  await lucia.goto(`/en/message/${creatorInfo.uuid}`);
  await expect(room(lucia)).toBeVisible();
  // Lucia's conversation has loaded (her own history shows) without the list's message.
  await lucia.waitForTimeout(1000);
  await expect(room(lucia).getByText(text)).toHaveCount(0);

  // The list's fans, from the manager: the fan, linked to the conversation; taken off, the list is empty.
  await composer.getByRole('radio', { name: /A list/ }).check();
  await composer.getByRole('button', { name: 'Manage lists' }).click();
  await creator.getByRole('button', { name: `Fans on ${listName}` }).click();
  const fanName = fanInfo.nickname || fanInfo.username;
  await expect(lists.getByRole('link', { name: fanName })).toHaveAttribute(
    'href',
    `/en/message/${fanInfo.uuid}`,
  );
  await lists.getByRole('button', { name: `Remove ${fanName} from ${listName}` }).click();
  await expect(
    creator.getByRole('status').filter({ hasText: `${fanName} taken off the list` }),
  ).toBeVisible();
  await expect(
    lists.getByText('No fans on this list yet. Add a fan from your conversation with them.'),
  ).toBeVisible();
  await expect(lists.getByText('0 fans', { exact: true })).toBeVisible();

  for (const context of contexts) await context.close();
});
