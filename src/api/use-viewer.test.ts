import { describe, expect, it } from 'vitest';
import { AUTH_STATUS, ROLE } from '../contract/enums.ts';
import { viewerOf } from './use-viewer.ts';

describe('the viewer role (spec §4: member 2, creator 3 when auth_status is 2)', () => {
  it('follows the server record: an approved creator becomes role 3, a revoked one role 2', () => {
    expect(viewerOf('t', { username: 'fan', auth_status: AUTH_STATUS.creator }, false)).toMatchObject({
      role: ROLE.creator,
      username: 'fan',
    });
    expect(viewerOf('t', { username: 'fan2', auth_status: AUTH_STATUS.none }, false)).toMatchObject({
      role: ROLE.member,
      username: 'fan2',
    });
    expect(viewerOf('t', { username: 'fan', auth_status: AUTH_STATUS.pending }, false).role).toBe(
      ROLE.member,
    );
  });

  it('leaves a visitor a visitor when a late answer arrives after logout', () => {
    expect(viewerOf(null, { username: 'fan', auth_status: AUTH_STATUS.creator }, false)).toEqual({
      signedIn: false,
      role: ROLE.visitor,
      username: null,
      pending: false,
    });
  });

  it('is a pending member while the record loads, and a member when it could not load', () => {
    expect(viewerOf('t', undefined, true)).toEqual({
      signedIn: true,
      role: ROLE.member,
      username: null,
      pending: true,
    });
    expect(viewerOf('t', undefined, false).pending).toBe(false);
  });
});
