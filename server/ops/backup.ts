/**
 * `npm run ops -- backup DIR` and `npm run ops -- restore DIR [--force]` (docs/operations.md,
 * "Backup and restore"): the database, the media store and the generated secrets, with a
 * manifest of sizes, checksums and row counts.
 *
 * Why the copy is consistent: the database snapshot is taken first, the media copied after.
 * Every writer stores a file before it commits the row that names it, so each file the snapshot
 * names was already in the store; files stored later are extras no restored row names, and media
 * keys are never rewritten in place. Only a removal during the copy could miss a file, and a
 * removal always follows the change that stopped naming it (a replaced avatar, a deleted
 * account's documents): with PGlite the server is stopped anyway, so nothing moves at all.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { createStorage } from '../media/create-storage.ts';
import {
  databaseKindOf,
  schemaProblem,
  tablesThatDiffer,
  type DatabaseFacts,
  type DatabaseSnapshot,
  type Problem,
} from './backup-database.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_FILES,
  filesThatDiffer,
  readManifest,
  writeManifest,
  type BackupManifest,
} from './backup-manifest.ts';
import { copyMediaIn, copyMediaOut, mediaKeys, mediaStoreHasObjects } from './backup-media.ts';
import { dumpPglite, inUseProblem, loadPglite, pgliteHoldsData, pgliteInUse } from './backup-pglite.ts';
import { dumpPostgres, loadPostgres, postgresHoldsData } from './backup-postgres.ts';
import { copySecretsIn, copySecretsOut, secretsThatDiffer } from './backup-secrets.ts';

export type BackupCommand =
  { action: 'backup'; dir: string } | { action: 'restore'; dir: string; force: boolean };

export const BACKUP_USAGE = `  npm run ops -- backup DIR                             (database, media and generated secrets into an empty DIR)
  npm run ops -- restore DIR [--force]                  (into an empty DATA_DIR / database; --force replaces what is there)`;

/** Reads a backup command; undefined when the action is not one, a problem when it is malformed. */
export function parseBackupCommand(args: readonly string[]): BackupCommand | Problem | undefined {
  const [action, ...rest] = args;
  if (action !== 'backup' && action !== 'restore') return undefined;
  const force = rest.includes('--force');
  const others = rest.filter((arg) => arg !== '--force');
  const dir = others[0];
  if (!dir || others.length > 1 || dir.startsWith('--'))
    return {
      problem: `Give the backup folder: npm run ops -- ${action} DIR${action === 'restore' ? ' [--force]' : ''}`,
    };
  if (action === 'backup' && force)
    return { problem: 'backup has no --force: give it an empty or new folder.' };
  return action === 'backup' ? { action, dir: path.resolve(dir) } : { action, dir: path.resolve(dir), force };
}

export interface CommandOutcome {
  ok: boolean;
  message: string;
}

const refused = (message: string): CommandOutcome => ({ ok: false, message });

/** Runs a backup command with the server's settings. */
export function runBackupCommand(config: ServerConfig, command: BackupCommand): Promise<CommandOutcome> {
  return command.action === 'backup'
    ? backUp(config, command.dir)
    : restore(config, command.dir, command.force);
}

/** Takes a backup into `dir`, which must be empty or new. */
export async function backUp(config: ServerConfig, dir: string): Promise<CommandOutcome> {
  const present = await readdir(dir).catch(() => undefined);
  if (present && present.length > 0)
    return refused(`${dir} is not empty: give a new or empty folder, so two backups never mix.`);
  // The backup holds the secrets and every member's data: readable by its owner only.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const createdAt = new Date().toISOString();
  const database = await dumpDatabase(config, dir);
  if ('problem' in database) {
    await rm(path.join(dir, DATABASE_FILES[databaseKindOf(config)]), { force: true });
    return refused(database.problem);
  }
  const keys: string[] = [];
  for await (const key of mediaKeys(config)) keys.push(key);
  const media = await copyMediaOut(createStorage(config), keys, dir);
  const secrets = await copySecretsOut(config.dataDir, dir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt,
    database,
    media: { from: config.storage.driver, files: media },
    secrets,
  };
  await writeManifest(dir, manifest);
  return { ok: true, message: `Backed up into ${dir}: ${summaryOf(manifest)}.` };
}

function dumpDatabase(config: ServerConfig, dir: string): Promise<DatabaseSnapshot | Problem> {
  return config.databaseUrl ? dumpPostgres(config.databaseUrl, dir) : dumpPglite(config.pgliteDir, dir);
}

function summaryOf(manifest: BackupManifest): string {
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.media.files.reduce((sum, file) => sum + file.bytes, 0);
  return (
    `${manifest.database.kind} database (${Object.keys(manifest.database.tables).length} tables, ${rows} rows), ` +
    `${manifest.media.files.length} media files (${(bytes / 1024 / 1024).toFixed(1)} MiB), ` +
    `${manifest.secrets.length} generated secrets`
  );
}

/** Restores the backup in `dir` into the configured data folder, database and storage. */
export async function restore(config: ServerConfig, dir: string, force: boolean): Promise<CommandOutcome> {
  const manifest = await readManifest(dir);
  if ('problem' in manifest) return refused(manifest.problem);
  const mismatch = await backupProblem(config, dir, manifest);
  if (mismatch) return refused(mismatch);
  const target = await targetProblem(config, manifest, force);
  if (target) return refused(target);
  // The database goes last: a restore cut short leaves no database naming files that are not there.
  await copySecretsIn(config.dataDir, dir, manifest.secrets);
  await copyMediaIn(createStorage(config), dir, manifest.media.files);
  const facts = await loadDatabase(config, dir, manifest, force);
  if ('problem' in facts) return refused(facts.problem);
  const differ = tablesThatDiffer(manifest.database.tables, facts.tables);
  if (differ.length > 0)
    return refused(`The restored database differs from the manifest: ${differ.join('; ')}.`);
  return { ok: true, message: `Restored from ${dir} (taken ${manifest.createdAt}): ${summaryOf(manifest)}.` };
}

/** Why this backup cannot be restored here whatever the target holds, if it cannot. */
async function backupProblem(
  config: ServerConfig,
  dir: string,
  manifest: BackupManifest,
): Promise<string | undefined> {
  const kind = databaseKindOf(config);
  if (manifest.database.kind !== kind)
    return (
      `This backup holds a ${manifest.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} database, ` +
      `but the settings name ${kind === 'pglite' ? 'the embedded PGlite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}: ` +
      'restore it with the same kind of database.'
    );
  if (manifest.database.file.path !== DATABASE_FILES[kind])
    return `The manifest names ${manifest.database.file.path} as a ${kind} database: it does not match.`;
  const schema = await schemaProblem(manifest);
  if (schema) return schema;
  const differ = await filesThatDiffer(dir, manifest);
  if (differ.length > 0)
    return `The backup does not match its manifest (${differ.join(', ')}): it is incomplete or was changed; nothing was restored.`;
  return undefined;
}

/** Why the target cannot take the backup: in use, or holding data that only --force may replace. */
async function targetProblem(
  config: ServerConfig,
  manifest: BackupManifest,
  force: boolean,
): Promise<string | undefined> {
  if (!config.databaseUrl && (await pgliteInUse(config.pgliteDir))) return inUseProblem(config.pgliteDir);
  if (force) return undefined;
  const holding: string[] = [];
  const database = config.databaseUrl
    ? await postgresHoldsData(config.databaseUrl)
    : await pgliteHoldsData(config.pgliteDir);
  if (typeof database === 'object') return database.problem;
  if (database)
    holding.push(
      config.databaseUrl ? 'the database of DATABASE_URL has tables' : `${config.pgliteDir} is not empty`,
    );
  if (await mediaStoreHasObjects(config))
    holding.push(
      config.storage.driver === 's3'
        ? `the bucket ${config.storage.s3.bucket} holds media`
        : `${config.mediaDir} holds media`,
    );
  const secrets = await secretsThatDiffer(config.dataDir, manifest.secrets);
  if (secrets.length > 0) holding.push(`${secrets.join(', ')} differ from the backup's`);
  if (holding.length === 0) return undefined;
  return `The target is not empty: ${holding.join('; ')}. Restore into an empty DATA_DIR and database, or add --force to replace them.`;
}

function loadDatabase(
  config: ServerConfig,
  dir: string,
  manifest: BackupManifest,
  replace: boolean,
): Promise<DatabaseFacts | Problem> {
  return config.databaseUrl
    ? loadPostgres(config.databaseUrl, dir, manifest.database.dumpTool, replace)
    : loadPglite(config.pgliteDir, dir, replace);
}
