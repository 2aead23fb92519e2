/**
 * `npm run feedback -- list` / `handle <id>`: the operators' view of feedback (docs/operations.md,
 * "Feedback"), on the configured database: the new feedback, oldest first, and marking one handled.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { listNewFeedback, markFeedbackHandled } from '../server/modules/feedback/feedback.ops.ts';

const USAGE = 'usage: npm run feedback -- list | handle <id>';

async function run(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [action, rawId] = positionals;
  const id = Number(rawId);
  if (action !== 'list' && !(action === 'handle' && Number.isInteger(id) && id > 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (action === 'list') {
      const open = await listNewFeedback(database.db);
      if (open.length === 0) console.log('No new feedback.');
      for (const item of open) {
        const sender = item.sender ?? `visitor ${item.guestId ?? '(no guest id)'}`;
        console.log(
          `#${item.id} ${item.createdAt.toISOString()} ${sender} <${item.email}> type ${item.type} ` +
            `[${item.locale}] ${JSON.stringify(item.content)}` +
            item.attachments.map((key) => `\n    ${key}`).join(''),
        );
      }
      return 0;
    }
    if (!(await markFeedbackHandled(database.db, id, new Date()))) {
      console.error(`No new feedback #${id}.`);
      return 1;
    }
    console.log(`Feedback #${id} is handled.`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
