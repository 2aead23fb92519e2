/**
 * A creator previewing their own page (spec §2 mine/profile-prvw): as a visitor sees it, or as a
 * subscriber of every plan of theirs does. The creator page's calls take it as `preview`; the
 * server applies it only to the caller's own page and ignores it on anyone else's.
 */
import { z } from 'zod/mini';

export const CREATOR_PREVIEWS = ['visitor', 'subscriber'] as const;
export type CreatorPreview = (typeof CREATOR_PREVIEWS)[number];

/** The optional `preview` field of the creator page's calls. */
export const creatorPreviewField = z.optional(z.enum(CREATOR_PREVIEWS));
