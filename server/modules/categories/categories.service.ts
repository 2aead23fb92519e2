/** Post categories, in the order the app shows them. */
import { asc } from 'drizzle-orm';
import type { Category } from '../../../src/contract/entities.ts';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

/** All categories; the app labels each with its `category.{code}` message. */
export async function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}
