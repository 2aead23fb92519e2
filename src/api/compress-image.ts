/**
 * Compresses an image for a post in a Web Worker (image-compression.worker.ts), so a large photo
 * never blocks the page. One worker serves every image, one at a time in arrival order.
 */
import type { CompressReply, CompressRequest } from './image-compression.worker.ts';

/** The image could not be read or compressed (spec §8: the item fails with content.processFail). */
export class ImageProcessError extends Error {
  constructor(message = 'The image could not be processed') {
    super(message);
    this.name = 'ImageProcessError';
  }
}

let worker: Worker | undefined;
let sequence = 0;
const waiting = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();

function compressionWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./image-compression.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<CompressReply>) => {
    const reply = event.data;
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('blob' in reply) entry?.resolve(reply.blob);
    else entry?.reject(new ImageProcessError(reply.error));
  };
  created.onerror = () => {
    // A worker that failed to start fails every image waiting on it; the next image starts a new one.
    for (const entry of waiting.values()) entry.reject(new ImageProcessError());
    waiting.clear();
    worker = undefined;
  };
  worker = created;
  return created;
}

/**
 * The image at most 3 MB and 1920 px on its long side; an image already within both comes back
 * unchanged (a GIF keeps its animation). Rejects with ImageProcessError when it cannot be read,
 * with an AbortError when `signal` aborts first.
 */
export function compressImage(file: Blob, signal?: AbortSignal): Promise<Blob> {
  if (signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise<Blob>((resolve, reject) => {
    sequence += 1;
    const id = sequence;
    const onAbort = () => {
      waiting.delete(id);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    waiting.set(id, {
      resolve: (blob) => (done(), resolve(blob)),
      reject: (error) => (done(), reject(error)),
    });
    try {
      compressionWorker().postMessage({ id, file } satisfies CompressRequest);
    } catch {
      waiting.delete(id);
      done();
      reject(new ImageProcessError());
    }
  });
}
