/**
 * The visible mark a creator may put on the unlocked images their viewers receive (issue 26, "Leaks
 * traced to the viewer"; docs/decisions/leaks-traced-to-the-viewer.md): the viewer's own username
 * and the site's host, where the creator places it and as opaque as they choose. Off by default.
 * The server draws it (server/media/watermark/visible.ts); the settings screen previews it.
 */
import { z } from 'zod/mini';

/** Where the mark goes: a corner, the centre, or repeated diagonally over the whole picture. */
export const VISIBLE_MARK_PLACEMENTS = [
  'bottom-right',
  'bottom-left',
  'top-right',
  'top-left',
  'center',
  'tiled',
] as const;
export type VisibleMarkPlacement = (typeof VISIBLE_MARK_PLACEMENTS)[number];

/** How opaque the mark is, in per cent: faint enough not to spoil the picture, never invisible. */
export const VISIBLE_MARK_OPACITY = { min: 10, max: 60, step: 5, default: 30 } as const;

/** A creator's visible-mark setting as it is sent (the settings form validates with it too). */
export const visibleMarkSettingSchema = z.object({
  /** Whether viewers' copies carry the mark. */
  enabled: z.boolean(),
  placement: z.enum(VISIBLE_MARK_PLACEMENTS),
  /** Per cent, 10 to 60. */
  opacity: z.int().check(z.minimum(VISIBLE_MARK_OPACITY.min), z.maximum(VISIBLE_MARK_OPACITY.max)),
});
export type VisibleMarkSetting = z.infer<typeof visibleMarkSettingSchema>;

/** The setting as the server answers it, with the host the mark writes after the viewer's name. */
export const visibleMarkSchema = z.object({
  ...visibleMarkSettingSchema.shape,
  /** The site's host (`fanvault.example`), as the mark shows it. */
  site: z.string(),
});
export type VisibleMark = z.infer<typeof visibleMarkSchema>;

/** What a creator who never chose has: off, and what turning it on starts from. */
export const DEFAULT_VISIBLE_MARK: VisibleMarkSetting = {
  enabled: false,
  placement: 'bottom-right',
  opacity: VISIBLE_MARK_OPACITY.default,
};

/** The mark's text for a viewer: `@username · host`, the same on the server and in the preview. */
export function visibleMarkText(username: string, site: string): string {
  return site ? `@${username} · ${site}` : `@${username}`;
}
