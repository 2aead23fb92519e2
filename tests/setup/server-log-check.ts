/**
 * The server project's global setup: a folder for this run's server logs (every test server writes
 * its lines there, tests/server/helpers/server-logs.ts), and after the last test file a search of
 * every line for the secrets a log must never hold (docs/operations.md, "Metrics and logs"): the
 * demo's passwords and TOTP secrets, the development keys, the sandbox's test card numbers, and
 * every password, token, secret and cookie the tests sent or were handed during the run. One found
 * fails the run, naming the file, the line's message and request id, and which secret it was.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { DEVELOPMENT_MEDIA_SIGNING_KEY } from '../../server/config/media.ts';
import { SANDBOX_TEST_CARDS } from '../../server/modules/payments/providers/sandbox/sandbox-cards.ts';
import {
  DEMO_CREATOR_PASSWORD,
  DEMO_FANS,
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATORS,
} from '../../server/seed/demo-accounts.ts';
import {
  LOG_FILE_SUFFIX,
  SECRETS_FILE_SUFFIX,
  SERVER_LOG_DIR_VARIABLE,
} from '../server/helpers/server-logs.ts';

/** A secret and what to call it in a failure (never the secret itself). */
interface Secret {
  value: string;
  kind: string;
}

/** Secrets every run knows of: the seed's, the development keys and the test cards. */
function knownSecrets(): Secret[] {
  const cards = Object.values(SANDBOX_TEST_CARDS).flatMap((number) => [
    number,
    number.replace(/(\d{4})(?=\d)/g, '$1 '),
  ]);
  return [
    ...DEMO_FANS.map((fan) => ({ value: fan.password, kind: 'a demo password' })),
    { value: DEMO_CREATOR_PASSWORD, kind: 'the demo creators’ password' },
    { value: DEMO_OPERATOR_PASSWORD, kind: 'the demo operators’ password' },
    ...DEMO_OPERATORS.map((operator) => ({ value: operator.totpSecret, kind: 'a TOTP secret' })),
    { value: DEVELOPMENT_KEYS.aesKey, kind: 'the development API_AES_KEY' },
    { value: DEVELOPMENT_KEYS.signKey, kind: 'the development API_SIGN_KEY' },
    { value: DEVELOPMENT_MEDIA_SIGNING_KEY, kind: 'the development MEDIA_SIGNING_KEY' },
    ...cards.map((value) => ({ value, kind: 'a card number' })),
  ];
}

/** Files of the run's folder with this suffix. */
function filesOf(dir: string, suffix: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name));
}

function recordedSecrets(dir: string): Secret[] {
  const values = new Set(
    filesOf(dir, SECRETS_FILE_SUFFIX).flatMap((file) => readFileSync(file, 'utf8').split('\n')),
  );
  values.delete('');
  return [...values].map((value) => ({ value, kind: 'a password, token or secret the tests handled' }));
}

/** Every secret is at least this long, and indexed by its first characters. */
const PREFIX = 8;

/**
 * Where secrets occur in `text`: one pass over the text, looking each position's first PREFIX
 * characters up in an index (thousands of tokens against megabytes of log would take minutes one
 * secret at a time).
 */
function findSecrets(text: string, secrets: readonly Secret[]): { at: number; secret: Secret }[] {
  const byPrefix = new Map<string, Secret[]>();
  for (const secret of secrets) {
    const prefix = secret.value.slice(0, PREFIX);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), secret]);
  }
  const found: { at: number; secret: Secret }[] = [];
  for (let at = 0; at + PREFIX <= text.length; at += 1) {
    const candidates = byPrefix.get(text.slice(at, at + PREFIX));
    const secret = candidates?.find((candidate) => text.startsWith(candidate.value, at));
    if (secret) found.push({ at, secret });
  }
  return found;
}

/** A finding as a reader can follow it up: the file, the line's message and request id. */
function describe(file: string, text: string, at: number, secret: Secret): string {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  let line: { msg?: unknown; requestId?: unknown } = {};
  try {
    line = JSON.parse(text.slice(start, end < 0 ? undefined : end)) as typeof line;
  } catch {
    // Not a JSON line: the file name and the kind still say enough.
  }
  return `${path.basename(file)}: ${secret.kind} in the line "${String(line.msg)}" (request ${String(line.requestId)})`;
}

/** Every finding in the run's logs. */
export function secretsInLogs(dir: string): string[] {
  const secrets = [...knownSecrets(), ...recordedSecrets(dir)].filter(
    (secret) => secret.value.length >= PREFIX,
  );
  return filesOf(dir, LOG_FILE_SUFFIX).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return findSecrets(text, secrets).map(({ at, secret }) => describe(file, text, at, secret));
  });
}

const FOLDER_PREFIX = 'fanvault-server-logs-';
const A_DAY_MS = 24 * 3600_000;

/** Folders of runs that were killed before their check (a day old: no run lasts that long). */
function removeAbandonedFolders(): void {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(FOLDER_PREFIX))) {
    const folder = path.join(tmpdir(), name);
    if (Date.now() - statSync(folder).mtimeMs > A_DAY_MS) rmSync(folder, { recursive: true, force: true });
  }
}

export function setup(): () => void {
  removeAbandonedFolders();
  const dir = mkdtempSync(path.join(tmpdir(), FOLDER_PREFIX));
  // The test workers start after this and inherit it.
  process.env[SERVER_LOG_DIR_VARIABLE] = dir;
  return () => {
    const findings = secretsInLogs(dir);
    if (findings.length > 0) {
      throw new Error(
        `The server logs of this run hold ${findings.length} secret(s); the logs are kept in ${dir}:\n` +
          findings.slice(0, 20).join('\n'),
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
