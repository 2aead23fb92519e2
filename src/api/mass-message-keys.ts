import type { MassAudienceRequest } from '../contract/calls/mass-messages.ts';

/** Query keys of a creator's mass messages: their list and an audience's count. */
export const massMessageKeys = {
  root: ['mass-messages'] as const,
  list: () => [...massMessageKeys.root, 'list'] as const,
  count: (audience: Required<MassAudienceRequest>) =>
    [
      ...massMessageKeys.root,
      'count',
      audience.audience,
      audience.plan_id,
      audience.min_amount,
      audience.list_id,
    ] as const,
};
