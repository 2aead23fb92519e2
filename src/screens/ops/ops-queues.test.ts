import { describe, expect, it } from 'vitest';
import { OPERATOR_QUEUES, type OperatorQueue } from '../../contract/operators.ts';
import { visibleQueues } from './ops-queues.ts';

const ALL = Object.keys(OPERATOR_QUEUES) as OperatorQueue[];

describe('the queues an operator sees', () => {
  it('shows a moderator posts, reports, feedback, members and leak tracing', () => {
    expect(visibleQueues('moderator', ALL)).toEqual(['posts', 'reports', 'feedback', 'members', 'leaks']);
  });

  it('shows a reviewer the creator applications only', () => {
    expect(visibleQueues('reviewer', ALL)).toEqual(['applications']);
  });

  it('shows finance withdrawals, members and money', () => {
    expect(visibleQueues('finance', ALL)).toEqual(['withdrawals', 'members', 'money']);
  });

  it('shows an admin every queue, the audit log, operators and settings included', () => {
    expect(visibleQueues('admin', ALL)).toEqual(ALL);
  });

  it('leaves out a queue that has no page yet, whatever the role', () => {
    expect(visibleQueues('moderator', ['posts', 'withdrawals', 'audit'])).toEqual(['posts']);
    expect(visibleQueues('admin', [])).toEqual([]);
  });
});
