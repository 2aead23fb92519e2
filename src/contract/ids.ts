/**
 * Whole numbers a request names a stored row or value by. The server keeps ids, counts and indexes
 * in PostgreSQL `integer` columns (int4), which hold at most 2,147,483,647: a bigger number would
 * fail in the database ("value out of range") instead of being refused as the caller's mistake, so
 * the contract refuses it first, naming the field.
 */
import { z } from 'zod/mini';

/** The largest value of an `integer` (int4) column. */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** A stored row's id: a whole number from 1 to 2,147,483,647. */
export const databaseId = z.number().check(z.int(), z.minimum(1), z.maximum(DATABASE_INTEGER_MAX));

/**
 * A whole number from 0 to 2,147,483,647 that an `integer` column holds: an index into a list, or
 * an id where 0 means none (`reply_comment_id`).
 */
export const databaseInteger = z.number().check(z.int(), z.minimum(0), z.maximum(DATABASE_INTEGER_MAX));
