/** Typed factories of a creator's tracking links (entities-tracking-links.ts). */
import type { TrackingLink } from '../contract/entities-tracking-links.ts';
import { TRACKING_LINKS_MAX } from '../contract/rules/tracking-link-rules.ts';

/** The mocks' creator, whose page the links open. */
export const MOCK_TRACKING_USERNAME = 'maraquinn';

/** 15 March 2026, 12:00 UTC: the newest link. */
const NEWEST_TS = 1_773_576_000;

export function makeTrackingLink(overrides: Partial<TrackingLink> = {}): TrackingLink {
  const id = overrides.id ?? 1;
  const code = overrides.code ?? `mockCode${String(id).padStart(4, '0')}`;
  const ts = overrides.created_ts ?? NEWEST_TS - id * 86_400;
  return {
    id,
    name: 'Instagram bio',
    code,
    url_path: `/${MOCK_TRACKING_USERNAME}?t=${code}`,
    created_ts: ts,
    created_at: new Date(ts * 1000).toISOString(),
    visits: 0,
    sign_ups: 0,
    subscriptions: 0,
    revenue: 0,
    ...overrides,
  };
}

/** Three links, newest first, from busy to new. */
export function makeTrackingLinks(): TrackingLink[] {
  return [
    makeTrackingLink({
      id: 1,
      name: 'Instagram bio',
      visits: 1284,
      sign_ups: 57,
      subscriptions: 23,
      revenue: 412.77,
    }),
    makeTrackingLink({
      id: 2,
      name: 'TikTok spring campaign',
      visits: 310,
      sign_ups: 12,
      subscriptions: 4,
      revenue: 59.96,
    }),
    makeTrackingLink({ id: 3, name: 'Newsletter' }),
  ];
}

/** As many links as a creator may have: the limit reached. */
export function makeTrackingLinksAtLimit(): TrackingLink[] {
  return Array.from({ length: TRACKING_LINKS_MAX }, (_, index) =>
    makeTrackingLink({ id: index + 1, name: `Campaign ${index + 1}`, visits: 50 - index }),
  );
}
