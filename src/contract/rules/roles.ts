import { AUTH_STATUS, ROLE, type Role } from '../enums.ts';

/**
 * Spec §4: a signed-in user is a member (2), and a creator (3) once auth_status is 2 (an
 * approved application). The one place the rule lives; the app and the server both use it.
 */
export function roleOfAuthStatus(authStatus: number): Exclude<Role, 1> {
  return authStatus === AUTH_STATUS.creator ? ROLE.creator : ROLE.member;
}
