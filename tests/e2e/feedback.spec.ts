import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';

/**
 * Feedback end to end (spec §2 settings menu, §5, §7 user/feedback, §8): a visitor opens
 * "Send feedback" from the settings menu of mine home, chooses a topic, writes, attaches a
 * screenshot (uploaded at once to POST /api/upload/feedback by their guest id), sends, and sees
 * the dialog.feedback.modal alert. The server holds the feedback with its image, stored privately.
 */

const MEDIA_DIR = path.join(process.env.E2E_DATA_DIR ?? '', 'media');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

interface DevFeedback {
  id: number;
  sender: string | null;
  guest_id: string | null;
  type: number;
  content: string;
  email: string;
  locale: string;
  attachments: number;
}

test('a visitor sends feedback with a screenshot from the settings menu', async ({ page, request }) => {
  const content = `The feed stops after two pages (${randomUUID()}).`;
  const screenshot = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

  await page.goto('/en/mine');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('button', { name: 'Send feedback' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();

  await dialog.getByRole('group', { name: 'What is it about?' }).getByText('Something isn’t working').click();
  await expect(dialog.getByRole('radio', { name: 'Something isn’t working' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Your feedback/ }).fill(content);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'feed-stops-after-two-pages.png', mimeType: 'image/png', buffer: screenshot });
  // The chip shows the name shortened to 20 characters, and leaves its spinner once uploaded.
  const chip = dialog.getByTestId('attachment-name');
  await expect(chip).toHaveText('feed-sto…o-pages.png');
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await dialog.getByRole('textbox', { name: /Email for our reply/ }).fill('Visitor@Example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();

  const thanks = page.getByRole('alertdialog', { name: 'Thanks for your feedback' });
  await expect(thanks).toContainText('We have received it and will reply by email');
  await expect(dialog).toBeHidden();
  await thanks.getByRole('button').first().click();
  await expect(thanks).toHaveCount(0);

  // The server holds it, from a visitor (their guest id, no account), with its image.
  const response = await request.get('/dev/feedback.json');
  expect(response.status()).toBe(200);
  const { feedback } = (await response.json()) as { feedback: DevFeedback[] };
  const sent = feedback.find((item) => item.content === content);
  expect(sent).toMatchObject({
    sender: null,
    type: 1,
    email: 'visitor@example.com',
    locale: 'en',
    attachments: 1,
  });
  expect(sent!.guest_id).toMatch(/^[0-9a-f-]{36}$/);
  // Kept where no media route serves it.
  expect((await readdir(path.join(MEDIA_DIR, 'documents', 'feedback'))).length).toBeGreaterThan(0);
});
