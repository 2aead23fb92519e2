/** Typed factories of a creator's mass messages (entities-mass-messages.ts). */
import type { MassMessage } from '../contract/entities-mass-messages.ts';
import { mockBlurredPhoto } from './images.ts';

/** 15 March 2026, 12:00 UTC: the stories' present; the newest mass message was made then. */
export const MOCK_MASS_NOW_TS = 1_773_576_000;
const HOUR = 3600;

const iso = (ts: number) => new Date(ts * 1000).toISOString();

export function makeMassMessage(overrides: Partial<MassMessage> = {}): MassMessage {
  const id = overrides.id ?? 1;
  const created = overrides.created_ts ?? MOCK_MASS_NOW_TS - id * 5 * HOUR;
  const sendTs = overrides.send_ts ?? created;
  return {
    id,
    text: 'New set tonight! Thank you all for being here.',
    audience: 'subscribers',
    plan_id: 0,
    plan_name: '',
    list_id: 0,
    list_name: '',
    min_amount: 0,
    price: 0,
    previews: [],
    video: null,
    status: 'sent',
    send_ts: sendTs,
    send_at: iso(sendTs),
    recipients: 128,
    delivered: 128,
    created_ts: created,
    ...overrides,
  };
}

/** A paid mass message with a video instead of pictures, its video `status` (ready: a poster and 1:24). */
export function makeVideoMassMessage(
  status: NonNullable<MassMessage['video']>['status'] = 'ready',
  overrides: Partial<MassMessage> = {},
): MassMessage {
  const ready = status === 'ready';
  return makeMassMessage({
    id: 5,
    text: 'The full beach video',
    price: 14.99,
    video: {
      status,
      poster_blur: ready ? mockBlurredPhoto({ width: 96, height: 96, seed: 7 }) : '',
      duration: ready ? 84 : 0,
    },
    // Its copies wait for the encoding; a failed one does not go.
    ...(ready ? {} : { status: status === 'failed' ? 'cancelled' : 'sending', recipients: 0, delivered: 0 }),
    ...overrides,
  });
}

/** Four: one scheduled tomorrow for one plan, a paid one going out, one sent to the expired, one cancelled. */
export function makeMassMessages(): MassMessage[] {
  return [
    makeMassMessage({
      id: 4,
      text: 'Live stream tomorrow at 8 pm, see you there!',
      audience: 'plan',
      plan_id: 2,
      plan_name: 'Inner circle',
      status: 'scheduled',
      send_ts: MOCK_MASS_NOW_TS + 24 * HOUR,
      send_at: iso(MOCK_MASS_NOW_TS + 24 * HOUR),
      recipients: 0,
      delivered: 0,
      created_ts: MOCK_MASS_NOW_TS - HOUR,
    }),
    makeMassMessage({
      id: 3,
      text: 'Behind the scenes of the beach shoot',
      price: 9.99,
      previews: [0, 1, 2].map((seed) => mockBlurredPhoto({ width: 96, height: 96, seed })),
      status: 'sending',
      recipients: 1240,
      delivered: 600,
    }),
    makeMassMessage({
      id: 2,
      text: 'I miss you! Come back for the new season.',
      audience: 'expired',
      recipients: 42,
      delivered: 42,
    }),
    makeMassMessage({
      id: 1,
      text: 'A thank-you for my biggest supporters',
      audience: 'spent',
      min_amount: 50,
      status: 'cancelled',
      recipients: 0,
      delivered: 0,
    }),
  ];
}
