/**
 * `npm run ops -- ARGS` run as an operator runs it (`tsx server/ops/cli.ts`, a process of its own),
 * on an embedded database of its own whatever database the suite runs on: for what the command
 * line itself prints and answers (usage, exit codes, names of what does not exist).
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { migratedDataDir } from './test-database.ts';

export interface OpsCommandResult {
  /** 0 done, 1 refused (what does not exist), 2 usage. */
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs each command in turn on one new migrated DATA_DIR, then removes it. */
export async function runOpsCommands(commands: readonly string[][]): Promise<OpsCommandResult[]> {
  const dataDir = await migratedDataDir();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  const results: OpsCommandResult[] = [];
  try {
    for (const args of commands) {
      results.push(
        await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['server/ops/cli.ts', ...args], {
          env,
        })
          .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
          .catch((error: { code: number; stdout: string; stderr: string }) => ({
            code: error.code,
            stdout: error.stdout,
            stderr: error.stderr,
          })),
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}
