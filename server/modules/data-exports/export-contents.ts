/**
 * What a member's data export holds (issue 26; docs/decisions/data-export.md): their tables, read
 * from the database, and the stored files to copy into the archive with the path each gets there.
 * Only what is the member's own or what they may see: their profile, posts and plans, their
 * comments, the messages they sent and received (a received paid message's media only once
 * they paid for it), their orders, subscriptions, ledger entries and monthly statements.
 */
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { MessageId, MessageValues } from '../../i18n/messages.ts';
import {
  chatMessageMedia,
  chatMessages,
  comments,
  ledgerEntries,
  orders,
  postMedia,
  posts,
  subscriptionPlans,
  uploads,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import { chatPhotoAllows } from '../chat/chat-images.ts';
import { chatVideoAllows } from '../chat/chat-videos.ts';
import { getStatement } from '../ledger/sales.service.ts';

/** The server messages (`server.dataExport.readme.about.*`) that say what a table holds. */
export type ExportTableAboutId = Extract<MessageId, `server.dataExport.readme.about.${string}`>;

/** One table of the export: written as `{name}.json` and `{name}.csv`. */
export interface ExportTable {
  name: string;
  /** What the README says the file holds, worded in the member's language (export-archive.ts). */
  about: { id: ExportTableAboutId; values?: MessageValues };
  rows: Record<string, unknown>[];
}

/** A stored file copied into the archive at `path`. */
export interface ExportFile {
  path: string;
  key: string;
}

export interface ExportContents {
  tables: ExportTable[];
  files: ExportFile[];
}

const snakeOf = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row as the archive writes it: snake_case names, times in ISO 8601. */
function recordOf(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      snakeOf(name),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** The file name a stored key gets in the archive: `{stem}{the key's extension}`. */
const fileName = (stem: string, key: string) => `${stem}${path.extname(key).toLowerCase()}`;

async function profileOf(db: Database, userId: number) {
  const [user] = await db
    .select({
      uuid: users.uuid,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
      description: users.description,
      role: users.role,
      locale: users.locale,
      instagramLink: users.instagramLink,
      facebookLink: users.facebookLink,
      twitterLink: users.twitterLink,
      youtubeLink: users.youtubeLink,
      tiktokLink: users.tiktokLink,
      termsVersion: users.termsVersion,
      termsAcceptedAt: users.termsAcceptedAt,
      createdAt: users.createdAt,
      thumb: users.thumb,
      background: users.background,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const files: ExportFile[] = [];
  const { thumb, background, ...profile } = user;
  const avatar = thumb ? fileName('media/profile/avatar', thumb) : '';
  const cover = background ? fileName('media/profile/cover', background) : '';
  if (thumb) files.push({ path: avatar, key: thumb });
  if (background) files.push({ path: cover, key: background });
  return { row: { ...recordOf(profile), avatar_file: avatar, cover_file: cover }, files };
}

async function postsOf(db: Database, userId: number) {
  const postRows = await db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      tags: posts.tags,
      resourceType: posts.resourceType,
      articleType: posts.articleType,
      priceCents: posts.priceCents,
      status: posts.status,
      displayAt: posts.displayAt,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
      viewCount: posts.viewCount,
      buyCount: posts.buyCount,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(eq(posts.userId, userId))
    .orderBy(asc(posts.id));
  const mediaRows = await db
    .select({
      postId: postMedia.postId,
      position: postMedia.position,
      key: postMedia.originalKey,
      width: postMedia.width,
      height: postMedia.height,
      videoTime: postMedia.videoTime,
    })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(eq(posts.userId, userId))
    .orderBy(asc(postMedia.postId), asc(postMedia.position));
  const files: ExportFile[] = [];
  const media: Record<string, unknown>[] = [];
  for (const row of mediaRows) {
    const file = fileName(`media/posts/${row.postId}-${row.position + 1}`, row.key);
    files.push({ path: file, key: row.key });
    media.push({
      post_id: row.postId,
      position: row.position + 1,
      file,
      width: row.width,
      height: row.height,
      video_seconds: row.videoTime,
    });
  }
  return { rows: postRows.map(recordOf), media, files };
}

async function plansOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      content: subscriptionPlans.content,
      priceCents: subscriptionPlans.priceCents,
      expireDays: subscriptionPlans.expireDays,
      unlockDays: subscriptionPlans.unlockDays,
      status: subscriptionPlans.status,
      picture: subscriptionPlans.picture,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.userId, userId))
    .orderBy(asc(subscriptionPlans.position));
  const files: ExportFile[] = [];
  const plans = rows.map(({ picture, ...plan }) => {
    const file = picture ? fileName(`media/plans/${plan.id}`, picture) : '';
    if (picture) files.push({ path: file, key: picture });
    return { ...recordOf(plan), picture_file: file };
  });
  return { rows: plans, files };
}

async function commentsOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      content: comments.content,
      likeCount: comments.likeCount,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.id));
  return rows.map(recordOf);
}

/**
 * The messages the member sent and received, both directions, with the other person's name, and
 * the files of those messages the member may open (chat-images.ts and chat-videos.ts decide,
 * as the media routes do).
 */
async function messagesOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      receiverId: chatMessages.receiverId,
      type: chatMessages.msgType,
      body: chatMessages.body,
      tipCents: chatMessages.tipCents,
      priceCents: chatMessages.priceCents,
      uploadKey: uploads.originalKey,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .leftJoin(uploads, eq(uploads.id, chatMessages.uploadId))
    .where(or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)))
    .orderBy(asc(chatMessages.id));
  const ids = rows.map((row) => row.id);
  const paidMedia = ids.length
    ? await db
        .select({
          messageId: chatMessageMedia.messageId,
          position: chatMessageMedia.position,
          key: uploads.originalKey,
        })
        .from(chatMessageMedia)
        .innerJoin(uploads, eq(uploads.id, chatMessageMedia.uploadId))
        .where(inArray(chatMessageMedia.messageId, ids))
        .orderBy(asc(chatMessageMedia.messageId), asc(chatMessageMedia.position))
    : [];
  const peers = new Set(rows.map((row) => (row.senderId === userId ? row.receiverId : row.senderId)));
  const names = new Map(
    (peers.size
      ? await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, [...peers]))
      : []
    ).map((peer) => [peer.id, peer.username]),
  );
  const keysOf = new Map<number, string[]>();
  for (const row of rows) if (row.uploadKey) keysOf.set(row.id, [row.uploadKey]);
  for (const media of paidMedia)
    keysOf.set(media.messageId, [...(keysOf.get(media.messageId) ?? []), media.key]);
  const files: ExportFile[] = [];
  const messages: Record<string, unknown>[] = [];
  for (const row of rows) {
    const sent = row.senderId === userId;
    const attached: string[] = [];
    for (const [index, key] of (keysOf.get(row.id) ?? []).entries()) {
      const mayOpen =
        sent || (await chatPhotoAllows(db, userId, { key })) || (await chatVideoAllows(db, userId, { key }));
      if (!mayOpen) continue;
      const file = fileName(`media/messages/${row.id}-${index + 1}`, key);
      files.push({ path: file, key });
      attached.push(file);
    }
    messages.push({
      id: row.id,
      direction: sent ? 'sent' : 'received',
      with: names.get(sent ? row.receiverId : row.senderId) ?? '',
      type: row.type,
      body: row.body,
      tip_cents: row.tipCents,
      price_cents: row.priceCents,
      files: attached.join(' '),
      created_at: row.createdAt.toISOString(),
    });
  }
  return { rows: messages, files };
}

async function ordersOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: orders.publicId,
      role: sql<string>`case when ${orders.buyerId} = ${userId} then 'buyer' else 'seller' end`,
      itemId: orders.itemId,
      amountCents: orders.amountCents,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(or(eq(orders.buyerId, userId), eq(orders.creatorId, userId)))
    .orderBy(asc(orders.id));
  return rows.map(recordOf);
}

async function subscriptionsOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: userSubscriptions.id,
      role: sql<string>`case when ${userSubscriptions.userId} = ${userId} then 'subscriber' else 'creator' end`,
      planId: userSubscriptions.planId,
      plan: subscriptionPlans.name,
      expireAt: userSubscriptions.expireAt,
      cancelledAt: userSubscriptions.cancelledAt,
      createdAt: userSubscriptions.createdAt,
    })
    .from(userSubscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(or(eq(userSubscriptions.userId, userId), eq(userSubscriptions.creatorId, userId)))
    .orderBy(asc(userSubscriptions.id));
  return rows.map(recordOf);
}

async function ledgerOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      kind: ledgerEntries.kind,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      orderId: ledgerEntries.orderId,
      withdrawalId: ledgerEntries.withdrawalId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.id));
  return rows.map(recordOf);
}

/** Each UTC month from the member's first ledger entry to their last, as ledger/sales.service.ts states it. */
async function statementsOf(db: Database, userId: number) {
  const [span] = await db
    .select({
      first: sql<string | null>`to_char(min(${ledgerEntries.createdAt}) at time zone 'UTC', 'YYYY-MM')`,
      last: sql<string | null>`to_char(max(${ledgerEntries.createdAt}) at time zone 'UTC', 'YYYY-MM')`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), isNotNull(ledgerEntries.createdAt)));
  if (!span?.first || !span.last) return [];
  const statements: Record<string, unknown>[] = [];
  let [year, month] = span.first.split('-').map(Number) as [number, number];
  for (;;) {
    const name = `${year}-${String(month).padStart(2, '0')}`;
    const statement = await getStatement({ db }, userId, name);
    statements.push({
      month: statement.month,
      opening_balance: statement.opening_balance,
      closing_balance: statement.closing_balance,
      gross: statement.totals.gross,
      fee: statement.totals.fee,
      payment_cost: statement.totals.payment_cost,
      net: statement.totals.net,
      entries: statement.list,
    });
    if (name >= span.last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return statements;
}

/** Everything the member's export holds. */
export async function exportContentsOf(db: Database, userId: number): Promise<ExportContents> {
  const profile = await profileOf(db, userId);
  const postList = await postsOf(db, userId);
  const plans = await plansOf(db, userId);
  const messages = await messagesOf(db, userId);
  const tables: ExportTable[] = [
    { name: 'profile', about: { id: 'server.dataExport.readme.about.profile' }, rows: [profile.row] },
    { name: 'posts', about: { id: 'server.dataExport.readme.about.posts' }, rows: postList.rows },
    {
      name: 'post_media',
      about: { id: 'server.dataExport.readme.about.postMedia', values: { folder: 'media/posts/' } },
      rows: postList.media,
    },
    { name: 'plans', about: { id: 'server.dataExport.readme.about.plans' }, rows: plans.rows },
    {
      name: 'comments',
      about: { id: 'server.dataExport.readme.about.comments' },
      rows: await commentsOf(db, userId),
    },
    {
      name: 'messages',
      about: { id: 'server.dataExport.readme.about.messages', values: { folder: 'media/messages/' } },
      rows: messages.rows,
    },
    {
      name: 'orders',
      about: { id: 'server.dataExport.readme.about.orders' },
      rows: await ordersOf(db, userId),
    },
    {
      name: 'subscriptions',
      about: { id: 'server.dataExport.readme.about.subscriptions' },
      rows: await subscriptionsOf(db, userId),
    },
    {
      name: 'ledger_entries',
      about: { id: 'server.dataExport.readme.about.ledgerEntries' },
      rows: await ledgerOf(db, userId),
    },
    {
      name: 'statements',
      about: { id: 'server.dataExport.readme.about.statements' },
      rows: await statementsOf(db, userId),
    },
  ];
  return { tables, files: [...profile.files, ...postList.files, ...plans.files, ...messages.files] };
}
