/** The mail outbox: messages kept instead of sent when no SMTP server is configured. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  id: number;
  createdAt: Date;
}

/** How many messages the development page shows; enough for any manual or end-to-end run. */
export const OUTBOX_PAGE_SIZE = 200;

export async function storeInOutbox(db: Database, message: OutboxMessage): Promise<void> {
  await db.insert(mailOutbox).values({ ...message, to: message.to.toLowerCase() });
}

/** Newest first, optionally only the messages sent to one address (compared case-insensitively). */
export async function listOutbox(db: Database, to?: string): Promise<StoredOutboxMessage[]> {
  const query = db.select().from(mailOutbox);
  const filtered = to ? query.where(eq(mailOutbox.to, to.trim().toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(OUTBOX_PAGE_SIZE);
}
