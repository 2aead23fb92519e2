/**
 * The six lessons as journeys of the demo creator through the real app (scripts/record-academy.ts
 * records each one): every step is named on the caption bar, in English, before it is taken.
 * Selectors are the ones the end-to-end tests use (tests/e2e), so a change of the app that breaks
 * a journey shows in those tests first.
 */
import type { Page } from 'playwright';
import sharp from 'sharp';
import type { AcademyLessonId } from '../../src/contract/academy.ts';
import type { Stage } from './stage.ts';

/** What a journey may use besides its stage. */
export interface JourneyKit {
  /** A second browser, signed in as the demo fan, that wrote to the creator before recording. */
  fanMessage: string;
}

export type Journey = (stage: Stage, kit: JourneyKit) => Promise<void>;

/** A photo to publish: a sunrise-coloured card drawn here, so no stock image is needed. */
async function workoutPicture(label: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},85%,62%)"/><stop offset="1" stop-color="hsl(${hue + 50},80%,42%)"/>
    </linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <circle cx="1180" cy="380" r="210" fill="rgba(255,255,255,0.28)"/>
    <text x="120" y="1000" font-family="sans-serif" font-size="120" font-weight="700" fill="white">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens Publish from the navigation and picks one picture in the file chooser it opens. */
async function startPost(stage: Stage, picture: Buffer) {
  const { page } = stage;
  await stage.caption('Click Publish in the menu');
  const chooser = page.waitForEvent('filechooser');
  await stage.click(nav(page).getByRole('link', { name: 'Publish' }).first());
  await stage.caption('Pick photos or one video from your device', 600);
  await (await chooser).setFiles({ name: 'post.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('heading', { name: 'New post' }).waitFor();
  await page.getByText('Uploaded').waitFor({ timeout: 30_000 });
  await stage.pause(900);
}

async function chooseCategory(stage: Stage, name: string) {
  await stage.click(stage.page.getByRole('button', { name: /Category/ }));
  await stage.click(stage.page.getByRole('option', { name }));
}

const publish: Journey = async (stage) => {
  const { page } = stage;
  await startPost(stage, await workoutPicture('Morning stretch', 20));
  await stage.caption('Give the post a title and some text');
  await stage.type(page.getByLabel(/^Title/), 'Morning stretch routine');
  await stage.type(page.getByLabel(/^Text/), 'Ten minutes to wake up your back and hips.', 25);
  await stage.caption('Choose the category fans will find it in');
  await chooseCategory(stage, 'Fitness');
  await stage.caption('Choose who can see it: here, everyone for free');
  await stage.click(page.getByText('Everyone, free', { exact: true }));
  await stage.caption('Click Publish');
  await stage.click(page.getByRole('button', { name: 'Publish', exact: true }));
  await page.getByRole('alertdialog').getByText('Post submitted').waitFor();
  await stage.caption('Done: the post is live and listed under My posts', 2600);
};

const plans: Journey = async (stage) => {
  const { page } = stage;
  await stage.caption('Under Me, open Subscription plans');
  await stage.click(page.getByRole('button', { name: 'Subscription plans' }));
  const manager = page.getByRole('dialog', { name: 'Subscription plans' });
  await stage.caption('Your plans are listed here. Add a new one');
  await stage.click(manager.getByRole('button', { name: 'Add a plan' }));
  const form = page.getByRole('dialog', { name: 'Add plan' });
  await stage.caption('Name the plan and say what subscribers get');
  await stage.type(form.getByLabel(/^Plan name/), 'Gold');
  await stage.type(form.getByLabel(/^Description/), 'Every workout and a monthly live Q&A.', 25);
  await stage.caption('Set the price fans pay for each period');
  await stage.type(form.getByLabel(/^Price/), '9.99', 90);
  await stage.caption('Save the plan');
  await stage.click(form.getByRole('button', { name: 'Save plan' }));
  await page.getByText('Plan saved').waitFor();
  await stage.caption('Done: fans can now subscribe to Gold from your page', 2600);
};

const pricing: Journey = async (stage) => {
  const { page } = stage;
  await startPost(stage, await workoutPicture('Full-body plan', 265));
  await stage.caption('Add a title, text and category as usual', 600);
  await stage.type(page.getByLabel(/^Title/), 'My 4-week full-body plan', 20);
  await stage.type(page.getByLabel(/^Text/), 'The complete programme, with a PDF.', 20);
  await chooseCategory(stage, 'Fitness');
  await stage.caption('Under "Who can see it", choose Pay per post');
  await stage.click(page.getByText('Pay per post', { exact: true }));
  await stage.caption('Set the price a fan pays to unlock it');
  await stage.type(page.getByLabel(/^Price/), '4.99', 90);
  await stage.caption('Fans see a blurred preview until they pay', 1800);
  await stage.caption('Click Publish');
  await stage.click(page.getByRole('button', { name: 'Publish', exact: true }));
  await page.getByRole('alertdialog').getByText('Post submitted').waitFor();
  await stage.caption('Done: each purchase goes to your earnings', 2600);
};

const chat: Journey = async (stage, kit) => {
  const { page } = stage;
  await stage.caption('New messages show on Messages in the menu');
  await stage.click(nav(page).getByRole('link', { name: /^Messages/ }));
  const contacts = page.getByRole('navigation', { name: 'Conversations' });
  const row = contacts.getByRole('link').filter({ hasText: kit.fanMessage });
  await stage.caption('Open the conversation with your fan');
  await stage.click(row);
  await page
    .getByRole('region', { name: /^Messages with / })
    .getByText(kit.fanMessage)
    .last()
    .waitFor();
  await stage.caption('Read what they wrote', 2200);
  await stage.caption('Type your answer and press Enter');
  const field = page.getByRole('textbox', { name: 'Message' });
  const reply = 'Thank you! A new stretch video comes on Friday.';
  await stage.type(field, reply, 30);
  await field.press('Enter');
  await page
    .getByRole('region', { name: /^Messages with / })
    .getByText(reply, { exact: true })
    .last()
    .waitFor();
  await stage.caption('Your fan gets it at once, even on another device', 2200);
  await stage.pointAt(page.getByRole('button', { name: 'Send a photo' }));
  await stage.caption('Tip: send photos too, with the picture button', 2400);
};

const payouts: Journey = async (stage) => {
  const { page } = stage;
  await stage.caption('Under Me, open Earnings');
  await stage.click(page.getByRole('link', { name: 'Earnings' }));
  await stage.caption('Your balance: subscriptions and paid posts, less the fee', 2200);
  await stage.pointAt(page.getByText('Overall performance'));
  await stage.caption('Below it, what you earned in the period you choose', 2200);
  await stage.caption('Click Withdraw');
  await stage.click(page.getByRole('link', { name: 'Withdraw', exact: true }));
  await stage.caption('Enter the amount: at least $100');
  await stage.type(page.getByLabel(/^Amount/), '150', 120);
  await stage.click(page.getByRole('button', { name: 'Continue' }));
  await stage.caption('Check the amount and confirm');
  await stage.click(page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }));
  await page.getByText('Withdrawal requested').waitFor();
  await stage.caption('Done: the request is pending in your withdrawal history', 2400);
  await stage.pointAt(page.getByText('Approved').first());
  await stage.caption('Once approved, the money is paid out to you', 2400);
};

const safety: Journey = async (stage) => {
  const { page } = stage;
  const name = 'Luna Ortega';
  await stage.caption('On the page of an account that bothers you…', 1800);
  await stage.caption('Report it: choose a reason and tell us what happened');
  await stage.click(page.getByRole('button', { name: `Report ${name}` }));
  const report = page.getByRole('dialog', { name: `Report ${name}` });
  await stage.click(report.getByRole('radio').first());
  await stage.type(report.getByLabel(/^What happened/), 'Spam in my messages.', 30);
  await stage.click(report.getByRole('button', { name: 'Send report' }));
  await page.getByText('Thanks, your report was sent').waitFor();
  await stage.caption('Block it: they can no longer see you or write to you');
  await stage.click(page.getByRole('button', { name: `Block ${name}` }));
  const confirm = page.getByRole('alertdialog', { name: `Block ${name}?` });
  await stage.click(confirm.getByRole('button', { name: 'Block', exact: true }));
  await page.getByRole('heading', { name: `You blocked ${name}` }).waitFor();
  await stage.caption('Your safety settings are under Me');
  await stage.click(nav(page).getByRole('link', { name: 'Me', exact: true }));
  await stage.click(page.getByRole('link', { name: 'Blocked accounts' }));
  await stage.caption('Everyone you blocked is here; unblock them any time', 2400);
  await stage.caption('Keep your password strong: change it under Me, then Password');
  await stage.click(nav(page).getByRole('link', { name: 'Me', exact: true }));
  await stage.click(page.getByRole('link', { name: 'Password' }));
  await stage.caption('Use a long password you use nowhere else', 2400);
};

/** The journeys by lesson, and where each starts (the app's path under /en). */
export const JOURNEYS: Record<AcademyLessonId, { start: string; run: Journey }> = {
  publish: { start: '/en/mine', run: publish },
  plans: { start: '/en/mine', run: plans },
  pricing: { start: '/en/mine', run: pricing },
  chat: { start: '/en/mine', run: chat },
  payouts: { start: '/en/mine', run: payouts },
  safety: { start: '/en/lunadraws', run: safety },
};
