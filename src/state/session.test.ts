import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STATUS, ROLE } from '../contract/enums.ts';
import { roleOfAuthStatus, session, signIn, signOut, syncSessionWithUser } from './session.ts';

describe('session role (spec §4: member 2, creator 3 when auth_status is 2)', () => {
  beforeEach(signOut);

  it('derives the role from auth_status', () => {
    expect(roleOfAuthStatus(AUTH_STATUS.none)).toBe(ROLE.member);
    expect(roleOfAuthStatus(AUTH_STATUS.pending)).toBe(ROLE.member);
    expect(roleOfAuthStatus(AUTH_STATUS.creator)).toBe(ROLE.creator);
  });

  it('follows the server record: an approved creator becomes role 3, a revoked one role 2', () => {
    signIn({ token: 't', username: 'fan', aff: 5, uuid: 'u-5', role: ROLE.member });
    syncSessionWithUser({ username: 'fan', aff: 5, uuid: 'u-5', auth_status: AUTH_STATUS.creator });
    expect(session.role).toBe(ROLE.creator);
    syncSessionWithUser({ username: 'fan2', aff: 5, uuid: 'u-5', auth_status: AUTH_STATUS.none });
    expect(session).toMatchObject({ role: ROLE.member, username: 'fan2' });
  });

  it('leaves a visitor a visitor when a late answer arrives after logout', () => {
    syncSessionWithUser({ username: 'fan', aff: 5, uuid: 'u-5', auth_status: AUTH_STATUS.creator });
    expect(session).toMatchObject({ role: ROLE.visitor, username: null, token: null });
  });

  it('refuses a login without username, aff or uuid and stays a visitor', () => {
    expect(signIn({ token: 't', username: '', aff: 5, uuid: 'u-5', role: ROLE.member })).toBe(false);
    expect(session.token).toBeNull();
    expect(session.role).toBe(ROLE.visitor);
  });
});
