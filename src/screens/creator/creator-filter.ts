/** The creator page's filter chips (spec §2): All, each plan, Video, Image. */
import type { CreatorPreview } from '../../contract/creator-preview.ts';
import { RESOURCE_TYPE } from '../../contract/enums.ts';
import type { CreatorPostsFilter } from '../../api/get-creator-posts.ts';

/** A chip's value: 'all', 'video', 'image', or `plan-{id}`. */
export type CreatorFilterChip = 'all' | 'video' | 'image' | `plan-${number}`;

/** What a chip asks the server for, for the creator `uuid` (their own page as previewed, with `preview`). */
export function postsFilterOf(
  uuid: string,
  chip: CreatorFilterChip,
  preview?: CreatorPreview,
): CreatorPostsFilter {
  const page = preview ? { uuid, preview } : { uuid };
  if (chip === 'video') return { ...page, resource_type: RESOURCE_TYPE.video };
  if (chip === 'image') return { ...page, resource_type: RESOURCE_TYPE.image };
  if (chip.startsWith('plan-')) return { ...page, subscription_id: Number(chip.slice('plan-'.length)) };
  return page;
}
