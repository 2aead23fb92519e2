/**
 * Issue 24, "chat between two browsers each pinned to a different process": a fan and a creator
 * who may message each other, each in a Chromium context of their own, open the app through nginx
 * as people do. Each page's chat socket is on another web process (their open-sockets gauges say
 * so; a page whose socket landed beside the other's is loaded again until it lands on the other
 * process). A message typed in one browser's chat screen is stored by its process, shows live in
 * the other browser through the Redis bus, and is stored once; the answer goes back the same way.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.ts';
import { chatMessages } from '../../../server/db/schema.ts';
import { COOKIE_AGREEMENT_KEY, SESSION_STORAGE_KEY } from '../../../src/contract/first-html.ts';
import { chatMember, givenSubscription, type ChatMember } from '../../server/helpers/chat.ts';
import { sample } from '../../server/helpers/prometheus-samples.ts';
import { metricsUrlOf, type Cluster } from '../cluster.ts';

/** Page loads a socket may take to land on the other process before the journey gives up. */
const MOST_LOADS = 8;

/** How long a page may take to load and open its socket, or a message to be acknowledged. */
const PAGE_WAIT = { timeout: 20_000 };

/** One metric of each web process, in the cluster's order. */
type PerProcess = [number, number];

async function perProcess(metricsUrls: string[], name: string): Promise<PerProcess> {
  const texts = await Promise.all(metricsUrls.map(async (url) => (await fetch(url)).text()));
  return texts.map((text) => sample(text, name)) as PerProcess;
}

/** A browser context signed in as `member` (the session the app keeps), its cookie banner accepted. */
async function signedInPage(browser: Browser, cluster: Cluster, member: ChatMember): Promise<Page> {
  const context = await browser.newContext({
    baseURL: cluster.nginx.baseUrl,
    viewport: { width: 1170, height: 900 },
  });
  // Signing in is the accounts journey's; here the app starts with the session a sign-in leaves.
  const session = { token: member.token, guestId: randomUUID(), locale: 'en' };
  await context.addInitScript(
    ({ keys, session }) => {
      window.localStorage.setItem(keys.agreement, '1');
      window.localStorage.setItem(keys.session, JSON.stringify(session));
    },
    { keys: { agreement: COOKIE_AGREEMENT_KEY, session: SESSION_STORAGE_KEY }, session },
  );
  const page = await context.newPage();
  recordWhatGoesWrong(page, member.uuid);
  return page;
}

/**
 * What went wrong in the pages (sockets closed with their code, console errors, answers of 400 and
 * above), printed when the journey fails: under heavy load a page was once seen stuck on "Chat is
 * disconnected" for 30 s, and the page's text alone could not say why.
 */
const troubles: string[] = [];

function recordWhatGoesWrong(page: Page, who: string): void {
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('websocket', (socket) =>
    socket.on('close', () => troubles.push(`${at()} ${who}: socket ${socket.url()} closed`)),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') troubles.push(`${at()} ${who}: console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) troubles.push(`${at()} ${who}: ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    troubles.push(`${at()} ${who}: failed ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
}

/** The room's message list (a region named after the other person). */
const room = (page: Page) => page.getByRole('region', { name: /^Messages with / });

/** Waits until the room has read its (empty) history and its socket is signed in. */
async function roomReady(page: Page): Promise<void> {
  await room(page).getByText('This is the start of your conversation.').waitFor();
  await expect.poll(() => page.getByText('Connecting…').count(), PAGE_WAIT).toBe(0);
}

/** Types and sends a message; answers once the server acknowledged it (no "Sending…", no failure). */
async function send(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill(text);
  await field.press('Enter');
  await room(page).getByText(text, { exact: true }).waitFor();
  await expect.poll(() => room(page).getByText('Sending…').count(), PAGE_WAIT).toBe(0);
  expect(await room(page).getByText('failure').count()).toBe(0);
}

/** Waits until one more socket is open than `before` in all; answers the process it opened on. */
async function socketOpenedOn(metricsUrls: string[], before: PerProcess): Promise<0 | 1> {
  let now = before;
  await expect
    .poll(async () => {
      now = await perProcess(metricsUrls, 'fanvault_chat_sockets_open');
      return now[0] + now[1] - before[0] - before[1];
    }, PAGE_WAIT)
    .toBe(1);
  return now[0] > before[0] ? 0 : 1;
}

/**
 * Loads the page again until its socket opens on process `wanted`. nginx takes the processes in
 * turn, request by request: loads of the same page send as many requests each time, so with an
 * even count the socket would land on the same process every time. A request of our own through
 * nginx between loads moves the turn by one.
 */
async function reloadUntilOn(
  page: Page,
  cluster: Cluster,
  metricsUrls: string[],
  wanted: 0 | 1,
  before: PerProcess,
): Promise<void> {
  for (let loads = 1; loads < MOST_LOADS; loads++) {
    await fetch(`${cluster.nginx.baseUrl}/livez`);
    const socket = page.waitForEvent('websocket');
    await page.reload();
    // Answered by the server: the socket is open there, and the one the last load had is closed.
    await (await socket).waitForEvent('framereceived');
    if ((await socketOpenedOn(metricsUrls, before)) === wanted) return;
  }
  throw new Error(`the socket did not land on web ${wanted + 1} in ${MOST_LOADS} loads`);
}

/**
 * The fan's room with the creator and the creator's with the fan, each page's socket on another
 * web process; answers which process each is on.
 */
async function pagesOnTwoProcesses(
  browser: Browser,
  cluster: Cluster,
  metricsUrls: string[],
  { fan, creator }: { fan: ChatMember; creator: ChatMember },
): Promise<{ fanPage: Page; creatorPage: Page; fanOn: 0 | 1; creatorOn: 0 | 1 }> {
  const [fanPage, creatorPage] = [
    await signedInPage(browser, cluster, fan),
    await signedInPage(browser, cluster, creator),
  ];
  const none = await perProcess(metricsUrls, 'fanvault_chat_sockets_open');
  await fanPage.goto(`/en/message/${creator.uuid}`);
  const fanOn = await socketOpenedOn(metricsUrls, none);
  const creatorOn = fanOn === 0 ? 1 : 0;
  const withFan: PerProcess = [...none];
  withFan[fanOn] += 1;
  await creatorPage.goto(`/en/message/${fan.uuid}`);
  if ((await socketOpenedOn(metricsUrls, withFan)) !== creatorOn) {
    await reloadUntilOn(creatorPage, cluster, metricsUrls, creatorOn, withFan);
  }
  // One socket of the pair on each process.
  expect(await perProcess(metricsUrls, 'fanvault_chat_sockets_open')).toEqual([none[0] + 1, none[1] + 1]);
  return { fanPage, creatorPage, fanOn, creatorOn };
}

/** What each page shows, printed on a failure: CI keeps only the printed output. */
async function printWhatBrowsersShow(browser: Browser | undefined): Promise<void> {
  console.error(`What went wrong in the pages:\n${troubles.join('\n') || '(nothing recorded)'}`);
  for (const page of browser?.contexts().flatMap((context) => context.pages()) ?? []) {
    const text = await page.locator('body').innerText({ timeout: 2000 }).catch(String);
    console.error(`The page at ${page.url()} shows:\n${text.slice(0, 1500)}`);
  }
}

/** The rows stored with this text. */
function storedWithBody(cluster: Cluster, body: string) {
  return cluster.admin.database.handle.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.body, body));
}

export async function chatBetweenBrowsers(cluster: Cluster): Promise<void> {
  // Chromium starts while the people are made.
  const launched = chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const fan = await chatMember(cluster.proxy);
    const creator = await chatMember(cluster.proxy, 'creator');
    await givenSubscription(cluster.admin, fan, creator);
    const metricsUrls = await Promise.all(cluster.webProcesses.map((web) => metricsUrlOf(web.output)));
    const browser = await launched;
    const { fanPage, creatorPage, fanOn, creatorOn } = await pagesOnTwoProcesses(
      browser,
      cluster,
      metricsUrls,
      { fan, creator },
    );
    await Promise.all([roomReady(fanPage), roomReady(creatorPage)]);

    const stamp = Date.now().toString(36);
    const stored = await perProcess(metricsUrls, 'fanvault_chat_messages_total');
    const hello = `Hello from the fan's browser ${stamp}`;
    await send(fanPage, hello);
    await room(creatorPage).getByText(hello, { exact: true }).waitFor();
    // Stored by the fan's process; the creator's only delivered it, from the bus.
    const afterHello = await perProcess(metricsUrls, 'fanvault_chat_messages_total');
    expect(afterHello[fanOn] - stored[fanOn]).toBe(1);
    expect(afterHello[creatorOn] - stored[creatorOn]).toBe(0);

    const reply = `Thanks, from the creator's browser ${stamp}`;
    await send(creatorPage, reply);
    await room(fanPage).getByText(reply, { exact: true }).waitFor();
    for (const text of [hello, reply]) expect(await storedWithBody(cluster, text)).toHaveLength(1);
  } catch (error) {
    await printWhatBrowsersShow(await launched.catch(() => undefined));
    throw error;
  } finally {
    await (await launched.catch(() => undefined))?.close();
  }
}
