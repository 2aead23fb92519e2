/** Writes the demo's accounts: the demo fans, and the creators with their creator profiles. */
import { AUTH_STATUS, ROLE } from '../../src/contract/enums.ts';
import { hashPassword } from '../auth/passwords.ts';
import { termsAcceptedAt } from '../modules/accounts/terms.service.ts';
import type { Database } from '../db/client.ts';
import { creatorProfiles, users } from '../db/schema.ts';
import { DEMO_FANS, type DemoCredentials } from './demo-accounts.ts';
import type { ProfilePictures } from './pictures.ts';
import type { SeedPlan } from './seed-plan.ts';

/** The password hashes of the demo fans, then of the creators (slow: started before the pictures). */
export function hashDemoPasswords(plan: SeedPlan, credentials: DemoCredentials): Promise<string[]> {
  return Promise.all([
    ...DEMO_FANS.map((_fan, i) => hashPassword(credentials.fans[i]!)),
    ...plan.creators.map(() => hashPassword(credentials.creators)),
  ]);
}

/** Inserts the fans and the creators (users, creator profiles); their ids in plan order. */
export async function insertAccounts(
  tx: Database,
  plan: SeedPlan,
  hashes: readonly string[],
  pictures: readonly ProfilePictures[],
  now: Date,
): Promise<{ fans: number[]; creators: number[] }> {
  const fanRows = await tx
    .insert(users)
    .values(
      DEMO_FANS.map((fan, i) => ({
        uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        aff: 500_000 + (i + 1) * 89,
        username: fan.username,
        email: fan.email,
        passwordHash: hashes[i]!,
        nickname: fan.nickname,
        locale: fan.locale,
        role: ROLE.member,
        emailValidated: 1,
        ...termsAcceptedAt(now),
        createdAt: new Date(now.getTime() - (30 - i) * 24 * 3600 * 1000),
      })),
    )
    .returning({ id: users.id });
  const creatorRows = await tx
    .insert(users)
    .values(
      plan.creators.map((creator, i) => ({
        uuid: creator.uuid,
        aff: creator.aff,
        username: creator.username,
        email: `${creator.username}@example.com`,
        passwordHash: hashes[DEMO_FANS.length + i]!,
        nickname: creator.nickname,
        description: creator.description,
        thumb: pictures[i]!.thumb,
        background: pictures[i]!.background,
        role: ROLE.creator,
        authStatus: AUTH_STATUS.creator,
        emailValidated: 1,
        locale: creator.lang,
        ...termsAcceptedAt(now),
        instagramLink: creator.social.instagram ?? '',
        facebookLink: creator.social.facebook ?? '',
        twitterLink: creator.social.twitter ?? '',
        youtubeLink: creator.social.youtube ?? '',
        tiktokLink: creator.social.tiktok ?? '',
        createdAt: creator.createdAt,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(creatorProfiles).values(
    plan.creators.map((creator, i) => ({
      userId: creatorRows[i]!.id,
      viewCount: creator.viewCount,
      descriptions: creator.descriptions ?? {},
      jsonInfo: { language: creator.lang, categories: creator.categories },
      createdAt: creator.createdAt,
    })),
  );
  return { fans: fanRows.map((row) => row.id), creators: creatorRows.map((row) => row.id) };
}
