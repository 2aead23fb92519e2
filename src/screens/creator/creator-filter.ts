/** The creator page's filter chips (spec §2): All, each plan, Video, Image. */
import { RESOURCE_TYPE } from '../../contract/enums.ts';
import type { CreatorPostsFilter } from '../../api/get-creator-posts.ts';

/** A chip's value: 'all', 'video', 'image', or `plan-{id}`. */
export type CreatorFilterChip = 'all' | 'video' | 'image' | `plan-${number}`;

/** What a chip asks the server for, for the creator `uuid`. */
export function postsFilterOf(uuid: string, chip: CreatorFilterChip): CreatorPostsFilter {
  if (chip === 'video') return { uuid, resource_type: RESOURCE_TYPE.video };
  if (chip === 'image') return { uuid, resource_type: RESOURCE_TYPE.image };
  if (chip.startsWith('plan-')) return { uuid, subscription_id: Number(chip.slice('plan-'.length)) };
  return { uuid };
}
