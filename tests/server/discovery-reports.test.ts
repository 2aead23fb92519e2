/**
 * Reports (issue 11, spec §5): the reasons in the caller's language, a report with a reason from
 * the list and a description, stored for the operators with the post when given, one open report
 * per reporter and reported account at a time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DESCRIPTION_MAX_LENGTH } from '../../src/contract/calls/user-reports-and-blocks.ts';
import { SUPPORTED_LOCALES } from '../../src/i18n/locale-resolution.ts';
import { reports } from '../../server/db/schema.ts';
import { closeReport, listOpenReports } from '../../server/modules/reports/reports.ops.ts';
import { REPORT_REASONS } from '../../server/modules/reports/report-reasons.ts';
import { addPost } from './helpers/discovery.ts';
import { callAs, newCreator, newMember, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let reporter: Member;
let post: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  [creator, reporter] = [await newCreator(server), await newMember(server)];
  post = await addPost(server, creator.userId);
});
afterAll(async () => {
  await server?.close();
});

const reasons = async (language: string) =>
  ((await server.call('user/reportreason', {}, { language })).body.data as { list: string[] }).list;
const report = (payload: Record<string, unknown>, as: Member | undefined = reporter, language?: string) =>
  callAs(
    server,
    as,
    'user/report',
    { uuid: creator.uuid, type: 0, reason: 'Posts the same ad every hour.', ...payload },
    language,
  );

describe('user/reportreason', () => {
  it(`lists the ${REPORT_REASONS.length} reasons in each of the 15 languages, each its own translation`, async () => {
    const english = await reasons('en');
    expect(english).toEqual([
      'Spam or misleading',
      'Nudity or sexual content against the rules',
      'Violence or dangerous acts',
      'Harassment or bullying',
      'Hate speech or symbols',
      'Scam or fraud',
      'Pretending to be someone else',
      'Uses someone else’s work without permission',
      'Involves a minor',
      'Something else',
    ]);
    const seen = new Set<string>();
    for (const locale of SUPPORTED_LOCALES) {
      const list = await reasons(locale);
      expect(list, locale).toHaveLength(REPORT_REASONS.length);
      expect(new Set(list).size, locale).toBe(list.length);
      const joined = list.join('|');
      expect(seen.has(joined), locale).toBe(false);
      seen.add(joined);
    }
    expect((await reasons('ar'))[0]).toBe('محتوى مزعج أو مضلل');
  });
});

describe('user/report', () => {
  it('stores a report with its reason, description, post and language for the operators', async () => {
    expect(await report({ type: 5, article_id: post }, reporter, 'fr')).toEqual({
      status: 1,
      msg: '',
      data: {},
    });
    const [stored] = await server.database.handle.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, creator.userId));
    expect(stored).toMatchObject({
      reporterId: reporter.userId,
      postId: post,
      reasonIndex: 5,
      reasonCode: 'scam',
      description: 'Posts the same ad every hour.',
      locale: 'fr',
      status: 'open',
    });
    const open = await listOpenReports(server.database.handle.db);
    expect(open).toEqual([
      expect.objectContaining({ reported: creator.username, reason: 'scam', postId: post }),
    ]);
  });

  it('keeps one open report per reporter and account, and takes a new one once the operators closed it', async () => {
    expect(await report({})).toEqual({
      status: 0,
      msg: 'You have already reported this account. We are looking into it.',
      data: null,
    });
    const [open] = await listOpenReports(server.database.handle.db);
    expect(await closeReport(server.database.handle.db, open!.id, 'dismissed', 'Not spam', new Date())).toBe(
      true,
    );
    expect(await closeReport(server.database.handle.db, open!.id, 'resolved', '', new Date())).toBe(false);
    expect((await report({ type: 9 })).status).toBe(1);
  });

  it('needs a reason from the list, a description, a known account other than oneself and a login', async () => {
    const other = await newMember(server);
    expect((await report({ type: REPORT_REASONS.length }, other)).msg).toBe(
      'Choose one of the reasons in the list.',
    );
    expect((await report({ reason: '   ' }, other)).msg).toBe('The field "reason" is missing or invalid.');
    expect((await report({ reason: 'x'.repeat(REPORT_DESCRIPTION_MAX_LENGTH + 1) }, other)).status).toBe(0);
    expect((await report({ uuid: '00000000-0000-4000-8000-00000000dead' }, other)).msg).toBe(
      'This user does not exist.',
    );
    expect((await report({ uuid: other.uuid }, other)).msg).toBe('You cannot report yourself.');
    expect((await report({ article_id: 99_999_999 }, other)).msg).toBe(
      'This post does not exist or is no longer available.',
    );
    expect(
      (await callAs(server, undefined, 'user/report', { uuid: creator.uuid, type: 0, reason: 'x' })).msg,
    ).toBe('Please log in to continue.');
    expect((await report({}, other, 'ja')).status).toBe(1);
  });
});
