import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { storedSession } from './support/accounts.ts';
import { creatorAndTwoFans, dialogTitled, userInfo } from './support/money.ts';

/**
 * Paid mass messages end to end (issue 25): the demo creator opens Mass messages from their menu
 * and sends a picture at a price to all their subscribers (the demo fan and Lucia, server/seed,
 * among them); each gets their own paid message in their conversation, locked. The demo fan pays
 * with their saved card and sees the picture; Lucia's copy stays locked, and the fan's picture URL
 * opens nothing in Lucia's browser.
 */
test('a creator sends a paid mass message to all subscribers; one fan pays and sees it, another sees it locked', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { contexts, creator, fan, lucia } = await creatorAndTwoFans(browser);
  const creatorInfo = await userInfo(request, (await storedSession(creator)).token ?? '');

  // The creator finds the composer in their menu.
  await creator.goto('/en/mine');
  await creator.getByRole('link', { name: 'Mass messages' }).click();
  await expect(creator).toHaveURL(/\/en\/mine\/mass-messages$/);
  const composer = creator.getByRole('region', { name: 'New mass message' });
  await expect(composer.getByRole('radio', { name: /All subscribers/ })).toBeChecked();
  await expect(composer.getByText(/^Goes to \d+ fans?\.$/)).toBeVisible();

  // A picture, $3.25, a caption; sent now.
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: 'hsl(200, 60%, 50%)' },
  })
    .png()
    .toBuffer();
  await composer.getByRole('radio', { name: 'Pictures' }).click();
  await composer
    .getByTestId('mass-message-pictures')
    .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png });
  await expect(composer.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await composer.getByRole('textbox', { name: /Price to unlock/ }).fill('3.25');
  const caption = `Beach set ${stamp}`;
  await composer.getByRole('textbox', { name: /^Message/ }).fill(caption);
  await composer.getByRole('button', { name: 'Send now' }).click();
  await expect(creator.getByRole('status').filter({ hasText: 'Mass message on its way' })).toBeVisible();
  const row = creator
    .getByRole('region', { name: 'Sent and scheduled' })
    .getByRole('article')
    .filter({ hasText: caption });
  await expect(row.getByText('Paid message, $3.25')).toBeVisible();

  // Each fan finds their own copy in the conversation, locked: the blurred preview and the price.
  const room = (page: typeof fan) => page.getByRole('region', { name: /^Messages with / });
  const copyOf = async (page: typeof fan) => {
    await page.goto(`/en/message/${creatorInfo.uuid}`);
    await expect(room(page)).toBeVisible();
    const message = room(page).getByTestId('paid-message').filter({ hasText: caption });
    await expect(message).toHaveAttribute('data-locked', 'true', { timeout: 20_000 });
    return message;
  };
  const fanCopy = await copyOf(fan);
  await copyOf(lucia);
  await expect(fanCopy.getByRole('img', { name: 'Locked picture 1 of 1' })).toBeVisible();

  // The demo fan pays with their saved card and sees the picture itself.
  await fanCopy.getByRole('button', { name: 'Unlock for $3.25' }).click();
  const payment = await dialogTitled(fan, 'Payment');
  await payment.getByRole('button', { name: 'Pay $3.25' }).click();
  const success = await dialogTitled(fan, 'Message unlocked', 20_000);
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(fanCopy).toHaveAttribute('data-locked', 'false');
  const picture = fanCopy.getByRole('img', { name: 'Picture 1 of 1', exact: true });
  await expect(picture).toBeVisible();
  const url = await picture.getAttribute('src');
  expect(url).toMatch(/^\/media\/o\/uploads\/\d+\/[\w-]+\/original\.png\?exp=\d+&v=u\d+&sig=/);
  expect(await fan.evaluate(async (address) => (await fetch(address)).status, url!)).toBe(200);

  // Lucia's copy is still locked, and the fan's URL opens nothing in her browser.
  await lucia.reload();
  const stillLocked = room(lucia).getByTestId('paid-message').filter({ hasText: caption });
  await expect(stillLocked).toHaveAttribute('data-locked', 'true');
  await expect(stillLocked.getByRole('button', { name: 'Unlock for $3.25' })).toBeVisible();
  await expect(stillLocked.getByRole('img', { name: 'Picture 1 of 1', exact: true })).toHaveCount(0);
  await expect(stillLocked.getByRole('img', { name: 'Locked picture 1 of 1' })).toHaveAttribute(
    'src',
    /\/blur\.webp$/,
  );
  expect(await lucia.evaluate(async (address) => (await fetch(address)).status, url!)).toBe(403);

  for (const context of contexts) await context.close();
});
