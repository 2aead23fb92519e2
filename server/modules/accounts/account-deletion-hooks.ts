/**
 * What other modules do when an account is deleted. Accounts knows none of them: the composition
 * root (server/modules/index.ts) hands deleteAccount the list, so a module that keeps something of
 * a member adds its hook there instead of being imported here.
 */
import type { Database, Transaction } from '../../db/client.ts';

/** Stored files of a member: single keys and whole folders. */
export interface StoredMedia {
  keys: string[];
  folders: string[];
}

export interface AccountDeletionHook {
  /** Inside the deleting transaction, before the user's row goes: counts the cascade would leave wrong. */
  beforeDelete?(tx: Transaction, userId: number): Promise<void>;
  /**
   * Read before the rows go: private documents of the user (identity documents, feedback images),
   * removed as soon as the rows are gone, and by the removal job again if that fails.
   */
  storedFilesOf?(db: Database, userId: number): Promise<string[]>;
  /** Read before the rows go: the user's media, removed by a job once the deletion has committed. */
  storedMediaOf?(db: Database, userId: number): Promise<StoredMedia>;
}
