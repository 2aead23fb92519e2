/**
 * What the navigation's publish entry needs to open a creator's file picker in the click itself
 * (use-publish-entry.ts): whether the signed-in user is a creator, read from the cached user
 * record, and the picker with its hand-over to the publish form. A chunk of its own, loaded once
 * the page has loaded: a first visit does not carry it.
 */
import { userInfoKeys } from '../../api/get-user-info.ts';
import { viewerOf } from '../../api/use-viewer.ts';
import type { UserInfo } from '../../contract/entities-account.ts';
import { ROLE } from '../../contract/enums.ts';
import { session } from '../../state/session.ts';
import { appQueryClient } from '../query/with-query.tsx';

export { handOverPickedFiles, pickPostFiles } from '../../features/publish/picked-files-handover.ts';

/** True when the signed-in user's record, already fetched, is a creator's. */
export function isCreatorNow(): boolean {
  const info = appQueryClient().getQueryData<UserInfo>(userInfoKeys.root);
  return viewerOf(session.token, info, false).role === ROLE.creator;
}
