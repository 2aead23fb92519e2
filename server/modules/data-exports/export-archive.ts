/**
 * Writes a data export as one ZIP, streamed end to end: each stored file is opened only when the
 * archive reaches it and flows through yazl into the storage's `putLarge`, so memory holds a few
 * chunks of one file at a time (and, on S3, one 16 MiB part), whatever the export's size
 * (docs/benchmarks.md, "Data export").
 */
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import yazl from 'yazl';
import type { MediaStorage } from '../../media/storage.ts';
import type { ExportContents, ExportTable } from './export-contents.ts';

/**
 * yazl checksums every byte with buffer-crc32's table walk in JavaScript, which was the export's
 * bottleneck (about 60 MB/s on a busy core, against 700 MB/s for zlib's): the same CRC-32 is
 * taken from node:zlib instead (Node 22.2+), on the very module instance yazl requires.
 */
function useNativeCrc32() {
  const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const bufferCrc32 = fromYazl('buffer-crc32') as { unsigned: (data: Buffer, previous?: number) => number };
  bufferCrc32.unsigned = (data, previous = 0) => crc32(data, previous);
}
useNativeCrc32();

/** A cell as CSV writes it: quoted when needed; a leading = + - @ defused for spreadsheets. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV (RFC 4180, CRLF), its columns those of its rows in order of appearance. */
export function csvOf(rows: readonly Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows)
    for (const name of Object.keys(row)) if (!columns.includes(name)) columns.push(name);
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((name) => csvCell(row[name])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The README at the archive's root: what each file is. */
function readmeOf(tables: readonly ExportTable[], fileCount: number, madeAt: Date): string {
  return [
    'FanVault data export',
    '====================',
    '',
    `Made on ${madeAt.toISOString()} (UTC). Each table is here twice, with the same rows:`,
    'as JSON (an array of objects) and as CSV (UTF-8, a header line, comma-separated).',
    'Times are ISO 8601 in UTC; amounts named *_cents are in cents.',
    '',
    ...tables.map(
      (table) => `${table.name}.json, ${table.name}.csv: ${table.about} (rows: ${table.rows.length})`,
    ),
    '',
    `media/: ${fileCount} files, the originals as stored, named in the tables above.`,
    '',
  ].join('\n');
}

/**
 * Builds the archive of `contents` and stores it at `key`; answers its size. A file gone from
 * storage meanwhile (a post deleted while the export ran) is written empty; any other failure stops
 * the write, and nothing is kept at `key`.
 */
export async function writeExportArchive(
  storage: MediaStorage,
  key: string,
  contents: ExportContents,
  madeAt: Date,
): Promise<{ size: number }> {
  const zip = new yazl.ZipFile();
  const mtime = madeAt;
  zip.addBuffer(Buffer.from(readmeOf(contents.tables, contents.files.length, madeAt)), 'README.txt', {
    mtime,
  });
  for (const table of contents.tables) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(table.rows, null, 2)}\n`), `${table.name}.json`, { mtime });
    zip.addBuffer(Buffer.from(`\uFEFF${csvOf(table.rows)}`), `${table.name}.csv`, { mtime });
  }
  for (const file of contents.files) {
    // Images and videos are compressed already: stored as they are, which costs no CPU.
    zip.addReadStreamLazy(file.path, { mtime, compress: false }, (callback) => {
      storage.open(file.key).then(
        (object) => callback(null, object ? object.stream : emptyStream()),
        (error: unknown) => callback(error as Error, undefined as never),
      );
    });
  }
  zip.end();
  const out = new PassThrough();
  zip.outputStream.on('error', (error) => out.destroy(error));
  zip.outputStream.pipe(out);
  return storage.putLarge(key, out);
}

function emptyStream() {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
