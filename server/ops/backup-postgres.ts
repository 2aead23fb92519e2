/**
 * PostgreSQL in a backup: `pg_dump --format=custom` of one snapshot, while the servers keep
 * running. The snapshot is exported by a transaction of ours that also counts the rows, so the
 * manifest's counts are those of the dump. A restore runs `pg_restore` into `psql` as one
 * transaction: the database is either wholly restored or left as it was.
 */
import { spawn } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { checksumOf, DATABASE_FILES } from './backup-manifest.ts';
import {
  factsOf,
  type DatabaseFacts,
  type DatabaseSnapshot,
  type Problem,
  type Query,
} from './backup-database.ts';

/** The URL without its password, which goes to the tools by PGPASSWORD (not seen in `ps`). */
function libpqOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

interface ToolRun {
  code: number | null;
  stderr: string;
  stdout: string;
}

/** Runs a client tool; answers undefined when it is not installed. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const missingTool = (tool: string) =>
  `${tool} is not installed: install PostgreSQL's client tools of the server's major version or newer ` +
  '(Debian: apt-get install postgresql-client).';

/** The major version in a `pg_dump (PostgreSQL) 15.20 ...` line. */
const majorOf = (version: string) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);

async function connected(url: string): Promise<pg.Client | Problem> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    return {
      problem: `Cannot reach the database of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

const queryOn =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

/** Dumps the database into `dir`, with the facts of the same snapshot. */
export async function dumpPostgres(url: string, dir: string): Promise<DatabaseSnapshot | Problem> {
  const tool = await runTool('pg_dump', ['--version'], process.env);
  if (!tool || tool.code !== 0) return { problem: missingTool('pg_dump') };
  const client = await connected(url);
  if ('problem' in client) return client;
  try {
    const [server] = (
      await client.query('select current_setting($1)::int / 10000 as major', ['server_version_num'])
    ).rows as { major: number }[];
    const dumpTool = tool.stdout.trim();
    if (majorOf(dumpTool) < Number(server?.major))
      return {
        problem: `${dumpTool} cannot dump a PostgreSQL ${server?.major} server: install the client tools of version ${server?.major} or newer.`,
      };
    await client.query('begin isolation level repeatable read read only');
    const [snapshot] = (await client.query('select pg_export_snapshot() as id')).rows as { id: string }[];
    const facts = await factsOf(queryOn(client));
    const { dbname, env } = libpqOf(url);
    const file = path.join(dir, DATABASE_FILES.postgres);
    const dumped = await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot!.id}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    if (!dumped || dumped.code !== 0) return { problem: `pg_dump failed: ${dumped?.stderr.trim() ?? ''}` };
    await chmod(file, 0o600);
    return {
      kind: 'postgres',
      file: { path: DATABASE_FILES.postgres, ...(await checksumOf(file)) },
      dumpTool,
      ...facts,
    };
  } finally {
    await client.end();
  }
}

/** The schemas of the database besides PostgreSQL's own, and whether any table exists in them. */
async function contentsOf(client: pg.Client): Promise<{ schemas: string[]; tables: number }> {
  const schemas = await client.query(
    "select nspname as name from pg_namespace where nspname <> 'information_schema' and nspname not like 'pg\\_%' order by 1",
  );
  const tables = await client.query(
    "select count(*)::int as n from pg_tables where schemaname <> 'information_schema' and schemaname not like 'pg\\_%'",
  );
  return {
    schemas: (schemas.rows as { name: string }[]).map((row) => row.name),
    tables: (tables.rows[0] as { n: number }).n,
  };
}

/** True when the database holds a table, or a schema besides `public`, that a restore would meet. */
export async function postgresHoldsData(url: string): Promise<boolean | Problem> {
  const client = await connected(url);
  if ('problem' in client) return client;
  try {
    const contents = await contentsOf(client);
    return contents.tables > 0 || contents.schemas.some((name) => name !== 'public');
  } finally {
    await client.end();
  }
}

/**
 * Restores the dump in one transaction (every schema dropped first when `replace`), then answers
 * the facts of what is now there.
 */
export async function loadPostgres(
  url: string,
  dir: string,
  dumpTool: string | undefined,
  replace: boolean,
): Promise<DatabaseFacts | Problem> {
  const restoreTool = await runTool('pg_restore', ['--version'], process.env);
  if (!restoreTool || restoreTool.code !== 0) return { problem: missingTool('pg_restore') };
  if (dumpTool && majorOf(restoreTool.stdout) < majorOf(dumpTool))
    return {
      problem: `${restoreTool.stdout.trim()} cannot read a dump made by ${dumpTool}: install newer client tools.`,
    };
  const client = await connected(url);
  if ('problem' in client) return client;
  try {
    const { schemas } = await contentsOf(client);
    const prelude = replace
      ? [
          ...schemas.map((name) => `drop schema ${client.escapeIdentifier(name)} cascade;`),
          'create schema public;',
        ].join(' ')
      : undefined;
    const problem = await restoreThroughPsql(url, path.join(dir, DATABASE_FILES.postgres), prelude);
    if (problem) return { problem };
    return await factsOf(queryOn(client));
  } finally {
    await client.end();
  }
}

/**
 * pg_restore's SQL piped into psql, inside one transaction that stops at the first error. psql's
 * input is ended (and the transaction committed) only once pg_restore has finished well; otherwise
 * psql is stopped mid-transaction and PostgreSQL rolls it back.
 */
function restoreThroughPsql(
  url: string,
  file: string,
  prelude: string | undefined,
): Promise<string | undefined> {
  const { dbname, env } = libpqOf(url);
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      ...(prelude ? ['-c', prelude] : []),
      '-f',
      '-',
      `--dbname=${dbname}`,
    ],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  restore.stdout.pipe(psql.stdin, { end: false });
  let errors = '';
  restore.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // psql stops reading at the first error; pg_restore then writes into a closed pipe.
  psql.stdin.on('error', () => undefined);
  const ended = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve) => {
      child.on('error', () => resolve(-1));
      child.on('close', (code) => resolve(code));
    });
  const restored = ended(restore).then((code) => {
    if (code === 0) psql.stdin.end();
    else psql.kill('SIGTERM');
    return code;
  });
  return Promise.all([restored, ended(psql)]).then(([restoreCode, psqlCode]) => {
    if (restoreCode === -1 || psqlCode === -1) return missingTool(restoreCode === -1 ? 'pg_restore' : 'psql');
    if (restoreCode === 0 && psqlCode === 0) return undefined;
    return `The restore failed and was rolled back: ${errors.trim()}`;
  });
}
