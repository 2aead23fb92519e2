/**
 * A field of a select written as SQL, one level down: Drizzle writes the columns at the top of a
 * one-table select's fields without their table, which inside a field's subquery would name the
 * subquery's own table; nested, every column keeps its table's name.
 */
import { sql, type SQL } from 'drizzle-orm';

export const subqueryField = <T>(expression: SQL) => sql<T>`${expression}`;
