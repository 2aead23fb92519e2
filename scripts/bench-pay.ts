/**
 * `npm run bench:pay [-- --runs 5] [-- --label "after"] [-- --only post,subscription,new-card]
 * [-- --dist DIR] [-- --no-write]`:
 * how long a fan waits from Pay to the success dialog (issue 22), in the real built app in
 * Chromium against the production server with the sandbox provider, on production settings over
 * a fresh seeded embedded database behind a TLS terminator (scripts/lib/production-server.ts).
 * `--dist DIR` serves an app already built, with API_AES_KEY and API_SIGN_KEY set to the keys it
 * was built with. A new fan, signed up and given a saved card through the API as the
 * app's add-card form does, then pays, each run for another item:
 * - `post`: a seeded pay-per-post post from its page (Buy, Buy, Pay) at 1280 x 800 with the saved card;
 * - `subscription`: a creator's first plan from their page (Subscribe, the plan, Subscribe, Pay) at
 *   375 x 667 with the saved card;
 * - `new-card`: a post at 1280 x 800 with a card typed in the payment dialog (Add a card, the card,
 *   the agreement, Pay saves it and pays); the card is deleted after each run (5 at most).
 * The time is taken in the page: from the Pay click (a capturing listener) to the success dialog
 * in the document (a MutationObserver), the median of N runs after one unrecorded warm-up run.
 * Prints the figures and adds them to the table in docs/benchmarks.md with the load average, since
 * the machine is shared. A benchmark, not a test: `npm test` does not run it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import * as prettier from 'prettier';
import { encodeForm, openResponse, sealRequest, type EnvelopeKeys } from '../src/contract/envelope.ts';
import { SESSION_STORAGE_KEY } from '../src/contract/first-html.ts';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { envelopeKeysFromEnvironment } from './lib/bench-production-settings.ts';
import { REPO_ROOT } from './lib/production-build.ts';
import { startProductionServer } from './lib/production-server.ts';
import { CHROMIUM_ACCEPTS_ANY_CERTIFICATE } from './lib/tls-proxy.ts';

const SCENARIOS = ['post', 'subscription', 'new-card'] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values: options } = parseArgs({
  options: {
    label: { type: 'string' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string', default: SCENARIOS.join(',') },
    /** A production build to serve as it is (no build step). */
    dist: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
const scenarios = options.only.split(',').map((name) => {
  if (!(SCENARIOS as readonly string[]).includes(name))
    throw new Error(`--only takes ${SCENARIOS.join(', ')}; not ${name}`);
  return name as Scenario;
});

const VIEWPORTS: Record<Scenario, { width: number; height: number }> = {
  post: { width: 1280, height: 800 },
  subscription: { width: 375, height: 667 },
  'new-card': { width: 1280, height: 800 },
};
const SANDBOX_CARD = '4242 4242 4242 4242';

/** The API as the app calls it: sealed request, opened answer; throws unless status 1. */
function apiOf(baseUrl: string, keys: EnvelopeKeys) {
  return async function call<T>(callPath: string, params: Record<string, unknown>, token?: string) {
    const payload = { ...params, oauth_id: 'bench-pay', oauth_type: 'pwa', ...(token ? { token } : {}) };
    const response = await fetch(`${baseUrl}/api/${callPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: encodeForm(sealRequest(payload, keys)),
    });
    const answer = openResponse(await response.json(), keys);
    if (answer.status !== 1) throw new Error(`${callPath}: ${answer.msg}`);
    return answer.data as T;
  };
}
type Api = ReturnType<typeof apiOf>;

interface Card {
  id: string;
}

/** Saves the sandbox's test card as the app's form does: a setup, the card API, then the list. */
async function saveCard(baseUrl: string, api: Api, token: string): Promise<Card> {
  const setup = await api<{ client_secret: string; confirm_url: string }>('payment/getStripeKey', {}, token);
  const confirmed = await fetch(`${baseUrl}${setup.confirm_url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: setup.client_secret,
      card: { number: SANDBOX_CARD, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' },
    }),
  });
  if (!confirmed.ok) throw new Error(`the sandbox refused the test card: HTTP ${confirmed.status}`);
  for (let tries = 0; tries < 100; tries++) {
    const { list } = await api<{ list: Card[] }>('payment/getCardList', {}, token);
    if (list[0]) return list[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the saved card never reached the list');
}

interface FeedPost {
  id: number;
  article_type: number;
  is_unlock: number;
  price: number;
  user: { username: string };
  uuid: string;
}

/** What the runs buy: locked pay-per-post posts and creators with a plan, none bought yet. */
async function itemsFor(api: Api, token: string, needed: number) {
  const posts: FeedPost[] = [];
  const creators = new Map<string, string>();
  for (let page = 1; page <= 20 && (posts.length < needed || creators.size < needed); page++) {
    const { list } = await api<{ list: FeedPost[] }>(
      'article/getList',
      { filter_by: 1, page, limit: 30 },
      token,
    );
    if (list.length === 0) break;
    for (const post of list) {
      if (post.article_type === 2 && post.is_unlock === 0 && post.price > 0) posts.push(post);
      if (!creators.has(post.user.username)) {
        const { list: plans } = await api<{ list: unknown[] }>(
          'subscription/listSubscriptionByUuid',
          { uuid: post.uuid },
          token,
        );
        if (plans.length > 0) creators.set(post.user.username, post.uuid);
      }
    }
  }
  return { posts, creators: [...creators.keys()] };
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) && amount >= 100 ? 0 : 2,
  }).format(amount);

/**
 * Arms the page's stopwatch: the Pay click starts it (capturing, before the app's handler), the
 * success dialog's title in the document stops it. Answers the milliseconds when awaited.
 */
async function armStopwatch(page: Page, successTitle: string) {
  await page.evaluate((title) => {
    const state = window as unknown as { payBench?: Promise<number> };
    state.payBench = new Promise<number>((resolve) => {
      let clicked = 0;
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest('button');
          if (!clicked && button && /^Pay /.test(button.textContent ?? '')) clicked = performance.now();
        },
        { capture: true },
      );
      const observer = new MutationObserver(() => {
        if (!clicked) return;
        const shown = [...document.querySelectorAll('[role="dialog"] h2')].some(
          (heading) => heading.textContent === title,
        );
        if (shown) {
          observer.disconnect();
          resolve(performance.now() - clicked);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, successTitle);
  return () => page.evaluate(() => (window as unknown as { payBench: Promise<number> }).payBench);
}

/** Opens the payment dialog for a post from its page (Buy, then the shop-buy dialog's Buy). */
async function openPostPayment(page: Page, baseUrl: string, post: FeedPost) {
  await page.goto(`${baseUrl}/en/${post.user.username}/${post.id}`);
  // The post opens over the feed; its locked media offers Buy.
  await page
    .getByRole('button', { name: `Buy for ${usd(post.price)}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Buy this post' })
    .getByRole('button', { name: /^Buy for / })
    .click();
}

/** Opens the payment dialog for a creator's first plan from their page. */
async function openPlanPayment(page: Page, baseUrl: string, username: string) {
  await page.goto(`${baseUrl}/en/${username}`);
  await page.getByRole('main').getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  const plans = page.getByRole('dialog', { name: /^Subscribe to / });
  await plans.getByRole('button').filter({ hasText: /\$/ }).first().click();
  await page
    .getByRole('dialog', { name: 'Plan details' })
    .getByRole('button', { name: /^Subscribe for / })
    .click();
}

/** The payment dialog with the saved card chosen, or (new card) with a card typed and agreed. */
async function readyToPay(page: Page, newCard: boolean) {
  const payment = page.getByRole('dialog', { name: 'Payment' });
  if (!newCard) {
    await payment.getByRole('radio', { name: /ending in 4242/ }).waitFor();
    return payment;
  }
  await payment.getByRole('button', { name: 'Add a card' }).click();
  await payment.getByRole('textbox', { name: 'Card number' }).fill(SANDBOX_CARD);
  await payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await payment.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await payment.getByRole('checkbox', { name: /I agree/ }).check();
  return payment;
}

interface RunContext {
  browser: Browser;
  baseUrl: string;
  api: Api;
  token: string;
  card: Card;
}

/** One payment of `scenario` for the n-th item: the milliseconds from Pay to the success dialog. */
async function measureOnce(
  context: RunContext,
  scenario: Scenario,
  items: Awaited<ReturnType<typeof itemsFor>>,
  n: number,
) {
  const browserContext = await context.browser.newContext({ viewport: VIEWPORTS[scenario] });
  await browserContext.addInitScript(
    ({ key, token }) => {
      window.localStorage.setItem('cookie-agreement', '1');
      window.localStorage.setItem(key, JSON.stringify({ token, guestId: 'bench-pay', locale: 'en' }));
    },
    { key: SESSION_STORAGE_KEY, token: context.token },
  );
  const page = await browserContext.newPage();
  try {
    const plan = scenario === 'subscription';
    if (plan) {
      const username = items.creators[n];
      if (!username) throw new Error('not enough creators with plans for the runs');
      await openPlanPayment(page, context.baseUrl, username);
    } else {
      const post = items.posts[scenario === 'post' ? n : n + runs + 1];
      if (!post) throw new Error('not enough locked posts for the runs');
      await openPostPayment(page, context.baseUrl, post);
    }
    const payment = await readyToPay(page, scenario === 'new-card');
    const elapsed = await armStopwatch(page, plan ? 'You’re subscribed' : 'Post unlocked');
    await payment.getByRole('button', { name: /^Pay / }).click();
    const ms = await Promise.race([
      elapsed(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no success within 30 s')), 30_000),
      ),
    ]);
    return ms;
  } finally {
    await browserContext.close();
    if (scenario === 'new-card') await forgetNewCards(context);
  }
}

/** Deletes the cards a new-card run added, so the fan stays under the 5 a fan may keep. */
async function forgetNewCards({ api, token, card }: RunContext) {
  const { list } = await api<{ list: Card[] }>('payment/getCardList', {}, token);
  for (const other of list.filter((saved) => saved.id !== card.id))
    await api('payment/deleteCard', { payment_method_id: other.id }, token);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function gitLabel(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const DESCRIPTION: Record<Scenario, string> = {
  post: 'post, saved card, 1280 × 800',
  subscription: 'subscription, saved card, 375 × 667',
  'new-card': 'post, new card typed in the dialog, 1280 × 800',
};

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const load = loadavg()[0]!.toFixed(1);
  console.log(`bench:pay: starting the production server (load average ${load})`);
  const server = await startProductionServer(
    options.dist ? { prebuilt: { distDir: options.dist, keys: envelopeKeysFromEnvironment('--dist') } } : {},
  );
  // The server is reached over TLS, as in production, with a certificate made for this run.
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, CHROMIUM_ACCEPTS_ANY_CERTIFICATE],
  });
  const results: { scenario: Scenario; all: number[] }[] = [];
  try {
    // The setup's calls go to the server itself: Node would refuse the proxy's certificate.
    const api = apiOf(server.directUrl, server.keys);
    const stamp = Date.now().toString(36);
    const email = `bench-pay-${stamp}@example.com`;
    const password = 'Bench_pay_1!';
    await api('account/registerByPassword', { email, account: `benchpay${stamp}`.slice(0, 20), password });
    const { token } = await api<{ token: string }>('account/loginByPassword', { account: email, password });
    const card = await saveCard(server.directUrl, api, token);
    const items = await itemsFor(api, token, 2 * (runs + 1));
    const context: RunContext = { browser, baseUrl: server.baseUrl, api, token, card };
    for (const scenario of scenarios) {
      const all: number[] = [];
      for (let run = 0; run <= runs; run++) {
        const ms = await measureOnce(context, scenario, items, run);
        console.log(`  ${DESCRIPTION[scenario]}, ${run === 0 ? 'warm-up' : `run ${run}`}: ${seconds(ms)}`);
        if (run > 0) all.push(ms);
      }
      results.push({ scenario, all });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const date = new Date().toISOString().slice(0, 10);
  const label = options.label ?? gitLabel();
  const end = loadavg()[0]!.toFixed(1);
  console.log(`\nPay to success, median of ${runs}:`);
  for (const { scenario, all } of results) console.log(`  ${DESCRIPTION[scenario]}: ${seconds(median(all))}`);
  if (options['no-write']) return;
  const rows = results.map(({ scenario, all }) => [
    date,
    label,
    DESCRIPTION[scenario],
    `**${seconds(median(all))}**`,
    all.map((ms) => (ms / 1000).toFixed(2)).join(', '),
    `${load} → ${end}`,
  ]);
  const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
  const updated = appendTableRows(
    readFileSync(file, 'utf8'),
    'bench-pay',
    {
      heading: 'Pay to success (`npm run bench:pay`)',
      intro:
        'From the Pay click to the success dialog in the document, in the built app in Chromium against ' +
        'the production server with the sandbox provider; the median of the runs after a warm-up, each ' +
        'run in seconds. The 1-minute load average at the start and the end, since other work shares ' +
        'the machine. Target (issue 22): at most 2 s.',
      columns: ['date', 'build', 'payment', 'median', 'runs (s)', 'load'],
    },
    rows,
  );
  const config = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(updated, { ...config, filepath: file }));
  console.log(`Recorded in ${path.relative(REPO_ROOT, file)}.`);
}

main().catch((error: unknown) => {
  console.error('bench:pay:', error instanceof Error ? error.message : error);
  process.exit(1);
});
