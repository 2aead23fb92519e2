/**
 * user/modifyAccountInfo (spec §2 mine/account and mine/profile-set, §5): the nickname (at most
 * 16), the account name (account rules, unique in any letter case), the bio, the social links
 * (each its network's domain or this site, TikTok with an at-sign path, saved as full profile URLs),
 * the avatar and cover cut to their frames, and an email that only changes through its code.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema, type UserInfo } from '../../src/contract/entities-account.ts';
import {
  NICKNAME_MAX_LENGTH,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_PICTURE_FRAMES,
} from '../../src/contract/rules/profile-rules.ts';
import { users } from '../../server/db/schema.ts';
import { pictureOf, uploadPicture } from './helpers/chat.ts';
import { callAs, newCreator, newMember, type Member } from './helpers/money.ts';
import { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const mailer = new RecordingMailer();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mailer });
});
afterAll(async () => {
  await server?.close();
});

const modify = (member: Member, change: Record<string, unknown>, language?: string) =>
  callAs(server, member, 'user/modifyAccountInfo', change, language);

const infoOf = async (member: Member): Promise<UserInfo> =>
  userInfoSchema.parse((await callAs(server, member, 'user/getUserInfo')).data);

const links = (value: Record<string, string>) => ({ set_social_media: JSON.stringify(value) });

describe('user/modifyAccountInfo: names and bio', () => {
  it('saves a nickname of 16 characters and refuses 17 or a blank one, naming the limit', async () => {
    const member = await newMember(server);
    const sixteen = 'N'.repeat(NICKNAME_MAX_LENGTH);
    const saved = await modify(member, { nickname: `  ${sixteen} ` });
    expect(saved).toMatchObject({ status: 1, data: { nickname: sixteen } });

    const tooLong = await modify(member, { nickname: 'N'.repeat(NICKNAME_MAX_LENGTH + 1) });
    expect(tooLong).toMatchObject({ status: 0, data: null });
    expect(tooLong.msg).toContain(String(NICKNAME_MAX_LENGTH));
    expect((await modify(member, { nickname: '   ' })).status).toBe(0);
    expect((await infoOf(member)).nickname).toBe(sixteen);
  });

  it('changes the account name under the account rules and refuses one another account has in any letter case', async () => {
    const member = await newMember(server);
    const other = await newMember(server);
    const renamed = `renamed${member.userId}`;
    const saved = await modify(member, { username: renamed });
    expect(saved.data).toMatchObject({ username: renamed });
    expect((saved.data as UserInfo).share_url.endsWith(`/${renamed}`)).toBe(true);

    const taken = await modify(member, { username: other.username.toUpperCase() });
    expect(taken).toMatchObject({ status: 0, msg: 'This account name is already taken.' });
    expect((await modify(member, { username: 'abc' })).status).toBe(0);
    expect((await modify(member, { username: 'has space' })).status).toBe(0);
    expect((await infoOf(member)).username).toBe(renamed);
  });

  it('keeps a bio of 1000 characters, refuses 1001, and leaves unsent fields as they were', async () => {
    const member = await newMember(server);
    await modify(member, { nickname: 'Kept' });
    const bio = 'b'.repeat(PROFILE_DESCRIPTION_MAX_LENGTH);
    expect((await modify(member, { description: bio })).status).toBe(1);
    expect((await modify(member, { description: `${bio}b` })).status).toBe(0);
    expect(await infoOf(member)).toMatchObject({ description: bio, nickname: 'Kept' });
  });

  it('answers a refusal in the caller language', async () => {
    const member = await newMember(server);
    const refused = await modify(member, { nickname: 'N'.repeat(NICKNAME_MAX_LENGTH + 1) }, 'fr');
    expect(refused.status).toBe(0);
    expect(refused.msg).toContain(String(NICKNAME_MAX_LENGTH));
    expect(refused.msg).not.toMatch(/characters/);
  });
});

describe('user/modifyAccountInfo: social links', () => {
  it('saves each network link as its full profile URL, this site too, and clears one sent empty', async () => {
    const member = await newMember(server);
    const ownHost = new URL(server.config.publicUrl).host;
    const saved = await modify(
      member,
      links({
        instagram_link: 'instagram.com/maya/',
        twitter_link: 'https://x.com/maya?ref=bio',
        youtube_link: 'www.youtube.com/@maya',
        tiktok_link: 'https://www.tiktok.com/@maya.dances',
        facebook_link: `${new URL(server.config.publicUrl).protocol}//${ownHost}/maya`,
      }),
    );
    expect(saved.data).toMatchObject({
      instagram_link: 'https://instagram.com/maya',
      twitter_link: 'https://x.com/maya',
      youtube_link: 'https://www.youtube.com/@maya',
      tiktok_link: 'https://www.tiktok.com/@maya.dances',
      facebook_link: `${new URL(server.config.publicUrl).protocol}//${ownHost}/maya`,
    });

    const cleared = await modify(member, links({ instagram_link: '' }));
    expect(cleared.data).toMatchObject({ instagram_link: '', twitter_link: 'https://x.com/maya' });
  });

  it.each([
    ['instagram_link', 'https://twitter.com/maya', 'Instagram'],
    ['tiktok_link', 'https://www.tiktok.com/maya', 'TikTok'],
    ['youtube_link', 'youtube.com', 'YouTube'],
    ['facebook_link', 'javascript:alert(1)//facebook.com/x', 'Facebook'],
    ['twitter_link', 'https://x.com.evil.example/maya', 'X (Twitter)'],
  ])('refuses %s = %s, naming the network and an example', async (field, value, network) => {
    const member = await newMember(server);
    const refused = await modify(member, links({ [field]: value }));
    expect(refused.status).toBe(0);
    expect(refused.msg).toContain(network);
    expect(refused.msg).toContain('https://');
    expect((await infoOf(member))[field as 'instagram_link']).toBe('');
  });

  it('refuses set_social_media that is not a JSON object of the five networks', async () => {
    const member = await newMember(server);
    expect((await modify(member, { set_social_media: '{not json' })).status).toBe(0);
    expect((await modify(member, links({ myspace_link: 'https://myspace.com/x' }))).status).toBe(0);
  });
});

describe('user/modifyAccountInfo: pictures', () => {
  const pixelsOf = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.status, url).toBe(200);
    return sharp(Buffer.from(await response.arrayBuffer())).metadata();
  };

  it('cuts an uploaded avatar and cover to their frames, shows them on the creator page, and removes a replaced one', async () => {
    const creator = await newCreator(server);
    const avatar = await uploadPicture(server, creator, await pictureOf('png'));
    const cover = await uploadPicture(server, creator, await pictureOf('gif'));
    const saved = await modify(creator, { thumb: `/media/p/${avatar.path}`, background: cover.path });
    const info = userInfoSchema.parse(saved.data);
    expect(info.thumb).toMatch(/^\/media\/p\/profiles\/.+\/thumb-.+\.webp$/);
    expect(await pixelsOf(info.thumb)).toMatchObject({
      format: 'webp',
      width: PROFILE_PICTURE_FRAMES.thumb.width,
      height: PROFILE_PICTURE_FRAMES.thumb.height,
    });
    expect(await pixelsOf(info.background)).toMatchObject({
      width: PROFILE_PICTURE_FRAMES.background.width,
      height: PROFILE_PICTURE_FRAMES.background.height,
    });
    const page = await callAs(server, undefined, 'user/getUserInfoByUuid', { uuid: creator.uuid });
    expect(page.data).toMatchObject({ thumb: info.thumb, background: info.background });

    const next = await uploadPicture(server, creator, await pictureOf('jpeg'));
    const replaced = userInfoSchema.parse((await modify(creator, { thumb: next.path })).data);
    expect(replaced.thumb).not.toBe(info.thumb);
    expect((await fetch(`${server.baseUrl}${info.thumb}`)).status).toBe(404);

    const removed = userInfoSchema.parse((await modify(creator, { thumb: '' })).data);
    expect(removed).toMatchObject({ thumb: '', background: info.background });
  });

  it("refuses another member's upload and a path that names no upload", async () => {
    const member = await newMember(server);
    const other = await newMember(server);
    const theirs = await uploadPicture(server, other, await pictureOf('png'));
    expect(await modify(member, { thumb: theirs.path })).toMatchObject({
      status: 0,
      msg: 'This picture is not one of your uploads. Please choose it again.',
    });
    expect((await modify(member, { background: '/media/p/plans/plan-1.webp' })).status).toBe(0);
    expect((await infoOf(member)).thumb).toBe('');
  });
});

describe('user/modifyAccountInfo: email', () => {
  it('accepts the email unchanged and refuses a new one, which needs its code', async () => {
    const member = await newMember(server);
    const { email } = await infoOf(member);
    expect((await modify(member, { email: email.toUpperCase(), nickname: 'Same' })).status).toBe(1);
    const refused = await modify(member, { email: `other${member.userId}@example.org` });
    expect(refused).toMatchObject({ status: 0 });
    expect(refused.msg).toMatch(/code/);
    expect((await infoOf(member)).email).toBe(email);
  });

  it('verifies an unverified email with a type 4 code sent to the same address', async () => {
    const member = await newMember(server);
    await server.database.handle.db
      .update(users)
      .set({ emailValidated: 0 })
      .where(eq(users.id, member.userId));
    const { email } = await infoOf(member);
    expect((await infoOf(member)).email_validation).toBe(0);
    expect((await callAs(server, member, 'account/sendEmailCode', { email, type: 4 })).status).toBe(1);
    const verified = await callAs(server, member, 'account/validationEmail', {
      email,
      code: mailer.lastCodeTo(email),
    });
    expect(verified).toMatchObject({ status: 1, data: { email, email_validation: 1 } });
    expect((await infoOf(member)).email_validation).toBe(1);
  });
});
