/**
 * A creator's tracking links (issue 25; docs/decisions/tracking-links.md): making one (creators
 * only, at most TRACKING_LINKS_MAX), listing them with what each brought, deleting one's own.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { ROLE } from '../../../src/contract/enums.ts';
import type { TrackingLink } from '../../../src/contract/entities-tracking-links.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { roleOfAuthStatus } from '../../../src/contract/rules/roles.ts';
import {
  TRACKING_CODE_BYTES,
  TRACKING_CODE_PARAM,
  TRACKING_LINKS_MAX,
} from '../../../src/contract/rules/tracking-link-rules.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Transaction } from '../../db/client.ts';
import { trackingLinks, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { figuresOfLinks, type TrackingLinkFigures } from './tracking-link-figures.ts';

export type TrackingLinksContext = Pick<CallContext, 'db'>;

type LinkRow = typeof trackingLinks.$inferSelect;

/** The creator's username, their row locked so two creations count the links one after the other. */
async function lockedCreatorName(tx: Transaction, userId: number): Promise<string> {
  const [user] = await tx
    .select({ authStatus: users.authStatus, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user || roleOfAuthStatus(user.authStatus) !== ROLE.creator)
    throw new ServiceError('server.trackingLink.creatorsOnly');
  return user.username;
}

function toWire(row: LinkRow, username: string, figures: TrackingLinkFigures): TrackingLink {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    url_path: `/${encodeURIComponent(username)}?${TRACKING_CODE_PARAM}=${row.code}`,
    created_ts: Math.floor(row.createdAt.getTime() / 1000),
    created_at: row.createdAt.toISOString(),
    visits: row.visits,
    sign_ups: figures.signUps,
    subscriptions: figures.subscriptions,
    revenue: centsToAmount(figures.revenueCents),
  };
}

/** Makes a link named `name` (already trimmed and checked by the contract) to the creator's page. */
export async function createTrackingLink(
  ctx: TrackingLinksContext,
  userId: number,
  name: string,
): Promise<TrackingLink> {
  return ctx.db.transaction(async (tx) => {
    const username = await lockedCreatorName(tx, userId);
    const [held] = await tx
      .select({ n: count() })
      .from(trackingLinks)
      .where(eq(trackingLinks.creatorId, userId));
    if ((held?.n ?? 0) >= TRACKING_LINKS_MAX)
      throw new ServiceError('server.trackingLink.limit', { max: TRACKING_LINKS_MAX });
    // 72 random bits: a clash is next to impossible, and the unique index refuses one.
    const [row] = await tx
      .insert(trackingLinks)
      .values({ creatorId: userId, name, code: randomBytes(TRACKING_CODE_BYTES).toString('base64url') })
      .returning();
    return toWire(row!, username, { signUps: 0, subscriptions: 0, revenueCents: 0 });
  });
}

/** One page of the creator's links, newest first, each with its figures (one query for the page's figures). */
export async function listTrackingLinks(
  ctx: TrackingLinksContext,
  userId: number,
  page: PageRequest,
): Promise<{ list: TrackingLink[]; total: number }> {
  const [creator] = await ctx.db
    .select({ username: users.username, authStatus: users.authStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (!creator || roleOfAuthStatus(creator.authStatus) !== ROLE.creator)
    throw new ServiceError('server.trackingLink.creatorsOnly');
  const rows = await ctx.db
    .select()
    .from(trackingLinks)
    .where(eq(trackingLinks.creatorId, userId))
    .orderBy(desc(trackingLinks.createdAt), desc(trackingLinks.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const [held] = await ctx.db
    .select({ n: count() })
    .from(trackingLinks)
    .where(eq(trackingLinks.creatorId, userId));
  const figuresOf = await figuresOfLinks(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toWire(row, creator.username, figuresOf(row.id))),
    total: held?.n ?? 0,
  };
}

/** Deletes one of the creator's own links; its attributions (its sign-ups and revenue) go with it. */
export async function deleteTrackingLink(
  ctx: TrackingLinksContext,
  userId: number,
  linkId: number,
): Promise<void> {
  const deleted = await ctx.db
    .delete(trackingLinks)
    .where(and(eq(trackingLinks.id, linkId), eq(trackingLinks.creatorId, userId)))
    .returning({ id: trackingLinks.id });
  if (deleted.length === 0) throw new ServiceError('server.trackingLink.notFound');
}
