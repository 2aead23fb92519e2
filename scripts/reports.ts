/**
 * `npm run reports -- list` / `resolve <id> [--note "..."]` / `dismiss <id> [--note "..."]`: the
 * operators' view of user reports (docs/operations.md, "Reports"), on the configured database.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { closeReport, listOpenReports } from '../server/modules/reports/reports.ops.ts';

const USAGE = 'usage: npm run reports -- list | resolve <id> [--note "..."] | dismiss <id> [--note "..."]';

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { note: { type: 'string', default: '' } },
  });
  const [action, rawId] = positionals;
  const id = Number(rawId);
  const closing = action === 'resolve' || action === 'dismiss';
  if (action !== 'list' && !(closing && Number.isInteger(id) && id > 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (action === 'list') {
      const open = await listOpenReports(database.db);
      if (open.length === 0) console.log('No open reports.');
      for (const report of open) {
        const post = report.postId === null ? '' : ` post ${report.postId}`;
        console.log(
          `#${report.id} ${report.createdAt.toISOString()} ${report.reporter ?? '(deleted account)'} reported ` +
            `${report.reported}${post}: ${report.reason} [${report.locale}] ${JSON.stringify(report.description)}`,
        );
      }
      return 0;
    }
    const outcome = action === 'resolve' ? 'resolved' : 'dismissed';
    if (!(await closeReport(database.db, id, outcome, values.note, new Date()))) {
      console.error(`No open report #${id}.`);
      return 1;
    }
    console.log(`Report #${id} is ${outcome}.`);
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
