/** Column shapes every schema file shares. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; the database computes every column of it (generated). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** When the row was made: set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
