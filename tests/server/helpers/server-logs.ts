/**
 * The server suite's logs and the secrets they must not hold (tests/setup/server-log-check.ts):
 * every test server writes its log lines to a file of this run, and records the secrets its test
 * handled (passwords sent, tokens and secrets answered, cookies set) beside them. After the run,
 * the check looks for each recorded secret in every log line.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The run's folder, set by the server project's global setup; unset outside it (no files). */
export const SERVER_LOG_DIR_VARIABLE = 'FANVAULT_SERVER_LOG_DIR';

/** Files of the folder: log lines (`.jsonl`) and recorded secrets (`.secrets`), one per worker. */
export const LOG_FILE_SUFFIX = '.jsonl';
export const SECRETS_FILE_SUFFIX = '.secrets';

/** Shorter values are not recorded: they would be found by chance (an id, a count). */
const SHORTEST_SECRET = 8;
/** Names of fields whose values are secrets (`password`, `token`, `chat_token`, `client_secret`). */
const SECRET_FIELD = /password|passwd|token|secret/i;
/** Names of settings whose values are secrets (`STRIPE_SECRET_KEY`, `API_SIGN_KEY`). */
const SECRET_SETTING = /KEY|SECRET|PASSWORD|TOKEN/;

const files = new Map<string, number>();

/** An append-only file of this worker, opened once and written synchronously (nothing lost at exit). */
function fileOf(suffix: string): number | undefined {
  const dir = process.env[SERVER_LOG_DIR_VARIABLE];
  if (!dir) return undefined;
  const name = path.join(dir, `worker-${process.pid}${suffix}`);
  let fd = files.get(name);
  if (fd === undefined) {
    mkdirSync(dir, { recursive: true });
    fd = openSync(name, 'a');
    files.set(name, fd);
  }
  return fd;
}

process.once('exit', () => files.forEach((fd) => closeSync(fd)));

/** Where a test server's log lines go; undefined when the run keeps no logs. */
export function serverLogFile(): { write(line: string): void } | undefined {
  const fd = fileOf(LOG_FILE_SUFFIX);
  if (fd === undefined) return undefined;
  return { write: (line) => void writeSync(fd, line.endsWith('\n') ? line : `${line}\n`) };
}

/** Records secrets the logs must not hold, one a line. */
export function recordSecrets(values: Iterable<string>): void {
  const found = [...values].filter((value) => value.length >= SHORTEST_SECRET && !value.includes('\n'));
  const fd = found.length > 0 ? fileOf(SECRETS_FILE_SUFFIX) : undefined;
  if (fd !== undefined) writeSync(fd, `${found.join('\n')}\n`);
}

/** The string values of secret-named fields anywhere in `value` (a payload, an answer). */
export function secretsIn(value: unknown, named = false): string[] {
  if (typeof value === 'string') return named ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => secretsIn(item, named));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => secretsIn(item, named || SECRET_FIELD.test(key)));
}

/** The values of the secret settings among `env`. */
export function secretSettingsIn(env: Record<string, string> = {}): string[] {
  return Object.entries(env).flatMap(([name, value]) => (SECRET_SETTING.test(name) ? [value] : []));
}

/** The values of Set-Cookie headers (`name=value; Path=/...`). */
export function cookieValues(setCookies: readonly string[]): string[] {
  return setCookies.map((cookie) => cookie.split(';')[0]!.split('=').slice(1).join('='));
}
