/**
 * The manifest of a backup (`manifest.json` in its folder): what it holds, with sizes and SHA-256
 * checksums, so a restore can prove the copy is whole before it touches anything. It is written
 * last: a folder without one is an interrupted backup.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { isValidKey } from '../media/storage.ts';

export const MANIFEST_FILE = 'manifest.json';
/** What a manifest says it is, so a stray JSON file is never taken for one. */
export const BACKUP_FORMAT = 'fanvault-backup';
/** Bumped when the layout changes in a way an older restore could not read. */
export const BACKUP_VERSION = 1;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
/** A file of the backup; `path` is checked by the kind of file, so no manifest can name one outside its folder. */
const fileOf = (pathSchema: z.ZodType<string>) =>
  z.object({ path: pathSchema, bytes: z.number().int().nonnegative(), sha256: sha256Schema });
export type BackupFile = { path: string; bytes: number; sha256: string };

/** The database dump's file name, by kind. */
export const DATABASE_FILES = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;
const databaseFileSchema = fileOf(z.enum([DATABASE_FILES.pglite, DATABASE_FILES.postgres]));
const mediaFileSchema = fileOf(z.string().refine(isValidKey, { message: 'is not a media key' }));
const secretFileSchema = fileOf(
  z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/, { message: 'is not a file name' }),
);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: databaseFileSchema,
    /** `select version()` of the database that was dumped. */
    serverVersion: z.string(),
    /** pg_dump's `--version` (PostgreSQL only). */
    dumpTool: z.string().optional(),
    /** Migrations applied (drizzle.__drizzle_migrations) and the `when` of the latest. */
    migrations: z.object({ applied: z.number().int().nonnegative(), latest: z.number().nullable() }),
    /** Rows per table of the public schema, counted in the dumped snapshot. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.object({
    /** The storage the files were copied from (`local` or `s3`); any storage restores them. */
    from: z.enum(['local', 's3']),
    /** One entry per media object; `path` is its storage key, under `media/` in the folder. */
    files: z.array(mediaFileSchema),
  }),
  /** The generated secrets of DATA_DIR/secrets (`path` is the file's name, under `secrets/`). */
  secrets: z.array(secretFileSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A stream step that hashes and counts what passes through. */
export function hashing() {
  const hash = createHash('sha256');
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return { transform, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** Size and SHA-256 of a file, read as a stream (media files may be gigabytes). */
export async function checksumOf(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file), async function (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}

/** Writes the manifest through a temporary name, so a manifest on disk is always whole. */
export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(dir, MANIFEST_FILE);
  await writeFile(`${file}.partial`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.partial`, file);
}

/** The manifest of the backup in `dir`, or why there is none that this version can read. */
export async function readManifest(dir: string): Promise<BackupManifest | { problem: string }> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined)
    return { problem: `${dir} holds no ${MANIFEST_FILE}: it is not a backup, or the backup did not finish.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `${path.join(dir, MANIFEST_FILE)} is not valid JSON.` };
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > BACKUP_VERSION)
    return {
      problem: `This backup has format version ${version}; this FanVault reads up to ${BACKUP_VERSION}.`,
    };
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: `${MANIFEST_FILE} is not a FanVault backup manifest (${issue?.path.join('.')}: ${issue?.message}).`,
    };
  }
  return parsed.data;
}

/**
 * The files of the manifest that are missing or differ from it in the folder (at most `limit`
 * named): a backup copied in part, or changed since, is refused whole.
 */
export async function filesThatDiffer(dir: string, manifest: BackupManifest, limit = 5): Promise<string[]> {
  const expected = [
    { ...manifest.database.file, at: manifest.database.file.path },
    ...manifest.media.files.map((file) => ({ ...file, at: path.join('media', file.path) })),
    ...manifest.secrets.map((file) => ({ ...file, at: path.join('secrets', file.path) })),
  ];
  const differ: string[] = [];
  for (const file of expected) {
    const found = await checksumOf(path.join(dir, file.at)).catch(() => undefined);
    if (!found) differ.push(`${file.at} (missing)`);
    else if (found.bytes !== file.bytes || found.sha256 !== file.sha256) differ.push(`${file.at} (changed)`);
    if (differ.length >= limit) break;
  }
  return differ;
}
