/**
 * Migrations convert the data a running installation already holds, not only the empty schema:
 * a database migrated to an older version, with rows in it, is brought up to date.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, pgliteExtensions } from '../../server/db/client.ts';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fanvault-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('0003: creator profile JSON moves from text to jsonb', () => {
  let client: PGlite;
  let olderMigrations: string;

  beforeAll(async () => {
    client = new PGlite({ extensions: await pgliteExtensions() });
    await client.waitReady;
    olderMigrations = await migrationsUpTo('0002_case_insensitive_account_names');
    await migrate(drizzle(client), { migrationsFolder: olderMigrations });
    const insert = async (id: number, descriptions: string, jsonInfo: string) => {
      await client.query(
        `insert into users (id, aff, username, email, nickname) values ($1, $1, $2, $3, 'n')`,
        [id, `creator${id}`, `creator${id}@example.org`],
      );
      await client.query(
        'insert into creator_profiles (user_id, descriptions, json_info) values ($1, $2, $3)',
        [id, descriptions, jsonInfo],
      );
    };
    await insert(1, '{"en":"Illustrator","fr":"Illustratrice"}', '{"language":"es","categories":["art"]}');
    await insert(2, 'not json at all', '[1,2,3]');
    await insert(3, '"a string"', '{}');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  });

  afterAll(async () => {
    await client.close();
    await rm(olderMigrations, { recursive: true, force: true });
  });

  it('keeps every JSON object as it was, now typed jsonb', async () => {
    const { rows } = await client.query<{ descriptions: unknown; json_info: unknown; kind: string }>(
      `select descriptions, json_info, pg_typeof(descriptions)::text as kind from creator_profiles where user_id = 1`,
    );
    expect(rows).toEqual([
      {
        descriptions: { en: 'Illustrator', fr: 'Illustratrice' },
        json_info: { language: 'es', categories: ['art'] },
        kind: 'jsonb',
      },
    ]);
  });

  it('turns text that is not a JSON object into {} as the server used to read it', async () => {
    const { rows } = await client.query<{ user_id: number; descriptions: unknown; json_info: unknown }>(
      'select user_id, descriptions, json_info from creator_profiles where user_id in (2, 3) order by user_id',
    );
    expect(rows).toEqual([
      { user_id: 2, descriptions: {}, json_info: {} },
      { user_id: 3, descriptions: {}, json_info: {} },
    ]);
  });

  it('defaults a new profile to {} and leaves no helper function behind', async () => {
    await client.query(
      `insert into users (id, aff, username, email, nickname) values (4, 4, 'c4', 'c4@example.org', 'n')`,
    );
    await client.query('insert into creator_profiles (user_id) values (4)');
    const { rows } = await client.query<{ descriptions: unknown; json_info: unknown }>(
      'select descriptions, json_info from creator_profiles where user_id = 4',
    );
    expect(rows).toEqual([{ descriptions: {}, json_info: {} }]);
    const functions = await client.query(
      `select 1 from pg_proc where proname = 'fanvault_text_to_jsonb_object'`,
    );
    expect(functions.rows).toEqual([]);
  });
});
