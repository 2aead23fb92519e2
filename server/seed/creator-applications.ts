/**
 * The demo's creator applications queue (issue 23: something in every console queue): two
 * members waiting for a reviewer, one of whom was refused once before (the reason shows in their
 * mine area). Their identity photos are drawn here, clearly specimens, and stored through the
 * same document service as a real upload (private, under documents/).
 */
import sharp from 'sharp';
import { AUTH_STATUS, ROLE } from '../../src/contract/enums.ts';
import { CREATOR_APPLICATION_STATUS, IDENTITY_TYPE } from '../../src/contract/rules/creator-application.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { creatorApplications, creatorDocuments, users } from '../db/schema.ts';
import type { MediaStorage } from '../media/storage.ts';
import { DEMO_APPLICANT_PASSWORD } from './demo-accounts.ts';
import { termsAcceptedAt } from '../modules/accounts/terms.service.ts';
import { storeCreatorDocument } from '../modules/creator-applications/creator-documents.service.ts';
import { eq } from 'drizzle-orm';

const HOUR_MS = 3600_000;

/** The demo applicants: they sign in with their email and the applicants' password (demo-accounts.ts). */
const APPLICANTS = [
  {
    username: 'aikosketches',
    email: 'applicant@example.com',
    nickname: 'Aiko Sketches',
    locale: 'en',
    aff: 700_000 + 97,
    hue: 210,
    country: 'JP',
    identityType: IDENTITY_TYPE.passport,
    hoursAgo: 20,
    refusedBefore: 'The photo of your passport is blurred: please take it again in good light.',
  },
  {
    username: 'karimcooks',
    email: 'applicant2@example.com',
    nickname: 'كريم يطبخ',
    locale: 'ar',
    aff: 700_000 + 2 * 97,
    hue: 30,
    country: 'MA',
    identityType: IDENTITY_TYPE.idCard,
    hoursAgo: 3,
    refusedBefore: null,
  },
] as const;

/** A document photo: a card on a desk, marked SPECIMEN so no one takes it for a real one. */
function documentSvg(hue: number, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520">
<rect width="800" height="520" fill="hsl(${hue},15%,82%)"/>
<rect x="60" y="60" width="680" height="400" rx="24" fill="hsl(${hue},45%,92%)" stroke="hsl(${hue},40%,45%)" stroke-width="4"/>
<rect x="100" y="130" width="180" height="230" rx="8" fill="hsl(${hue},30%,70%)"/>
<circle cx="190" cy="215" r="50" fill="hsl(${hue},25%,55%)"/>
<rect x="120" y="285" width="140" height="60" rx="30" fill="hsl(${hue},25%,55%)"/>
<text x="320" y="120" font-family="sans-serif" font-size="30" font-weight="bold" fill="hsl(${hue},40%,30%)">IDENTITY DOCUMENT</text>
<text x="320" y="190" font-family="sans-serif" font-size="26" fill="#333">${name}</text>
<rect x="320" y="220" width="340" height="16" rx="8" fill="hsl(${hue},20%,70%)"/>
<rect x="320" y="256" width="280" height="16" rx="8" fill="hsl(${hue},20%,70%)"/>
<rect x="320" y="292" width="310" height="16" rx="8" fill="hsl(${hue},20%,70%)"/>
<text x="400" y="420" font-family="sans-serif" font-size="64" font-weight="bold" fill="hsl(0,70%,45%)" fill-opacity="0.55" text-anchor="middle" transform="rotate(-12 400 400)">SPECIMEN</text>
</svg>`;
}

/** A face photo: a drawn figure holding a small card in front of a plain wall. */
function faceSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
<rect width="600" height="800" fill="hsl(${hue},20%,88%)"/>
<circle cx="300" cy="280" r="120" fill="hsl(${hue + 10},35%,62%)"/>
<rect x="140" y="420" width="320" height="380" rx="140" fill="hsl(${hue},45%,40%)"/>
<rect x="330" y="470" width="200" height="130" rx="12" fill="hsl(${hue},45%,92%)" stroke="hsl(${hue},40%,45%)" stroke-width="3"/>
<text x="300" y="760" font-family="sans-serif" font-size="48" font-weight="bold" fill="hsl(0,70%,45%)" fill-opacity="0.55" text-anchor="middle">SPECIMEN</text>
</svg>`;
}

const jpegOf = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();

/** Stores a document like an upload (checked, re-encoded, private) and answers its row id. */
async function storedDocument(
  deps: { db: Database; config: ServerConfig; storage: MediaStorage },
  userId: number,
  svg: string,
  now: Date,
): Promise<number> {
  const ref = await storeCreatorDocument(deps, userId, await jpegOf(svg), now);
  const [row] = await deps.db
    .select({ id: creatorDocuments.id })
    .from(creatorDocuments)
    .where(eq(creatorDocuments.ref, ref));
  return row!.id;
}

/** Writes the demo applicants, their documents and their applications. */
export async function seedCreatorApplications(
  db: Database,
  deps: { config: ServerConfig; storage: MediaStorage },
  now: Date,
  password: string = DEMO_APPLICANT_PASSWORD,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  for (const applicant of APPLICANTS) {
    const [user] = await db
      .insert(users)
      .values({
        aff: applicant.aff,
        username: applicant.username,
        email: applicant.email,
        passwordHash,
        nickname: applicant.nickname,
        locale: applicant.locale,
        role: ROLE.member,
        authStatus: AUTH_STATUS.pending,
        emailValidated: 1,
        ...termsAcceptedAt(now),
        createdAt: at(24 * 10),
      })
      .returning({ id: users.id });
    const store = (svg: string, createdAt: Date) => storedDocument({ db, ...deps }, user!.id, svg, createdAt);
    if (applicant.refusedBefore) {
      const sent = at(applicant.hoursAgo + 72);
      const [idDocumentId, faceDocumentId] = [
        await store(documentSvg(applicant.hue + 40, applicant.nickname), sent),
        await store(faceSvg(applicant.hue + 40), sent),
      ];
      await linkedApplication(db, user!.id, {
        country: applicant.country,
        identityType: applicant.identityType,
        idDocumentId,
        faceDocumentId,
        status: CREATOR_APPLICATION_STATUS.rejected,
        reason: applicant.refusedBefore,
        createdAt: sent,
        reviewedAt: at(applicant.hoursAgo + 60),
      });
    }
    const sent = at(applicant.hoursAgo);
    const [idDocumentId, faceDocumentId] = [
      await store(documentSvg(applicant.hue, applicant.nickname), sent),
      await store(faceSvg(applicant.hue), sent),
    ];
    await linkedApplication(db, user!.id, {
      country: applicant.country,
      identityType: applicant.identityType,
      idDocumentId,
      faceDocumentId,
      status: CREATOR_APPLICATION_STATUS.pending,
      reason: '',
      createdAt: sent,
      reviewedAt: null,
    });
  }
}

/** Inserts an application and marks its two documents as its own. */
async function linkedApplication(
  db: Database,
  userId: number,
  application: Omit<typeof creatorApplications.$inferInsert, 'userId'>,
) {
  const [row] = await db
    .insert(creatorApplications)
    .values({ userId, ...application })
    .returning({ id: creatorApplications.id });
  for (const documentId of [application.idDocumentId, application.faceDocumentId]) {
    await db
      .update(creatorDocuments)
      .set({ applicationId: row!.id })
      .where(eq(creatorDocuments.id, documentId));
  }
}
