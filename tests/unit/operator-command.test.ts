import { describe, expect, it } from 'vitest';
import { parseOperatorCommand } from '../../server/ops/operators.ts';

describe('npm run ops -- create-operator | disable-operator | totp', () => {
  it('reads a create-operator command with its role and optional password', () => {
    expect(parseOperatorCommand(['create-operator', 'ana@example.org', '--role', 'finance'])).toEqual({
      action: 'create-operator',
      email: 'ana@example.org',
      role: 'finance',
    });
    expect(
      parseOperatorCommand(['create-operator', 'a@b.org', '--role', 'admin', '--password', 'long-enough-pw']),
    ).toMatchObject({ password: 'long-enough-pw' });
  });

  it('refuses an unknown role, a missing email and a short password', () => {
    expect(parseOperatorCommand(['create-operator', 'a@b.org', '--role', 'boss'])).toHaveProperty('problem');
    expect(parseOperatorCommand(['create-operator', '--role', 'admin'])).toHaveProperty('problem');
    expect(
      parseOperatorCommand(['create-operator', 'a@b.org', '--role', 'admin', '--password', 'short']),
    ).toHaveProperty('problem');
  });

  it('leaves the other commands to their parsers', () => {
    expect(parseOperatorCommand(['approve', '12'])).toBeUndefined();
    expect(parseOperatorCommand(['totp', 'admin@example.com'])).toEqual({
      action: 'totp',
      email: 'admin@example.com',
    });
  });
});
