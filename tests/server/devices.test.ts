/**
 * Issue 26, a member's logged-in devices: the list (browser, system, network, this device marked),
 * logging one out (its next call answers 422, its chat socket closes), logging out everywhere
 * else, and the mail about a login from a device the member has not used lately, read from the
 * development outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat/chat-socket.ts';
import type { LoggedInDevice } from '../../src/contract/calls/user-devices.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import { closesOf, SESSION_END_CLOSE_MS } from './helpers/chat-closes.ts';
import { chatUrlOf, connectAs, type ChatMember, type ChatSocket } from './helpers/chat.ts';
import { callAs, ok, runJobs } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let server: TestServer;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false, configuredMailer: true });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

let networks = 0;
/** A loopback address on a /24 no other call of this file used: another home, another café. */
function addressOnNewNetwork(): string {
  networks += 1;
  return `127.26.${networks}.7`;
}

/** The /24 the server records for an IPv4 address. */
const networkOfAddress = (address: string) => `${address.split('.').slice(0, 3).join('.')}.0/24`;

/** A member who signed up on a laptop (Chrome on Windows); answers the laptop's token and details. */
async function memberOnLaptop(language = 'en') {
  const address = addressOnNewNetwork();
  const account = await signUp(
    server,
    {},
    { address, language, headers: { 'user-agent': CHROME_ON_WINDOWS } },
  );
  return { ...account, laptop: { token: account.login.token }, laptopAddress: address };
}

/** Logs the member in from another browser and address; answers that session's token. */
async function logInFrom(email: string, password: string, userAgent: string, address: string) {
  const login = await logIn(server, email, password, { address, headers: { 'user-agent': userAgent } });
  return { token: login.token };
}

const devicesOf = async (member: { token: string }) =>
  (await ok<{ list: LoggedInDevice[] }>(server, member, 'user/listDevices')).list;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function outboxOf(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/** The member's mail in the outbox, once the queued mail jobs have run (the notice is a job). */
async function mailsTo(email: string): Promise<OutboxMail[]> {
  await runJobs(server);
  return outboxOf(email);
}

describe('the member’s devices', () => {
  it('lists each logged-in device by browser, system and network, this device first and marked', async () => {
    const member = await memberOnLaptop();
    const phoneAddress = addressOnNewNetwork();
    const before = server.clock.now().getTime();
    const phone = await logInFrom(member.email, member.password, SAFARI_ON_IPHONE, phoneAddress);
    const after = server.clock.now().getTime();

    const fromPhone = await devicesOf(phone);
    expect(fromPhone).toHaveLength(2);
    expect(fromPhone[0]).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      network: networkOfAddress(phoneAddress),
      current: true,
    });
    expect(fromPhone[1]).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      network: networkOfAddress(member.laptopAddress),
      current: false,
    });
    const loggedInAt = Date.parse(fromPhone[0]!.created_at);
    expect(loggedInAt).toBeGreaterThanOrEqual(before);
    expect(loggedInAt).toBeLessThanOrEqual(after);

    // The laptop used five minutes later is last seen then.
    server.clock.advance(5 * 60_000);
    const used = server.clock.now().getTime();
    await ok(server, member.laptop, 'user/getUserInfo');
    const laptopSeen = (await devicesOf(phone)).find((device) => !device.current)!;
    expect(Date.parse(laptopSeen.last_seen_at)).toBeGreaterThanOrEqual(used);

    const fromLaptop = await devicesOf(member.laptop);
    expect(fromLaptop.map((device) => [device.browser, device.current])).toEqual([
      ['Chrome', true],
      ['Safari', false],
    ]);
  });

  it('logs out one device at once: its next call answers 422, the other goes on', async () => {
    const member = await memberOnLaptop();
    const phone = await logInFrom(member.email, member.password, SAFARI_ON_IPHONE, addressOnNewNetwork());
    const laptopId = (await devicesOf(member.laptop))[0]!.id;

    await ok(server, phone, 'user/logOutDevice', { id: laptopId });

    const refused = await callAs(server, member.laptop, 'user/getUserInfo');
    expect(refused.status).toBe(422);
    expect((await devicesOf(phone)).map((device) => device.browser)).toEqual(['Safari']);
    // Gone is gone: logging it out again, or another member's device, is refused alike.
    const again = await callAs(server, phone, 'user/logOutDevice', { id: laptopId });
    expect(again).toMatchObject({
      status: 0,
      msg: "This device wasn't found. It may already be logged out.",
    });
    const stranger = await memberOnLaptop();
    const strangersId = (await devicesOf(stranger.laptop))[0]!.id;
    const notTheirs = await callAs(server, phone, 'user/logOutDevice', { id: strangersId });
    expect(notTheirs.status).toBe(0);
    expect((await callAs(server, stranger.laptop, 'user/getUserInfo')).status).toBe(1);
  });

  it('logs out everywhere else, keeping only this device', async () => {
    const member = await memberOnLaptop();
    const phone = await logInFrom(member.email, member.password, SAFARI_ON_IPHONE, addressOnNewNetwork());
    const desktop = await logInFrom(member.email, member.password, FIREFOX_ON_LINUX, addressOnNewNetwork());

    const answer = await ok<{ logged_out: number }>(server, phone, 'user/logOutOtherDevices');

    expect(answer.logged_out).toBe(2);
    const left = await devicesOf(phone);
    expect(left.map((device) => [device.browser, device.current])).toEqual([['Safari', true]]);
    for (const other of [member.laptop, desktop])
      expect((await callAs(server, other, 'user/getUserInfo')).status).toBe(422);
  });

  it('closes the chat socket of a device logged out from another, within 1 s', async () => {
    const member = await memberOnLaptop();
    const phone = await logInFrom(member.email, member.password, SAFARI_ON_IPHONE, addressOnNewNetwork());
    const info = await ok<{ chat_token: string }>(server, member.laptop, 'user/getUserInfo');
    const laptopSocket = await connectAs(await chatUrlOf(server), {
      chatToken: info.chat_token,
    } as ChatMember);
    sockets.push(laptopSocket);
    const laptopId = (await devicesOf(member.laptop))[0]!.id;

    const [close] = await closesOf([laptopSocket], () =>
      ok(server, phone, 'user/logOutDevice', { id: laptopId }),
    );

    expect(close!.code).toBe(CHAT_CLOSE_CODES.unauthorized);
    expect(close!.afterMs).toBeLessThanOrEqual(SESSION_END_CLOSE_MS);
  });
});

describe('the mail about a login from a new device', () => {
  it('is sent once, in the member’s language, naming the browser, network and time, with the devices page', async () => {
    const member = await memberOnLaptop('de');
    // Signing up is the account's first login: nothing to compare with, nothing to tell.
    expect(await mailsTo(member.email)).toEqual([]);
    const phoneAddress = addressOnNewNetwork();

    await logInFrom(member.email, member.password, SAFARI_ON_IPHONE, phoneAddress);
    // Queued, not sent in the sign-in: a slow or failing mail server holds up no login.
    expect(await outboxOf(member.email)).toEqual([]);

    const [mail, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Neue Anmeldung bei deinem FanVault-Konto');
    expect(mail!.text).toContain('Gerät: Safari auf iOS');
    // The network is isolated (FSI … PDI) so it reads left to right in any language.
    expect(mail!.text).toContain(`Netzwerk \u2068${networkOfAddress(phoneAddress)}\u2069`);
    const year = String(server.clock.now().getUTCFullYear());
    expect(mail!.text).toMatch(new RegExp(`Zeit: .*${year}.*UTC`));
    expect(mail!.text).toMatch(/^Angemeldete Geräte: https?:\/\/\S+\/de\/mine\/security$/m);

    // The same phone again is a device seen: no second mail.
    await logInFrom(member.email, member.password, SAFARI_ON_IPHONE, phoneAddress);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('is not sent for the browser and network the member already uses', async () => {
    const member = await memberOnLaptop();
    // Another address of the laptop's network, as a home router hands out.
    const [a, b, c] = member.laptopAddress.split('.');
    const sameNetwork = `${a}.${b}.${c}.200`;

    await logInFrom(member.email, member.password, CHROME_ON_WINDOWS, sameNetwork);
    expect(await mailsTo(member.email)).toEqual([]);

    // The same browser from another network is new.
    await logInFrom(member.email, member.password, CHROME_ON_WINDOWS, addressOnNewNetwork());
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      'New login to your FanVault account',
    ]);
  });

  it('is sent again for a device last used to log in more than 90 days ago', async () => {
    const member = await memberOnLaptop();
    server.clock.advance(89 * 24 * 3600_000);
    await logInFrom(member.email, member.password, CHROME_ON_WINDOWS, member.laptopAddress);
    expect(await mailsTo(member.email)).toEqual([]);

    // 91 days after that login, the same laptop is a device not seen lately.
    server.clock.advance(91 * 24 * 3600_000);
    await logInFrom(member.email, member.password, CHROME_ON_WINDOWS, member.laptopAddress);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });
});
