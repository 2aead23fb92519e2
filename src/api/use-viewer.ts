/**
 * Who is using the app, read from the user-info query (user/getUserInfo) and the session token:
 * the one source of the signed-in user's role and username. valtio keeps only the token; the
 * record itself is server data and lives in the query cache, so an approval seen by any fetch
 * of it (start-up, a refetch) changes the role everywhere at once.
 */
import { ROLE, type Role } from '../contract/enums.ts';
import type { UserInfo } from '../contract/entities-account.ts';
import { roleOfAuthStatus } from '../contract/rules/roles.ts';
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';
import { useUserInfo } from './get-user-info.ts';

export interface Viewer {
  /** True while a session token is held. */
  signedIn: boolean;
  /**
   * visitor (1) without a token; member (2) or creator (3) from the record's auth_status (spec
   * §4). While the record is not loaded a signed-in user counts as a member.
   */
  role: Role;
  /** The account name, once the record has loaded; null for a visitor. */
  username: string | null;
  /** Signed in and the record still loading: the role may yet turn out to be creator. */
  pending: boolean;
}

/** The viewer for a token and the user-info answer (a record outliving its token is ignored). */
export function viewerOf(
  token: string | null,
  info: Pick<UserInfo, 'username' | 'auth_status'> | undefined,
  loading: boolean,
): Viewer {
  if (!token) return { signedIn: false, role: ROLE.visitor, username: null, pending: false };
  if (!info) return { signedIn: true, role: ROLE.member, username: null, pending: loading };
  return {
    signedIn: true,
    role: roleOfAuthStatus(info.auth_status),
    username: info.username,
    pending: false,
  };
}

/** The current viewer; fetches the user's record when signed in. */
export function useViewer(): Viewer {
  const { token } = useSnapshot(session);
  const userInfo = useUserInfo();
  return viewerOf(token, userInfo.data, userInfo.isPending);
}
