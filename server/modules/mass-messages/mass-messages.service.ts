/**
 * A creator's mass messages (issue 25; docs/decisions/mass-messages.md): counting an audience,
 * sending or scheduling one (creators only, at most MASS_MESSAGES_PER_DAY in any 24 hours, at most
 * 30 days ahead, once per client key), listing them and cancelling a scheduled one. The delivery is
 * a job (mass-delivery.ts), queued in the transaction that makes the row.
 */
import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { MassAudienceRequest } from '../../../src/contract/calls/mass-messages.ts';
import type { MassMessage } from '../../../src/contract/entities-mass-messages.ts';
import { amountToCents } from '../../../src/contract/rules/money-rules.ts';
import {
  MASS_MESSAGE_SCHEDULE_MAX_DAYS,
  MASS_MESSAGES_PER_DAY,
} from '../../../src/contract/rules/mass-message-rules.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { fanLists, massMessageMedia, massMessages, subscriptionPlans } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { MediaUrls } from '../../media/signing.ts';
import { lockCreator, requireCreator } from '../accounts/creator-lock.ts';
import {
  ChatRefusal,
  checkPaidContent,
  checkPaidVideo,
  type PaidContent,
} from '../chat/chat-messages.service.ts';
import { countAudience, type Audience } from './mass-audiences.ts';
import { massMessageToWire, wireOf } from './mass-message-wire.ts';

export const MASS_MESSAGE_JOB = 'mass-messages.deliver';
const CREATORS_ONLY = 'server.massMessage.creatorsOnly';
const DAY_MS = 24 * 3600_000;

export interface MassMessagesContext {
  db: Database;
  /** The public URLs of a paid mass message's blurred previews. */
  media: MediaUrls;
  now(): Date;
}

/**
 * The audience as stored, its plan one of the creator's own (with its name), else
 * server.massMessage.planNotFound; its fan list one of the creator's own, else server.massMessage.listNotFound.
 */
async function audienceOf(
  db: Database | Transaction,
  creatorId: number,
  input: Required<MassAudienceRequest>,
): Promise<Audience & { planName: string; listName: string }> {
  if (input.audience === 'plan') {
    const [plan] = await db
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.id, input.plan_id), eq(subscriptionPlans.userId, creatorId)));
    if (!plan) throw new ServiceError('server.massMessage.planNotFound');
    return { audience: 'plan', planId: plan.id, minSpentCents: 0, planName: plan.name, listName: '' };
  }
  if (input.audience === 'spent') {
    if (input.min_amount <= 0) throw new ServiceError('server.massMessage.amountRequired');
    return {
      audience: 'spent',
      planId: null,
      minSpentCents: amountToCents(input.min_amount),
      planName: '',
      listName: '',
    };
  }
  if (input.audience === 'list') {
    const [list] = await db
      .select({ id: fanLists.id, name: fanLists.name })
      .from(fanLists)
      .where(and(eq(fanLists.id, input.list_id), eq(fanLists.creatorId, creatorId)));
    if (!list) throw new ServiceError('server.massMessage.listNotFound');
    return {
      audience: 'list',
      planId: null,
      minSpentCents: 0,
      listId: list.id,
      planName: '',
      listName: list.name,
    };
  }
  return { audience: input.audience, planId: null, minSpentCents: 0, planName: '', listName: '' };
}

/** How many fans an audience reaches now. */
export async function countMassAudience(
  ctx: MassMessagesContext,
  creatorId: number,
  input: Required<MassAudienceRequest>,
): Promise<{ count: number }> {
  await requireCreator(ctx.db, creatorId, CREATORS_ONLY);
  const audience = await audienceOf(ctx.db, creatorId, input);
  return { count: await countAudience(ctx.db, creatorId, audience, ctx.now()) };
}

/** Mass messages of the creator made in the 24 hours before `now`, cancelled ones aside. */
async function sentInTheLastDay(db: Database | Transaction, creatorId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(massMessages)
    .where(
      and(
        eq(massMessages.creatorId, creatorId),
        gt(massMessages.createdAt, new Date(now.getTime() - DAY_MS)),
        ne(massMessages.status, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
}

export interface MassMessageInput extends Required<MassAudienceRequest> {
  text: string;
  media: string[];
  /** A paid mass message's video instead of pictures (its upload id); undefined for none. */
  video?: string | undefined;
  price: number;
  send_ts: number;
  client_key: string;
}

/**
 * What each fan's copy carries: the text, and with pictures, a video or a price a paid message
 * checked by the chat's one paid message rule (checkPaidContent, or checkPaidVideo for a video: their
 * refusals are this call's). A free mass message is text only, as the chat has no free message with
 * several pictures and a caption.
 */
async function contentOf(
  tx: Transaction,
  creatorId: number,
  input: MassMessageInput,
): Promise<{ body: string; paid?: PaidContent }> {
  if (input.media.length === 0 && input.video === undefined && input.price === 0) {
    if (input.text === '') throw new ServiceError('server.chat.emptyText');
    return { body: input.text };
  }
  try {
    const price = input.price === 0 ? undefined : input.price;
    const paid =
      input.video === undefined
        ? await checkPaidContent(tx, creatorId, input.media, price)
        : await checkPaidVideo(tx, creatorId, input.video, input.media, price);
    return { body: input.text, paid };
  } catch (error) {
    if (error instanceof ChatRefusal) throw new ServiceError(error.messageId, error.values);
    throw error;
  }
}

/**
 * Sends the text (and a paid message's pictures or video at its price) to the audience now, or schedules
 * it (`send_ts` in the future, at most 30 days ahead). A repeated client key answers the mass
 * message it made. Sending now to an audience nobody is in is refused; a scheduled one is counted
 * when it goes.
 */
export async function sendMassMessage(
  ctx: MassMessagesContext,
  creatorId: number,
  input: MassMessageInput,
): Promise<MassMessage> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The creator's row locked: two sends count the day's one after the other.
    await lockCreator(tx, creatorId, CREATORS_ONLY);
    const [earlier] = await tx
      .select()
      .from(massMessages)
      .where(and(eq(massMessages.creatorId, creatorId), eq(massMessages.clientKey, input.client_key)));
    if (earlier) return (await wireOf(ctx.media, tx, [earlier]))[0]!;
    const content = await contentOf(tx, creatorId, input);
    if ((await sentInTheLastDay(tx, creatorId, now)) >= MASS_MESSAGES_PER_DAY)
      throw new ServiceError('server.massMessage.dailyLimit', { max: MASS_MESSAGES_PER_DAY });
    const sendAt = new Date(Math.max(now.getTime(), input.send_ts * 1000));
    if (sendAt.getTime() - now.getTime() > MASS_MESSAGE_SCHEDULE_MAX_DAYS * DAY_MS)
      throw new ServiceError('server.massMessage.tooFarAhead', { days: MASS_MESSAGE_SCHEDULE_MAX_DAYS });
    const audience = await audienceOf(tx, creatorId, input);
    const scheduled = sendAt.getTime() > now.getTime();
    if (!scheduled && (await countAudience(tx, creatorId, audience, now)) === 0)
      throw new ServiceError('server.massMessage.nobody');
    const [row] = await tx
      .insert(massMessages)
      .values({
        creatorId,
        clientKey: input.client_key,
        body: content.body,
        audience: audience.audience,
        planId: audience.planId,
        planName: audience.planName,
        listId: audience.listId ?? null,
        listName: audience.listName,
        minSpentCents: audience.minSpentCents,
        priceCents: content.paid?.priceCents ?? null,
        status: scheduled ? 'scheduled' : 'sending',
        sendAt,
        createdAt: now,
      })
      .returning();
    const media = content.paid?.media ?? [];
    const video = content.paid?.video;
    // A video is the row's one mass_message_media row, as it is a paid chat message's one chat_message_media row.
    const parts = [...media, ...(video ? [video] : [])];
    if (parts.length > 0)
      await tx.insert(massMessageMedia).values(
        parts.map((part, position) => ({
          massMessageId: row!.id,
          position,
          uploadId: part.uploadId,
        })),
      );
    await enqueueJob(tx, {
      name: MASS_MESSAGE_JOB,
      payload: { massMessageId: row!.id },
      singletonKey: `mass:${row!.id}`,
      maxAttempts: 5,
      ...(scheduled ? { runAt: sendAt } : {}),
    });
    return massMessageToWire(
      ctx.media,
      row!,
      media.map((picture) => picture.blurKey),
      video ?? null,
    );
  });
}

/** One page of the creator's mass messages, newest first, and how many they may still send today. */
export async function listMassMessages(
  ctx: MassMessagesContext,
  creatorId: number,
  page: PageRequest,
): Promise<{ list: MassMessage[]; remaining_today: number }> {
  await requireCreator(ctx.db, creatorId, CREATORS_ONLY);
  const rows = await ctx.db
    .select()
    .from(massMessages)
    .where(eq(massMessages.creatorId, creatorId))
    .orderBy(desc(massMessages.createdAt), desc(massMessages.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const used = await sentInTheLastDay(ctx.db, creatorId, ctx.now());
  return {
    list: await wireOf(ctx.media, ctx.db, rows),
    remaining_today: Math.max(0, MASS_MESSAGES_PER_DAY - used),
  };
}

/** Cancels the creator's scheduled mass message `id`; one going out or gone is server.massMessage.notCancellable. */
export async function cancelMassMessage(
  ctx: MassMessagesContext,
  creatorId: number,
  id: number,
): Promise<MassMessage> {
  const [cancelled] = await ctx.db
    .update(massMessages)
    .set({ status: 'cancelled', finishedAt: ctx.now() })
    .where(
      and(
        eq(massMessages.id, id),
        eq(massMessages.creatorId, creatorId),
        eq(massMessages.status, 'scheduled'),
      ),
    )
    .returning();
  if (cancelled) return (await wireOf(ctx.media, ctx.db, [cancelled]))[0]!;
  const [mine] = await ctx.db
    .select({ id: massMessages.id })
    .from(massMessages)
    .where(and(eq(massMessages.id, id), eq(massMessages.creatorId, creatorId)));
  throw new ServiceError(mine ? 'server.massMessage.notCancellable' : 'server.massMessage.notFound');
}
