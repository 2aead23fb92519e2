/** Tracking links (issue 25; docs/decisions/tracking-links.md): a creator's named links to their page and what each brought. */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { trackingLinkSchema } from '../entities-tracking-links.ts';
import { databaseId } from '../ids.ts';
import { text } from '../strings.ts';
import { trackingLinkFormSchema } from '../rules/tracking-link-rules.ts';

/** Makes a named link to the creator's own page (creators only; at most TRACKING_LINKS_MAX). */
export const createTrackingLinkCall = defineCall({
  path: 'user/createTrackingLink',
  access: 'member',
  request: trackingLinkFormSchema,
  response: trackingLinkSchema,
});

/** The creator's links, newest first, with their figures; `total` is how many they have, `max` how many they may (TRACKING_LINKS_MAX). */
export const listTrackingLinksCall = defineCall({
  path: 'user/getTrackingLinkList',
  access: 'member',
  request: pageParamsSchema,
  response: z.extend(pageOf(trackingLinkSchema), {
    total: z.int().check(z.nonnegative()),
    max: z.int().check(z.positive()),
  }),
});

/** Deletes one of the creator's own links, and its figures with it. */
export const deleteTrackingLinkCall = defineCall({
  path: 'user/deleteTrackingLink',
  access: 'member',
  request: z.object({ id: databaseId }),
  response: z.object({}),
});

/**
 * A visit of the creator page through a link (`?t=CODE`), from a visitor or a member: counted, and
 * for a member their arrival through it is recorded (the latest link wins). Answers whose page it is.
 */
export const trackingLinkVisitCall = defineCall({
  path: 'app/trackingLinkVisit',
  access: 'anyone',
  request: z.object({ code: text().check(z.maxLength(64)) }),
  response: z.object({ username: text() }),
});
