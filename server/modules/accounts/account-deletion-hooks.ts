/**
 * What other modules do when an account is deleted. Accounts knows none of them: the composition
 * root (server/modules/index.ts) hands deleteAccount the list, so a module that keeps something of
 * a member adds its hook there instead of being imported here.
 */
import type { Database, Transaction } from '../../db/client.ts';

export interface AccountDeletionHook {
  /** Inside the deleting transaction, before the user's row goes: counts the cascade would leave wrong. */
  beforeDelete?(tx: Transaction, userId: number): Promise<void>;
  /** Read before the rows go: stored files of the user, removed from storage once the rows are gone. */
  storedFilesOf?(db: Database, userId: number): Promise<string[]>;
}
