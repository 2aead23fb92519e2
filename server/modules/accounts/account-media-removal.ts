/**
 * Removing a deleted account's stored files (issue 26; docs/decisions/account-deletion.md): the
 * deletion queues this job in its own transaction, so the job exists exactly when the rows are
 * gone; it removes every file and folder named, then the marked copies of the member's images and
 * those made for them (server/media/watermark/marked-images.ts). Removing what is already gone
 * is no error, so a failure (storage unreachable) is simply retried, with backoff, until it passes.
 */
import type { JobWriter } from '../../jobs/job-queue.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { removeMarkedCopies } from '../../media/watermark/marked-images.ts';
import type { StoredMedia } from './account-deletion-hooks.ts';

export const ACCOUNT_MEDIA_JOB = 'accounts.remove-media';
/** Tries before the job gives up (about a day of backoff at 10 minutes at most between tries). */
const REMOVAL_ATTEMPTS = 150;

/** Queues the removal in the deleting transaction. */
export async function queueMediaRemoval(tx: JobWriter, userId: number, media: StoredMedia) {
  await enqueueJob(tx, {
    name: ACCOUNT_MEDIA_JOB,
    payload: { userId, keys: media.keys, folders: media.folders },
    maxAttempts: REMOVAL_ATTEMPTS,
  });
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function accountMediaRemovalHandler(deps: {
  storage: MediaStorage;
  markedCacheDir: string;
}): JobHandler {
  return {
    async run(payload) {
      const keys = stringsOf(payload.keys);
      for (const folder of stringsOf(payload.folders)) await deps.storage.removeFolder(folder);
      for (const key of keys) await deps.storage.remove(key);
      await removeMarkedCopies(deps.markedCacheDir, keys, Number(payload.userId));
    },
  };
}
