/**
 * The demo's feedback inbox (issue 23: something in every console queue): two messages waiting
 * for an operator, one from the demo fan and one from a visitor, and one already handled.
 */
import type { Database } from '../db/client.ts';
import { FEEDBACK_TYPE } from '../../src/contract/rules/feedback-rules.ts';
import { feedback } from '../db/schema.ts';

const HOUR_MS = 3600_000;

/** Writes the demo feedback; `fanId` is the first demo fan's user id. */
export async function seedFeedback(db: Database, fanId: number, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  await db.insert(feedback).values([
    {
      userId: fanId,
      type: FEEDBACK_TYPE.bug,
      content: 'The video player stops after a few seconds on my phone when I switch to full screen.',
      email: 'fan@example.com',
      locale: 'en',
      createdAt: at(5),
    },
    {
      guestId: '3f1c7e52-9a0b-4d6e-8c21-5b7a9e0d4f13',
      type: FEEDBACK_TYPE.suggestion,
      content: 'Me gustaría poder pagar con PayPal. ¿Está previsto?',
      email: 'visitante@example.org',
      locale: 'es',
      createdAt: at(30),
    },
    {
      userId: fanId,
      type: FEEDBACK_TYPE.other,
      content: 'Thanks for adding the dark mode!',
      email: 'fan@example.com',
      locale: 'en',
      status: 'handled',
      createdAt: at(72),
      handledAt: at(70),
    },
  ]);
}
