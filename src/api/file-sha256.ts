/**
 * A file's SHA-256 in 4 MiB steps with hash-wasm (WebAssembly, incremental): about 20 times
 * crypto-js's speed, and no step holds its thread long. Runs in file-sha256.worker.ts in the
 * browser, on the calling thread where there are no workers (Node, the upload client's tests).
 */
import { createSHA256 } from 'hash-wasm';

export const HASH_STEP_BYTES = 4 * 1024 * 1024;

/** Lowercase hex; `onProgress` gets 0..1 after each step; `stopped` is asked before each. */
export async function sha256InSteps(
  file: Blob,
  onProgress: (fraction: number) => void,
  stopped: () => boolean,
  betweenSteps: () => Promise<void> = async () => undefined,
): Promise<string | null> {
  const hasher = await createSHA256();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += HASH_STEP_BYTES) {
    if (stopped()) return null;
    const bytes = new Uint8Array(await file.slice(offset, offset + HASH_STEP_BYTES).arrayBuffer());
    hasher.update(bytes);
    onProgress(Math.min(1, (offset + bytes.length) / file.size));
    await betweenSteps();
  }
  return stopped() ? null : hasher.digest('hex');
}
