/**
 * Hashes one file off the main thread (file-sha256.ts), reporting progress after each step. The
 * page ends the worker to cancel. Needs 'wasm-unsafe-eval' in the CSP's script-src
 * (server/http/security.ts).
 */
import { sha256InSteps } from './file-sha256.ts';

export type HashReply = { progress: number } | { hash: string } | { error: string };

self.onmessage = async (event: MessageEvent<Blob>) => {
  const post = (reply: HashReply) => self.postMessage(reply);
  try {
    const hash = await sha256InSteps(
      event.data,
      (progress) => post({ progress }),
      () => false,
    );
    post(hash ? { hash } : { error: 'stopped' });
  } catch (error) {
    post({ error: String(error) });
  }
};
