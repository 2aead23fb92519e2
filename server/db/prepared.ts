/**
 * Statements prepared once per database: Drizzle builds their SQL on first use rather than on
 * every call (on a small call that building cost more CPU than the rest of the service), and
 * PostgreSQL parses each once per connection, since the name travels with it. Values come in as
 * `sql.placeholder`s; a list of ids as one array (`= any(${placeholder}::integer[])`), so one
 * statement serves any number of them (docs/decisions.md, "The server's cost per call").
 */
import type { Database } from './client.ts';

/** `build` run once per database (the server has one; each test database gets its own). */
export function preparedPerDatabase<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
