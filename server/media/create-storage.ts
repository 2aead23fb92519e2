/** The storage driver the settings choose (STORAGE_DRIVER, docs/operations.md). */
import type { ServerConfig } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalDiskStorage, type MediaStorage } from './storage.ts';

export function createStorage(config: Pick<ServerConfig, 'storage' | 'mediaDir'>): MediaStorage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage.s3)
    : createLocalDiskStorage(config.mediaDir);
}
