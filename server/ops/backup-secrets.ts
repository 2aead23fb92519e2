/**
 * The generated secrets of DATA_DIR/secrets in a backup: the media image key (unless
 * MEDIA_IMAGE_KEY is set) and the sandbox's webhook secret (unless SANDBOX_WEBHOOK_SECRET is).
 * The restored server keeps them, so the apps that cached the image key keep decrypting originals
 * and the sandbox events signed before the backup still verify. Secrets set in the environment
 * are the operator's configuration, not data, and are not copied.
 */
import { chmod, copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { checksumOf, type BackupFile } from './backup-manifest.ts';

const secretsDirOf = (dataDir: string) => path.join(dataDir, 'secrets');

/** Copies every file of DATA_DIR/secrets into `dir/secrets/`. */
export async function copySecretsOut(dataDir: string, dir: string): Promise<BackupFile[]> {
  const from = secretsDirOf(dataDir);
  const entries = await readdir(from, { withFileTypes: true }).catch(() => []);
  const copied: BackupFile[] = [];
  for (const entry of entries.filter((one) => one.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    await mkdir(path.join(dir, 'secrets'), { recursive: true, mode: 0o700 });
    const target = path.join(dir, 'secrets', entry.name);
    await copyFile(path.join(from, entry.name), target);
    await chmod(target, 0o600);
    copied.push({ path: entry.name, ...(await checksumOf(target)) });
  }
  return copied;
}

/** The target's secrets that exist and differ from the backup's: restoring would replace them. */
export async function secretsThatDiffer(dataDir: string, secrets: readonly BackupFile[]): Promise<string[]> {
  const differ: string[] = [];
  for (const secret of secrets) {
    const file = path.join(secretsDirOf(dataDir), secret.path);
    const found = await checksumOf(file).catch(() => undefined);
    if (found && found.sha256 !== secret.sha256) differ.push(file);
  }
  return differ;
}

/** Writes the backup's secrets into DATA_DIR/secrets, readable by their owner only. */
export async function copySecretsIn(
  dataDir: string,
  dir: string,
  secrets: readonly BackupFile[],
): Promise<void> {
  if (secrets.length === 0) return;
  await mkdir(secretsDirOf(dataDir), { recursive: true, mode: 0o700 });
  for (const secret of secrets) {
    const target = path.join(secretsDirOf(dataDir), secret.path);
    await copyFile(path.join(dir, 'secrets', secret.path), target);
    await chmod(target, 0o600);
  }
}
