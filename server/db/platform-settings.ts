/**
 * The settings admins change in the console (table platform_settings, issue 23), each with its
 * configured value (server/config/review.ts) until an admin sets one: whether new posts and
 * creator applications wait for an operator. Read where each decision is made (publishing, a
 * processed video, an application), so a change holds from the next request on every process.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { POST_REVIEW_MODES, type PostReviewMode } from '../../src/contract/operators.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, Transaction } from './client.ts';
import { platformSettings } from './schema.ts';

/** Each setting: its stored key and its configured value. */
const SETTINGS = {
  reviewMode: { key: 'review_mode', configured: (config: SettingsConfig) => config.reviewMode },
  creatorReviewMode: {
    key: 'creator_review_mode',
    configured: (config: SettingsConfig) => config.creatorReviewMode,
  },
} as const;

export type PlatformSettingName = keyof typeof SETTINGS;
export type PlatformSettings = Record<PlatformSettingName, PostReviewMode>;
type SettingsConfig = Pick<ServerConfig, 'reviewMode' | 'creatorReviewMode'>;

const isMode = (value: unknown): value is PostReviewMode =>
  (POST_REVIEW_MODES as readonly unknown[]).includes(value);

/** One setting in force. */
export async function platformSettingOf(
  db: Database | Transaction,
  config: SettingsConfig,
  name: PlatformSettingName,
): Promise<PostReviewMode> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, SETTINGS[name].key));
  return isMode(row?.value) ? row.value : SETTINGS[name].configured(config);
}

/** Every setting in force. */
export async function platformSettingsOf(
  db: Database | Transaction,
  config: SettingsConfig,
): Promise<PlatformSettings> {
  const names = Object.keys(SETTINGS) as PlatformSettingName[];
  const rows = await db
    .select()
    .from(platformSettings)
    .where(
      inArray(
        platformSettings.key,
        names.map((name) => SETTINGS[name].key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    names.map((name) => {
      const value = stored.get(SETTINGS[name].key);
      return [name, isMode(value) ? value : SETTINGS[name].configured(config)];
    }),
  ) as PlatformSettings;
}

/** Stores a setting (the key made or replaced). */
export async function writePlatformSetting(
  db: Database | Transaction,
  name: PlatformSettingName,
  value: PostReviewMode,
  now: Date,
): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: SETTINGS[name].key, value, updatedAt: now })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}
