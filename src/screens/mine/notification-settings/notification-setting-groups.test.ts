import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../contract/enums.ts';
import { NOTIFICATION_TYPES } from '../../../contract/entities-notifications.ts';
import { notificationSettingGroupsFor } from './notification-setting-groups.ts';

describe('the notification settings by role (issue 25)', () => {
  it('offers a creator a switch for every type, each once', () => {
    const types = notificationSettingGroupsFor(ROLE.creator).flatMap((group) => group.types);
    expect([...types].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('offers a member no sales, payout or post-review switch, and no empty group', () => {
    const groups = notificationSettingGroupsFor(ROLE.member);
    expect(groups.map((group) => group.id)).toEqual(['activity', 'account']);
    expect(groups.flatMap((group) => group.types)).toEqual([
      'comment',
      'reply',
      'like',
      'message',
      'report_outcome',
      'creator_application',
      'trial_ending',
      'renewal_coming',
      'data_export_ready',
    ]);
  });
});
