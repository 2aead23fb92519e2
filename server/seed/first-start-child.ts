/**
 * The child process a server's first start seeds the demo in (first-start-process.ts starts it):
 * it takes its request from its parent, opens the database with the same settings, migrates it when
 * asked (a new embedded database), seeds the demo with the credentials given (or, when none are,
 * those the settings ask for on an empty database), closes it and ends, answering which credentials
 * it seeded. What it prints goes to the parent's output as if the parent printed it.
 */
import { loadDeploymentConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { JOB_NAMES } from '../job-handlers.ts';
import { openJobQueue } from '../jobs/job-queue.ts';
import { createStorage } from '../media/create-storage.ts';
import type { DemoCredentials } from './demo-accounts.ts';
import { demoSeedDue, seedDemo } from './first-start.ts';

/** What the parent asks: `migrate` when it has not (a new embedded database). */
export interface FirstStartChildRequest {
  migrate: boolean;
  credentials?: DemoCredentials | undefined;
}

/** What the child answers: the credentials it seeded with (null: it did not seed), or why it failed. */
export type FirstStartChildAnswer = { seeded: DemoCredentials | null } | { failed: string };

async function prepare(request: FirstStartChildRequest): Promise<DemoCredentials | null> {
  const config = loadDeploymentConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    if (request.migrate) await database.migrate();
    const credentials = request.credentials ?? (await demoSeedDue(database.db, config));
    if (!credentials) return null;
    // The demo's video posts queue their encodes.
    const queue = await openJobQueue(database, JOB_NAMES);
    try {
      await seedDemo(database.db, { config, storage: createStorage(config), credentials });
    } finally {
      await queue.close();
    }
    return credentials;
  } finally {
    await database.close();
  }
}

// A server that ends (a signal, a crash) takes its seed with it.
process.once('disconnect', () => process.exit(1));

process.once('message', (request: FirstStartChildRequest) => {
  // Ends at once when the answer is sent: an idle socket of the S3 client must not hold it open.
  const answer = (message: FirstStartChildAnswer) =>
    process.send!(message, () => process.exit('failed' in message ? 1 : 0));
  prepare(request).then(
    (seeded) => answer({ seeded }),
    (error: unknown) => answer({ failed: error instanceof Error ? error.message : String(error) }),
  );
});
