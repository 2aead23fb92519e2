/**
 * Members' passkeys (issue 26) through real HTTP with a software authenticator: adding one
 * (attestation 'none', challenge, origin), listing and removing them, a passkey as the second
 * factor (sign-in challenge, step-up, withdrawals) and as a password-free sign-in, and what is
 * refused: a wrong origin, a challenge answered twice, a counter gone back, no user verification,
 * a suspended account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPasskeys, passkeyChallenges, users } from '../../server/db/schema.ts';
import { freshAddress } from './helpers/accounts.ts';
import { callAs, newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { SoftwareAuthenticator } from './helpers/software-authenticator.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { codeNow, turnOnTwoFactor } from './helpers/two-factor.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const NOT_VERIFIED =
  "Your passkey's answer could not be verified. Try again, or use another passkey or a code.";
const SIGN_IN_FAILED = 'This passkey could not log you in. Try again, or log in another way.';
const CHALLENGE_ENDED = 'This passkey request has ended. Try again.';
const CODE_REQUIRED =
  'Two-factor authentication is on: enter the current code from your authenticator app (or a recovery code) to confirm this change.';

type Options = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
  userVerification?: string;
};

interface Passkey {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A member and their authenticator, on the server's origin. */
async function memberWithAuthenticator() {
  const member = await newMember(server);
  return { member, authenticator: new SoftwareAuthenticator(server.config.publicUrl) };
}

/** Adds a passkey as the security screen does: options, the authenticator's answer, the name. */
async function addPasskey(
  member: Member,
  authenticator: SoftwareAuthenticator,
  name = 'Laptop',
  stepUp: Record<string, unknown> = {},
): Promise<Passkey> {
  const { options } = await ok<{ options: Options }>(server, member, 'user/startPasskeyRegistration');
  const registration = authenticator.create(options);
  return ok<Passkey>(server, member, 'user/addPasskey', { name, registration, ...stepUp });
}

/** The assertion of a passkey step-up, for a sensitive change's `second_factor_passkey`. */
async function passkeyStepUp(member: Member, authenticator: SoftwareAuthenticator) {
  const { options } = await ok<{ options: RequestOptions }>(server, member, 'user/startPasskeyStepUp');
  return authenticator.get(options);
}

/** Starts a password-free sign-in and answers it. */
async function passwordFree(authenticator: SoftwareAuthenticator, answer = {}, address = freshAddress()) {
  const { body: started } = await server.call('account/startPasskeySignIn', {}, { address });
  const { options } = started.data as { options: RequestOptions };
  const passkey = authenticator.get(options, answer);
  const { body } = await server.call('account/loginByPasskey', { passkey }, { address });
  return { body, options, passkey };
}

describe('adding, listing and removing passkeys', () => {
  it('adds a discoverable passkey for the site, listed with its name and dates', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    expect(await ok(server, member, 'user/listPasskeys')).toEqual({ list: [] });
    const { options } = await ok<{ options: Options & Record<string, unknown> }>(
      server,
      member,
      'user/startPasskeyRegistration',
    );
    expect(options.rp.id).toBe(new URL(server.config.publicUrl).hostname);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const registration = authenticator.create(options);
    const added = await ok<Passkey>(server, member, 'user/addPasskey', { name: ' Laptop ', registration });
    expect(added).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(await ok(server, member, 'user/listPasskeys')).toEqual({ list: [added] });
    const [stored] = await server.database.handle.db
      .select()
      .from(memberPasskeys)
      .where(eq(memberPasskeys.id, added.id));
    expect(stored).toMatchObject({ userId: member.userId, counter: 0, transports: ['internal'] });
    expect(stored!.credentialId).toBe(registration.id);
  });

  it('refuses an attestation made on another origin, and a registration answered twice', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const first = await ok<{ options: Options }>(server, member, 'user/startPasskeyRegistration');
    const elsewhere = authenticator.create(first.options, { origin: 'https://phishing.example' });
    expect(
      (await callAs(server, member, 'user/addPasskey', { name: 'A', registration: elsewhere })).msg,
    ).toBe(NOT_VERIFIED);
    // The wrong answer spent the challenge: the right one for it comes too late.
    const right = authenticator.create(first.options);
    expect((await callAs(server, member, 'user/addPasskey', { name: 'A', registration: right })).msg).toBe(
      CHALLENGE_ENDED,
    );
    expect(await ok(server, member, 'user/listPasskeys')).toEqual({ list: [] });
  });

  it('refuses a registration of another member’s challenge', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const other = await newMember(server);
    const { options } = await ok<{ options: Options }>(server, other, 'user/startPasskeyRegistration');
    const registration = authenticator.create(options);
    expect((await callAs(server, member, 'user/addPasskey', { name: 'A', registration })).msg).toBe(
      CHALLENGE_ENDED,
    );
  });

  it('asks for the second factor to add another passkey and to remove one', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const laptop = await addPasskey(member, authenticator, 'Laptop');
    const { options } = await ok<{ options: Options }>(server, member, 'user/startPasskeyRegistration');
    const phone = new SoftwareAuthenticator(server.config.publicUrl);
    const registration = phone.create(options);
    expect((await callAs(server, member, 'user/addPasskey', { name: 'Phone', registration })).msg).toBe(
      CODE_REQUIRED,
    );
    const added = await ok<Passkey>(server, member, 'user/addPasskey', {
      name: 'Phone',
      registration,
      second_factor_passkey: await passkeyStepUp(member, authenticator),
    });
    expect(
      (await ok<{ list: Passkey[] }>(server, member, 'user/listPasskeys')).list.map((p) => p.name),
    ).toEqual(['Laptop', 'Phone']);

    expect((await callAs(server, member, 'user/removePasskey', { id: laptop.id })).msg).toBe(CODE_REQUIRED);
    // The phone's passkey confirms removing the laptop's.
    await ok(server, member, 'user/removePasskey', {
      id: laptop.id,
      second_factor_passkey: await passkeyStepUp(member, phone),
    });
    const left = await ok<{ list: Passkey[] }>(server, member, 'user/listPasskeys');
    expect(left.list.map((p) => p.id)).toEqual([added.id]);
    expect(left.list[0]!.last_used_at).not.toBeNull();
  });

  it('accepts a TOTP code as the step-up for a passkey, and refuses removing another member’s', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const { secret } = await turnOnTwoFactor(server, member);
    const passkey = await addPasskey(member, authenticator, 'Key', {
      second_factor_code: codeNow(server, secret),
    });
    const other = await newMember(server);
    expect((await callAs(server, other, 'user/removePasskey', { id: passkey.id })).msg).toBe(
      'This passkey is no longer on your account.',
    );
    await ok(server, member, 'user/removePasskey', {
      id: passkey.id,
      second_factor_code: codeNow(server, secret, 1),
    });
    expect(await ok(server, member, 'user/listPasskeys')).toEqual({ list: [] });
  });
});

describe('a passkey as a password-free sign-in', () => {
  it('opens a session at once (both factors), and marks the passkey used', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const added = await addPasskey(member, authenticator);
    const { body, options } = await passwordFree(authenticator);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(body.msg).toBe('');
    const login = body.data as { token: string; uuid: string };
    expect(login.uuid).toBe(member.uuid);
    const { list } = await ok<{ list: Passkey[] }>(server, { token: login.token }, 'user/listPasskeys');
    expect(list[0]!.id).toBe(added.id);
    expect(list[0]!.last_used_at).not.toBeNull();
  });

  it('refuses a challenge answered twice', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    const address = freshAddress();
    const { body, passkey } = await passwordFree(authenticator, {}, address);
    expect(body.status).toBe(1);
    const again = await server.call('account/loginByPasskey', { passkey }, { address });
    expect(again.body.msg).toBe(SIGN_IN_FAILED);
    // Signed anew with a higher counter, the spent challenge is still refused.
    const replay = authenticator.get({
      challenge: JSON.parse(Buffer.from(passkey.response.clientDataJSON, 'base64url').toString())
        .challenge as string,
    });
    expect((await server.call('account/loginByPasskey', { passkey: replay }, { address })).body.msg).toBe(
      SIGN_IN_FAILED,
    );
  });

  it('refuses an answer made on another origin', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    const { body } = await passwordFree(authenticator, { origin: 'https://phishing.example' });
    expect(body.msg).toBe(SIGN_IN_FAILED);
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    expect((await passwordFree(authenticator, { counter: 5 })).body.status).toBe(1);
    expect((await passwordFree(authenticator, { counter: 5 })).body.msg).toBe(SIGN_IN_FAILED);
    expect((await passwordFree(authenticator, { counter: 3 })).body.msg).toBe(SIGN_IN_FAILED);
    expect((await passwordFree(authenticator, { counter: 6 })).body.status).toBe(1);
  });

  it('refuses an answer without user verification', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    expect((await passwordFree(authenticator, { userVerified: false })).body.msg).toBe(SIGN_IN_FAILED);
  });

  it('refuses a removed passkey, and tells a suspended member why as every sign-in does', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    await server.database.handle.db
      .update(users)
      .set({ suspendedAt: server.clock.now(), suspendedUntil: null, suspensionReason: 'spam' })
      .where(eq(users.id, member.userId));
    const suspended = await passwordFree(authenticator);
    expect(suspended.body.msg).toContain('spam');
    expect(suspended.body.status).toBe(0);
    await server.database.handle.db.delete(memberPasskeys).where(eq(memberPasskeys.userId, member.userId));
    expect((await passwordFree(authenticator)).body.msg).toBe(SIGN_IN_FAILED);
  });

  it('limits failures per address as other sign-ins', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      const { body } = await passwordFree(authenticator, { origin: 'https://phishing.example' }, address);
      expect(body.msg).toBe(SIGN_IN_FAILED);
    }
    const { body } = await server.call(
      'account/loginByPasskey',
      { passkey: authenticator.get({ challenge: 'x' }) },
      { address },
    );
    expect(body.msg).toMatch(/minute/);
  });
});

describe('a passkey as the second factor', () => {
  it('makes a password sign-in answer a challenge that the passkey completes', async () => {
    const member = await newMember(server);
    const authenticator = new SoftwareAuthenticator(server.config.publicUrl);
    await addPasskey(member, authenticator);
    const address = freshAddress();
    const { body } = await server.call(
      'account/loginByPassword',
      { account: member.username, password: 'Secret_pass1' },
      { address },
    );
    const step = body.data as { second_factor: string; passkey: boolean; challenge: string; token?: string };
    expect(step).toMatchObject({ second_factor: 'passkey', passkey: true });
    expect(step.token).toBeUndefined();

    // A password-free sign-in's options do not complete it (bound to nothing), nor another's.
    const { body: free } = await server.call('account/startPasskeySignIn', {}, { address });
    const unbound = authenticator.get((free.data as { options: RequestOptions }).options);
    expect(
      (
        await server.call(
          'account/loginBySecondFactor',
          { challenge: step.challenge, passkey: unbound },
          { address },
        )
      ).body.msg,
    ).toBe(NOT_VERIFIED);

    const { body: started } = await server.call(
      'account/startPasskeySignIn',
      { challenge: step.challenge },
      { address },
    );
    const { options } = started.data as { options: RequestOptions };
    // The member's own passkeys only.
    expect(options.allowCredentials!.map((c) => c.id)).toEqual([unbound.id]);
    const passkey = authenticator.get(options, { userVerified: false });
    const { body: done } = await server.call(
      'account/loginBySecondFactor',
      { challenge: step.challenge, passkey },
      { address },
    );
    expect(done.msg).toBe('');
    expect((done.data as { uuid: string }).uuid).toBe(member.uuid);
    // Completed once.
    const again = await server.call('account/startPasskeySignIn', { challenge: step.challenge }, { address });
    expect(again.body.msg).toBe('This login has ended. Log in again.');
  });

  it('shows in the second factor’s status, beside the authenticator app, until removed', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const status = () => ok<Record<string, unknown>>(server, member, 'user/getTwoFactor');
    expect(await status()).toMatchObject({ enabled: false, passkey: false });
    const only = await addPasskey(member, authenticator, 'Key');
    // A passkey alone: the app is off, and a step-up takes the passkey.
    expect(await status()).toMatchObject({ enabled: false, recovery_codes_left: 0, passkey: true });
    const second_factor_passkey = await passkeyStepUp(member, authenticator);
    await ok(server, member, 'user/removePasskey', { id: only.id, second_factor_passkey });
    expect(await status()).toMatchObject({ enabled: false, passkey: false });
    const { secret } = await turnOnTwoFactor(server, member);
    await addPasskey(member, authenticator, 'Key', { second_factor_code: codeNow(server, secret) });
    expect(await status()).toMatchObject({ enabled: true, passkey: true });
  });

  it('lets a member with TOTP and a passkey complete the challenge with either', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    const { secret } = await turnOnTwoFactor(server, member);
    await addPasskey(member, authenticator, 'Key', { second_factor_code: codeNow(server, secret) });
    const { body } = await server.call(
      'account/loginByPassword',
      { account: member.username, password: 'Secret_pass1' },
      { address: freshAddress() },
    );
    expect(body.data).toMatchObject({ second_factor: 'totp', passkey: true });
    const challenge = (body.data as { challenge: string }).challenge;
    const { body: started } = await server.call('account/startPasskeySignIn', { challenge });
    const passkey = authenticator.get((started.data as { options: RequestOptions }).options);
    expect((await server.call('account/loginBySecondFactor', { challenge, passkey })).body.status).toBe(1);
  });

  it('is asked again before a password change, and a passkey answers it', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    const change = {
      old_password: 'Secret_pass1',
      new_password: 'Other_pass2',
      new_password_confirm: 'Other_pass2',
    };
    expect((await callAs(server, member, 'user/changePassword', change)).msg).toBe(CODE_REQUIRED);
    // A step-up's answer on another origin is refused, and spends its challenge.
    const { options } = await ok<{ options: RequestOptions }>(server, member, 'user/startPasskeyStepUp');
    const phished = authenticator.get(options, { origin: 'https://phishing.example' });
    expect(
      (await callAs(server, member, 'user/changePassword', { ...change, second_factor_passkey: phished }))
        .msg,
    ).toBe(NOT_VERIFIED);
    await ok(server, member, 'user/changePassword', {
      ...change,
      second_factor_passkey: await passkeyStepUp(member, authenticator),
    });
  });

  it('lets a creator with only a passkey request a withdrawal', async () => {
    const creator = await newCreator(server);
    const before = await callAs(server, creator, 'user/applyWithdraw', { amount: 100 });
    expect(before.msg).toContain('two-factor');
    await addPasskey(creator, new SoftwareAuthenticator(server.config.publicUrl));
    const after = await callAs(server, creator, 'user/applyWithdraw', { amount: 100 });
    // Past the second factor: the next refusal is the balance's (the creator has earned nothing).
    expect(after.msg).not.toContain('two-factor');
    expect(after.msg).not.toBe('');
  });

  it('keeps its challenges server side, spent once and purged when expired', async () => {
    const { member, authenticator } = await memberWithAuthenticator();
    await addPasskey(member, authenticator);
    const rows = await server.database.handle.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'register' });
    expect(rows[0]!.usedAt).not.toBeNull();
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(5 * 60_000);
  });
});
