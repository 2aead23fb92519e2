/**
 * `npm run ops -- approve <postId>` / `reject <postId> --reason "..."` / `approve-creator <username>`
 * / `reject-creator <username> --reason "..."`: an operator's review decision (review.ts); and the
 * money commands `refund`, `dispute`, `withdrawal-pass|complete|fail` (money.ts); `backup DIR` and
 * `restore DIR [--force]` (backup.ts); `trace-leak FILE`, who a leaked image was served to (trace-leak.ts).
 */
import { ConfigError, loadDeploymentConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { JOB_NAMES } from '../job-handlers.ts';
import { openJobQueue } from '../jobs/job-queue.ts';
import { createMailer } from '../mail/create-mailer.ts';
import type { MailRequest } from '../mail/mailer.ts';
import {
  approveCreator,
  rejectCreator,
} from '../modules/creator-applications/creator-applications.service.ts';
import { BACKUP_USAGE, parseBackupCommand, runBackupCommand, type BackupCommand } from './backup.ts';
import { MONEY_USAGE, parseMoneyCommand, runMoneyCommand } from './money.ts';
import {
  OPERATOR_USAGE,
  parseOperatorCommand,
  runOperatorCommand,
  type OperatorCommand,
} from './operators.ts';
import { createWatermarker, watermarkSecretOf } from '../media/watermark/watermark.ts';
import { approvePost, OPS_USAGE, parseOpsCommand, rejectPost } from './review.ts';
import {
  parseTraceLeakCommand,
  runTraceLeak,
  TRACE_LEAK_USAGE,
  type TraceLeakCommand,
} from './trace-leak.ts';

async function run(): Promise<number> {
  const args = process.argv.slice(2);
  const backup = parseBackupCommand(args);
  if (backup) return runBackup(backup);
  const operatorCommand = parseOperatorCommand(args);
  if (operatorCommand) return runOperator(operatorCommand);
  const trace = parseTraceLeakCommand(args);
  if (trace) return runTrace(trace);
  const money = parseMoneyCommand(args);
  const command = money ? undefined : parseOpsCommand(args);
  if (money && 'problem' in money) {
    console.error(money.problem);
    console.error(`${OPS_USAGE}\n${MONEY_USAGE}\n${OPERATOR_USAGE}\n${BACKUP_USAGE}\n${TRACE_LEAK_USAGE}`);
    return 2;
  }
  if (command?.action === 'help') {
    if (command.problem) console.error(command.problem);
    console.error(`${OPS_USAGE}\n${MONEY_USAGE}\n${OPERATOR_USAGE}\n${BACKUP_USAGE}\n${TRACE_LEAK_USAGE}`);
    return 2;
  }
  const config = loadDeploymentConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (money) {
      // A refund's provider event is delivered by a job, queued with the refund.
      const queue = await openJobQueue(database, JOB_NAMES);
      const outcome = await runMoneyCommand(database.db, config, money, new Date()).finally(() =>
        queue.close(),
      );
      (outcome.ok ? console.log : console.error)(outcome.message);
      return outcome.ok ? 0 : 1;
    }
    if (!command) return 2;
    if (command.action === 'approve-creator' || command.action === 'reject-creator') {
      const now = new Date();
      // The applicant is told by mail, as when the console decides (SMTP_URL, else the outbox); a
      // mail that cannot go is said, and the decision stands.
      const mailer = createMailer(config, database.db);
      const mail = {
        send: (request: MailRequest) =>
          mailer.send(request).catch((error: unknown) => {
            console.error(`The applicant could not be told by mail: ${String(error)}`);
          }),
        close: () => mailer.close(),
      };
      const decided =
        command.action === 'approve-creator'
          ? await approveCreator(database.db, command.username, now, mail)
          : await rejectCreator(database.db, command.username, command.reason, now, mail);
      await mail.close();
      if (!decided.ok) {
        console.error(decided.reason);
        return 1;
      }
      console.log(
        command.action === 'approve-creator'
          ? `${decided.username} is now a creator (auth_status 2).`
          : `${decided.username}'s application is rejected; they may apply again.`,
      );
      return 0;
    }
    const outcome =
      command.action === 'approve'
        ? await approvePost(database.db, command.postId)
        : await rejectPost(database.db, command.postId, command.reason, command.note);
    if (!outcome.ok) {
      console.error(outcome.reason);
      return 1;
    }
    console.log(
      `Post ${outcome.postId} is now ${command.action === 'approve' ? 'published (2)' : 'rejected (5)'}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** The backup and restore commands (backup.ts): they open the database themselves, as it is. */
async function runBackup(command: BackupCommand | { problem: string }): Promise<number> {
  if ('problem' in command) {
    console.error(`${command.problem}\n${BACKUP_USAGE}`);
    return 2;
  }
  const outcome = await runBackupCommand(loadDeploymentConfig(process.env), command);
  (outcome.ok ? console.log : console.error)(outcome.message);
  return outcome.ok ? 0 : 1;
}

/** The operator account commands (operators.ts). */
async function runOperator(command: OperatorCommand | { problem: string }): Promise<number> {
  if ('problem' in command) {
    console.error(`${command.problem}\n${OPERATOR_USAGE}`);
    return 2;
  }
  const config = loadDeploymentConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    const outcome = await runOperatorCommand(database.db, config, command, new Date());
    (outcome.ok ? console.log : console.error)(outcome.message);
    return outcome.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

/** The leak tracer (trace-leak.ts): the mark's key from the deployment's MEDIA_SIGNING_KEY. */
async function runTrace(command: TraceLeakCommand): Promise<number> {
  if ('problem' in command) {
    console.error(`${command.problem}\n${TRACE_LEAK_USAGE}`);
    return 2;
  }
  const config = loadDeploymentConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    const watermarker = createWatermarker(watermarkSecretOf(config.mediaSigningKey));
    const outcome = await runTraceLeak(database.db, watermarker, command.file);
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    return outcome.code;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `The command failed: ${String(error)}`);
    process.exit(1);
  },
);
