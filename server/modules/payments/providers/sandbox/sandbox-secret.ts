/**
 * The sandbox's webhook signing secret: SANDBOX_WEBHOOK_SECRET when set, else a secret generated
 * once under `DATA_DIR/secrets/sandbox-webhook.secret` (like the media image key), so every
 * process sharing DATA_DIR signs and checks with the same one.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const GENERATED_SANDBOX_SECRET_FILE = path.join('secrets', 'sandbox-webhook.secret');

function parseSecret(text: string, file: string): string {
  const secret = text.trim();
  if (secret.length < 16) throw new Error(`${file} holds no secret; remove it or set SANDBOX_WEBHOOK_SECRET`);
  return secret;
}

const resolved = new Map<string, Promise<string>>();

async function readOrCreate(file: string): Promise<string> {
  try {
    return parseSecret(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written to a file of its own and hard-linked into place: of processes starting together, one
  // wins and the others read its secret.
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(candidate, `whsec_${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(candidate, { force: true });
  }
  return parseSecret(await readFile(file, 'utf8'), file);
}

/** The secret both the sandbox (signing) and our webhook route (checking) use. */
export function resolveSandboxSecret(settings: {
  dataDir: string;
  payments: { sandboxWebhookSecret: string | undefined };
}): Promise<string> {
  if (settings.payments.sandboxWebhookSecret) return Promise.resolve(settings.payments.sandboxWebhookSecret);
  const file = path.join(settings.dataDir, GENERATED_SANDBOX_SECRET_FILE);
  let secret = resolved.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    resolved.set(file, secret);
    secret.catch(() => resolved.delete(file));
  }
  return secret;
}
