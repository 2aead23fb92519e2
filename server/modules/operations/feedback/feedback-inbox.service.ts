/**
 * The console's feedback inbox (issue 23, docs/operations.md "Feedback"): the operators of the
 * feedback queue read what visitors and members sent, open one with its images, answer it by mail
 * and mark it handled. Each answer and each handling writes its audit row in the same transaction.
 */
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  FeedbackStatus,
  InboxFeedback,
  OpenFeedback,
  feedbackReplySchema,
} from '../../../../src/contract/calls/ops-feedback.ts';
import { resolveLocale } from '../../../../src/i18n/locale-resolution.ts';
import { offsetOf, pagedAnswer, type PageRequest } from '../../../core/paging.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { feedback, users } from '../../../db/schema.ts';
import { signedInOperator, type CallContext } from '../../../http/call-context.ts';
import { markFeedbackHandled } from '../../feedback/feedback.ops.ts';
import { recordOperatorAction } from '../audit.service.ts';
import { operatorFileUrl } from '../operator-files.ts';

const inboxColumns = {
  id: feedback.id,
  type: feedback.type,
  content: feedback.content,
  email: feedback.email,
  locale: feedback.locale,
  username: users.username,
  attachments: feedback.attachments,
  status: feedback.status,
  createdAt: feedback.createdAt,
  handledAt: feedback.handledAt,
};

const selectInbox = (db: Database | Transaction) =>
  db.select(inboxColumns).from(feedback).leftJoin(users, eq(users.id, feedback.userId));

type InboxRow = Awaited<ReturnType<typeof selectInbox>>[number];

function inboxFeedbackOf(row: InboxRow): InboxFeedback {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    email: row.email,
    locale: row.locale,
    username: row.username,
    attachmentCount: row.attachments.length,
    status: row.status === 'handled' ? 'handled' : 'new',
    sentAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The feedback of one status, newest first. */
export async function listInbox(
  db: Database,
  status: FeedbackStatus,
  page: PageRequest,
): Promise<{ list: InboxFeedback[] } & PageRequest> {
  const rows = await selectInbox(db)
    .where(eq(feedback.status, status))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  return pagedAnswer(page, { list: rows.map(inboxFeedbackOf) });
}

async function findFeedback(db: Database | Transaction, id: number): Promise<InboxRow> {
  const [row] = await selectInbox(db).where(eq(feedback.id, id)).limit(1);
  if (!row) throw new ServiceError('server.ops.feedbackNotFound');
  return row;
}

/** One feedback, its images as URLs for this operator's session only. */
export async function openFeedback(
  ctx: Pick<CallContext, 'db' | 'config' | 'viewer' | 'now'>,
  id: number,
): Promise<OpenFeedback> {
  const row = await findFeedback(ctx.db, id);
  const { sessionId } = signedInOperator(ctx);
  const now = ctx.now();
  return {
    ...inboxFeedbackOf(row),
    attachments: row.attachments.map(
      (key) => operatorFileUrl(ctx.config.mediaSigningKey, key, sessionId, now).url,
    ),
  };
}

export type FeedbackReply = z.output<typeof feedbackReplySchema>;

type ReplyContext = Pick<CallContext, 'db' | 'viewer' | 'clientAddress' | 'now' | 'mail' | 'log'>;

/**
 * Mails the operator's reply to the address the feedback gave, framed in the sender's language,
 * then marks the feedback handled and records the reply. The mail goes first and outside the
 * transaction: a mail that cannot be delivered leaves nothing marked or recorded (the operator is
 * told to try again), and no transaction stays open while an SMTP server (or the outbox, which
 * writes through its own connection) takes its time.
 */
export async function replyToFeedback(ctx: ReplyContext, input: FeedbackReply): Promise<void> {
  const row = await findFeedback(ctx.db, input.id);
  try {
    await ctx.mail.send({
      to: row.email,
      locale: resolveLocale(row.locale),
      template: 'feedbackReply',
      values: { message: input.message },
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'sending a feedback reply failed');
    throw new ServiceError('server.error.mailUnavailable');
  }
  await ctx.db.transaction(async (tx) => {
    await markFeedbackHandled(tx, row.id, ctx.now());
    await recordOperatorAction(tx, ctx, {
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: row.id,
      details: { to: row.email, characters: input.message.length },
    });
  });
}

/** Marks a new feedback handled without a reply. */
export async function handleFeedback(
  ctx: Pick<CallContext, 'db' | 'viewer' | 'clientAddress' | 'now'>,
  id: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findFeedback(tx, id);
    // Two operators at once: the second finds it handled and is told so, with no second record.
    if (!(await markFeedbackHandled(tx, row.id, ctx.now())))
      throw new ServiceError('server.ops.feedbackHandled');
    await recordOperatorAction(tx, ctx, {
      action: 'feedback.handle',
      targetType: 'feedback',
      targetId: row.id,
    });
  });
}
