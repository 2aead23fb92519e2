/**
 * Saved cards (spec §3, §5): at most 5 per fan, one default, banned cards neither chosen nor made
 * the default. A card is saved when the provider says it was attached (`card.attached`), never
 * from what the app sends; only its brand, last 4 digits and expiry are kept.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CardSetup, SavedCard } from '../../../src/contract/entities-money.ts';
import { SAVED_CARDS_MAX } from '../../../src/contract/rules/money-rules.ts';
import type { Database } from '../../db/client.ts';
import { savedCards, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Transaction } from '../../db/client.ts';
import type { MoneyDeps } from './money-deps.ts';
import type { PaymentProvider, ProviderCard } from './providers/provider.ts';

export type CardRow = typeof savedCards.$inferSelect;

export interface CardList {
  list: SavedCard[];
  limit: number;
}

const live = (userId: number) => and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt));

/** A card past the end of its expiry month at `now`. */
export function isCardExpired(card: Pick<CardRow, 'expMonth' | 'expYear'>, now: Date): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime();
}

/** Whether a card may pay: not banned and not expired. */
export function isCardUsable(card: CardRow, now: Date): boolean {
  return card.banned === 0 && !isCardExpired(card, now);
}

function toWireCard(card: CardRow): SavedCard {
  return {
    id: card.providerMethodId,
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
    is_default: card.isDefault === 1 ? 1 : 0,
    is_ban: card.banned === 1 ? 1 : 0,
  };
}

/** The fan's saved cards: the default first, then the newest. */
export async function listCards(db: Database | Transaction, userId: number): Promise<CardList> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(live(userId))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
  return { list: rows.map(toWireCard), limit: SAVED_CARDS_MAX };
}

/** One card changes at a time per fan: the default and the limit stay right under concurrent calls. */
async function lockFan(tx: Transaction, userId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return user !== undefined;
}

async function liveCount(tx: Transaction, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedCards)
    .where(live(userId));
  return Number(row?.n ?? 0);
}

/** Makes the newest usable card the default when none is. */
async function ensureDefault(tx: Transaction, userId: number, now: Date): Promise<void> {
  const cards = await tx
    .select()
    .from(savedCards)
    .where(live(userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  if (cards.some((card) => card.isDefault === 1)) return;
  const next = cards.find((card) => isCardUsable(card, now));
  if (next) await tx.update(savedCards).set({ isDefault: 1 }).where(eq(savedCards.id, next.id));
}

/**
 * Keeps a card the provider attached for `userId` (the `card.attached` event). The first usable
 * card becomes the default. Past 5 cards (two setups finished at once) the card is detached at
 * the provider instead. Answers what was done.
 */
export async function saveAttachedCard(
  tx: Transaction,
  provider: PaymentProvider,
  userId: number,
  card: ProviderCard,
  now: Date,
): Promise<'saved' | 'known' | 'noUser' | 'limit'> {
  if (!(await lockFan(tx, userId))) return 'noUser';
  const [known] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.provider, provider.name), eq(savedCards.providerMethodId, card.methodId)));
  if (known) return 'known';
  if ((await liveCount(tx, userId)) >= SAVED_CARDS_MAX) {
    await provider.detachCard(tx, card.methodId, now);
    return 'limit';
  }
  await tx.insert(savedCards).values({
    userId,
    provider: provider.name,
    providerMethodId: card.methodId,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    createdAt: now,
  });
  await ensureDefault(tx, userId, now);
  return 'saved';
}

/** Starts adding a card (`payment/getStripeKey`); refused at 5 saved cards (server.card.limit). */
export async function startCardSetup(deps: MoneyDeps, userId: number): Promise<CardSetup> {
  return deps.db.transaction(async (tx) => {
    await lockFan(tx, userId);
    if ((await liveCount(tx, userId)) >= SAVED_CARDS_MAX)
      throw new ServiceError('server.card.limit', { max: SAVED_CARDS_MAX });
    const setup = await deps.provider.createCardSetup(tx, userId, deps.now());
    return {
      provider: deps.provider.name,
      publishable_key: setup.publishableKey,
      client_secret: setup.clientSecret,
      confirm_url: setup.confirmUrl,
    };
  });
}

/** One of the fan's live cards by its provider id, or server.card.notFound. */
export async function cardOf(tx: Database | Transaction, userId: number, methodId: string): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(live(userId), eq(savedCards.providerMethodId, methodId)));
  if (!card) throw new ServiceError('server.card.notFound');
  return card;
}

/** Removes a card (and detaches it at the provider); a default removed passes to the newest usable card. */
export async function deleteCard(deps: MoneyDeps, userId: number, methodId: string): Promise<CardList> {
  return deps.db.transaction(async (tx) => {
    await lockFan(tx, userId);
    const card = await cardOf(tx, userId, methodId);
    const now = deps.now();
    await tx.update(savedCards).set({ deletedAt: now, isDefault: 0 }).where(eq(savedCards.id, card.id));
    await deps.provider.detachCard(tx, card.providerMethodId, now);
    await ensureDefault(tx, userId, now);
    return listCards(tx, userId);
  });
}

/** Makes a card the default; a banned or expired card is refused (info.invalidCard). */
export async function makeDefaultCard(deps: MoneyDeps, userId: number, methodId: string): Promise<CardList> {
  return deps.db.transaction(async (tx) => {
    await lockFan(tx, userId);
    const card = await cardOf(tx, userId, methodId);
    if (!isCardUsable(card, deps.now())) throw new ServiceError('info.invalidCard');
    await tx.update(savedCards).set({ isDefault: 0 }).where(live(userId));
    await tx.update(savedCards).set({ isDefault: 1 }).where(eq(savedCards.id, card.id));
    return listCards(tx, userId);
  });
}

/**
 * Bans a card (the provider or an operator found it unusable: fraud, a chargeback): it can no
 * longer pay nor be the default; another usable card becomes the default.
 */
export async function banCard(db: Database, cardId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(savedCards)
      .set({ banned: 1, isDefault: 0 })
      .where(eq(savedCards.id, cardId))
      .returning({ userId: savedCards.userId });
    if (!card) return false;
    await ensureDefault(tx, card.userId, now);
    return true;
  });
}

/** Lifts a ban: the card may pay and be chosen as the default again; a fan with no default gets one. */
export async function unbanCard(db: Database, cardId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(savedCards)
      .set({ banned: 0 })
      .where(eq(savedCards.id, cardId))
      .returning({ userId: savedCards.userId });
    if (!card) return false;
    await ensureDefault(tx, card.userId, now);
    return true;
  });
}

/** A saved card by its provider id (`pm_…`), deleted or not; undefined when there is none. */
export async function cardOfMethod(db: Database, methodId: string): Promise<CardRow | undefined> {
  const [card] = await db.select().from(savedCards).where(eq(savedCards.providerMethodId, methodId));
  return card;
}
