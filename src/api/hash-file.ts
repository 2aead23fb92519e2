/**
 * A file's SHA-256 for the video upload's resume key (spec §9), in a Web Worker so hashing a
 * large video never blocks the page; where no worker can start, on this thread in yielding steps.
 * Cancelling ends the worker at once.
 */
import type { HashReply } from './file-sha256.worker.ts';

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** In the worker; rejects with `fallBack` when it cannot start (no worker, a CSP refusing it). */
function hashInWorker(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL('./file-sha256.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => (end(), reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if ('progress' in reply) return onProgress(reply.progress);
      end();
      if ('hash' in reply) resolve(reply.hash);
      else reject(new HashUnavailable(reply.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end();
      reject(new HashUnavailable(event.message));
    };
    worker.postMessage(file);
  });
}

class HashUnavailable extends Error {
  override name = 'HashUnavailable';
}

async function hashHere(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const { sha256InSteps } = await import('./file-sha256.ts');
  // Lets the page paint and take input between steps.
  const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const hash = await sha256InSteps(file, onProgress, () => Boolean(signal?.aborted), yieldToPage);
  if (hash === null) throw abortError();
  return hash;
}

/** The file's lowercase hex SHA-256, reported as 0..1 of its own work. */
export async function sha256OfFile(
  file: Blob,
  onProgress: (fraction: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<string> {
  if (signal?.aborted) throw abortError();
  if (typeof Worker !== 'undefined') {
    try {
      return await hashInWorker(file, onProgress, signal);
    } catch (error) {
      if (!(error instanceof HashUnavailable)) throw error;
    }
  }
  return hashHere(file, onProgress, signal);
}
