import { describe, expect, it } from 'vitest';
import { AUTH_STATUS, ROLE } from '../enums.ts';
import { roleOfAuthStatus } from './roles.ts';

describe('role from auth_status (spec §4)', () => {
  it('makes an approved creator (auth_status 2) role 3', () => {
    expect(roleOfAuthStatus(AUTH_STATUS.creator)).toBe(ROLE.creator);
  });

  it('keeps everyone else signed in at role 2, a pending application included', () => {
    expect(roleOfAuthStatus(AUTH_STATUS.none)).toBe(ROLE.member);
    expect(roleOfAuthStatus(AUTH_STATUS.pending)).toBe(ROLE.member);
  });
});
