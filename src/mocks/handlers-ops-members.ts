/**
 * MSW handlers of the console's members page (ops/members, ops/member, ops/memberRecords,
 * ops/suspendMember, ops/liftSuspension, ops/refundOrder), one named handler per state. The mock
 * keeps the members, so a story's suspension shows on the member and in the list as the server's
 * would, and a refund answers the order still paid (the provider's event comes later).
 *
 *   parameters: { msw: { handlers: opsMembersHandlers.loaded } }
 */
import { delay, http } from 'msw';
import {
  opsLiftSuspensionCall,
  opsMemberCall,
  opsMemberRecordsCall,
  opsMembersCall,
  opsRefundOrderCall,
  opsSuspendMemberCall,
  type MemberRecord,
  type MemberRecordKind,
  type OpsMember,
} from '../contract/calls/ops-members.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The stories' fixed now. */
const NOW = Date.UTC(2026, 2, 2, 12, 0);
const DAY = 86_400_000;

/** A member as the page lists them. */
export function makeOpsMember(id: number, overrides: Partial<OpsMember> = {}): OpsMember {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    username: `member_${id}`,
    nickname: `Member ${id}`,
    email: `member${id}@example.com`,
    role: 'fan',
    joined: new Date(NOW - id * 30 * DAY).toISOString(),
    suspension: null,
    counts: { posts: 0, orders: 2, subscriptions: 1 },
    ...overrides,
  };
}

export function makeMembers(): OpsMember[] {
  return [
    makeOpsMember(1, {
      username: 'maya',
      nickname: 'Maya Lin',
      email: 'maya@example.com',
      role: 'creator',
      counts: { posts: 42, orders: 0, subscriptions: 0 },
    }),
    makeOpsMember(2, { username: 'fan_jo', nickname: 'Jo', email: 'jo@example.com' }),
    makeOpsMember(3, {
      username: 'spammer99',
      nickname: 'Deals',
      email: 'deals@example.com',
      suspension: {
        since: new Date(NOW - DAY).toISOString(),
        until: null,
        reason: 'Spam links in comments.',
      },
    }),
    makeOpsMember(4, { username: 'layla', nickname: 'ليلى', email: 'layla@example.com' }),
  ];
}

const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();

/** Every member's tabs: the fans' orders and subscriptions, the creator's posts and ledger. */
function recordsOf(id: number, kind: MemberRecordKind): MemberRecord[] {
  const maya = { id: 1, username: 'maya' };
  switch (kind) {
    case 'posts':
      return id === 1
        ? [
            { type: 'post', id: 11, title: 'Morning light series', status: 2, article_type: 2, at: at(1) },
            { type: 'post', id: 10, title: 'Studio tour', status: 1, article_type: 1, at: at(3) },
          ]
        : [];
    case 'orders':
      return id === 1
        ? []
        : [
            {
              type: 'order',
              id: `ord_${id}post0000001`,
              kind: 'post',
              item: 'Morning light series',
              amount: 5,
              currency: 'USD',
              status: 'paid',
              creator: maya,
              at: at(2),
            },
            {
              type: 'order',
              id: `ord_${id}plan0000001`,
              kind: 'subscription',
              item: 'Supporter',
              amount: 4.99,
              currency: 'USD',
              status: 'refunded',
              creator: maya,
              at: at(20),
            },
          ];
    case 'subscriptions':
      return id === 1
        ? []
        : [
            {
              type: 'subscription',
              id: 5,
              plan: 'Supporter',
              creator: maya,
              at: at(20),
              expire_at: new Date(NOW + 10 * DAY).toISOString(),
              cancelled: true,
            },
          ];
    case 'ledger':
      return id === 1
        ? [
            { type: 'ledger', kind: 'payment', amount: 4.5, at: at(2) },
            { type: 'ledger', kind: 'reversal', amount: -4.49, at: at(5) },
            { type: 'ledger', kind: 'withdrawal_request', amount: -100, at: at(9) },
          ]
        : [];
    case 'reports-made':
      return id === 2
        ? [
            {
              type: 'report',
              id: 7,
              reason: 'spam',
              description: 'Posts the same link under every post.',
              status: 'open',
              other: { id: 3, username: 'spammer99' },
              at: at(1),
            },
          ]
        : [];
    case 'reports-received':
      return id === 3
        ? [
            {
              type: 'report',
              id: 7,
              reason: 'spam',
              description: 'Posts the same link under every post.',
              status: 'open',
              other: { id: 2, username: 'fan_jo' },
              at: at(1),
            },
          ]
        : [];
  }
}

let members: OpsMember[] = makeMembers();

/** Every story starts from the same members. */
export function resetOpsMembers(items: OpsMember[] = makeMembers()): void {
  members = items;
}

const NOT_FOUND = 'There is no such member.';
const balanceOf = (member: OpsMember) => (member.role === 'creator' ? 1234.5 : null);

const search = callHandler(opsMembersCall, async ({ input }) => {
  await delay(100);
  const q = input.q.toLowerCase();
  const found = members.filter(
    (member) => q === '' || member.username.toLowerCase().startsWith(q) || member.email.startsWith(q),
  );
  const start = (input.page - 1) * input.limit;
  return sealedReply(opsMembersCall, {
    list: found.slice(start, start + input.limit),
    page: input.page,
    limit: input.limit,
  });
});

const member = callHandler(opsMemberCall, async ({ input }) => {
  await delay(100);
  const found = members.find((row) => row.id === input.id);
  return found
    ? sealedReply(opsMemberCall, { member: found, balance: balanceOf(found) })
    : sealedError(NOT_FOUND);
});

const records = callHandler(opsMemberRecordsCall, async ({ input }) => {
  await delay(100);
  const list = input.page === 1 ? recordsOf(input.id, input.kind) : [];
  return sealedReply(opsMemberRecordsCall, { list, page: input.page, limit: input.limit });
});

const update = (id: number, suspension: OpsMember['suspension']) => {
  members = members.map((row) => (row.id === id ? { ...row, suspension } : row));
  return members.find((row) => row.id === id);
};

const suspend = callHandler(opsSuspendMemberCall, async ({ input }) => {
  await delay(150);
  const until = input.days === null ? null : new Date(NOW + input.days * DAY).toISOString();
  const updated = update(input.id, { since: new Date(NOW).toISOString(), until, reason: input.reason });
  return updated ? sealedReply(opsSuspendMemberCall, { member: updated }) : sealedError(NOT_FOUND);
});

const lift = callHandler(opsLiftSuspensionCall, async ({ input }) => {
  await delay(150);
  const updated = update(input.id, null);
  return updated ? sealedReply(opsLiftSuspensionCall, { member: updated }) : sealedError(NOT_FOUND);
});

const refund = callHandler(opsRefundOrderCall, async ({ input }) => {
  await delay(150);
  const order = members
    .flatMap((row) => recordsOf(row.id, 'orders'))
    .find((record) => record.type === 'order' && record.id === input.orderId);
  return order?.type === 'order'
    ? sealedReply(opsRefundOrderCall, { order })
    : sealedError('There is no such order.');
});

/** The server's English refusal of a refund the provider cannot make (locales/server/en.json). */
export const MOCK_NOT_REFUNDABLE = 'Only a paid order can be refunded, and this one is not paid.';

const loaded = {
  opsMembers: search,
  opsMember: member,
  opsMemberRecords: records,
  opsSuspendMember: suspend,
  opsLiftSuspension: lift,
  opsRefundOrder: refund,
};

export const opsMembersHandlers = {
  /** Four members (a creator, two fans, one suspended); actions go through. */
  loaded,
  /** No member matches. */
  empty: {
    ...loaded,
    opsMembers: callHandler(opsMembersCall, ({ input }) =>
      sealedReply(opsMembersCall, { list: [], page: input.page, limit: input.limit }),
    ),
  },
  /** The first page never arrives. */
  loading: {
    ...loaded,
    opsMembers: http.post(callUrl(opsMembersCall), async () => {
      await delay('infinite');
    }),
  },
  /** The server cannot be reached. */
  error: { ...loaded, opsMembers: callHandler(opsMembersCall, () => sealedError(MOCK_SERVER_ERROR)) },
  /** The provider refuses refunds (the order moved on meanwhile). */
  refundRefused: {
    ...loaded,
    opsRefundOrder: callHandler(opsRefundOrderCall, async () => {
      await delay(100);
      return sealedError(MOCK_NOT_REFUNDABLE);
    }),
  },
};
