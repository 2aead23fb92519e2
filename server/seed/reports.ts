/**
 * The demo's reports queue (issue 23: something in every console queue): one post reported by
 * three fans, with a report of the same post dismissed before, and one creator reported from
 * their page. Each reporter sees their report in "My reports".
 */
import type { Database } from '../db/client.ts';
import { reports } from '../db/schema.ts';
import { REPORT_REASONS, type ReportReason } from '../modules/reports/report-reasons.ts';

const HOUR_MS = 3600_000;

/** What the demo reports are about: ids the seed wrote. */
export interface ReportedInDemo {
  /** The demo fans' user ids (at least three). */
  fans: number[];
  /** A post and its creator, reported from the post. */
  post: { id: number; creatorId: number };
  /** Another creator, reported from their page. */
  creatorId: number;
}

/** Writes the demo reports. */
export async function seedReports(db: Database, reported: ReportedInDemo, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const [first, second, third] = reported.fans;
  if (third === undefined) return;
  const row = (
    reporterId: number,
    reason: ReportReason,
    description: string,
    locale: string,
    hoursAgo: number,
  ) => ({
    reporterId,
    reasonIndex: REPORT_REASONS.indexOf(reason),
    reasonCode: reason,
    description,
    locale,
    createdAt: at(hoursAgo),
  });
  const post = { targetId: reported.post.creatorId, postId: reported.post.id };
  await db.insert(reports).values([
    {
      ...row(first!, 'spam', 'The same post again with a link to another site.', 'en', 240),
      ...post,
      status: 'dismissed',
      action: 'dismiss',
      note: 'One repost is not spam.',
      closedAt: at(230),
    },
    {
      ...row(first!, 'spam', 'Posted three times today, each with a link to another site.', 'en', 26),
      ...post,
    },
    { ...row(second!, 'scam', 'Le lien demande mes coordonnées bancaires.', 'fr', 20), ...post },
    { ...row(third, 'copyright', 'These photos are from my portfolio.', 'en', 3), ...post },
    {
      ...row(second!, 'impersonation', 'Uses the name and photos of a well-known artist.', 'fr', 9),
      targetId: reported.creatorId,
    },
  ]);
}
