import { defineMessage, defineMessages } from 'react-intl';

/** The console's posts-to-review queue. */
export const opsPostsMessages = defineMessages({
  intro: {
    id: 'ops.posts.intro',
    defaultMessage:
      'New and edited posts, the longest waiting first. Each shows as a fan who holds it would see it.',
  },
  count: defineMessage<{ count: number }>({
    id: 'ops.posts.count',
    defaultMessage: '{count, plural, one {# post waits} other {# posts wait}}',
  }),
  empty: { id: 'ops.posts.empty', defaultMessage: 'No post is waiting for review.' },
  tabs: { id: 'ops.posts.tabs', defaultMessage: 'Which posts' },
  tabWaiting: { id: 'ops.posts.tab.waiting', defaultMessage: 'Waiting for review' },
  tabPublished: { id: 'ops.posts.tab.published', defaultMessage: 'Published, not reviewed' },
  emptyPublished: {
    id: 'ops.posts.empty.published',
    defaultMessage: 'Every published post has been reviewed.',
  },
  pickOne: { id: 'ops.posts.pickOne', defaultMessage: 'Open a post from the list to review it.' },
  back: { id: 'ops.posts.back', defaultMessage: 'Back to the list' },
  waiting: defineMessage<{ duration: string }>({
    id: 'ops.posts.waiting',
    defaultMessage: 'Waiting {duration}',
  }),
  untitled: { id: 'ops.posts.untitled', defaultMessage: 'Untitled post' },
  submittedAt: { id: 'ops.posts.submittedAt', defaultMessage: 'Submitted' },
  access: { id: 'ops.posts.access', defaultMessage: 'Who can see it' },
  typeSubscription: { id: 'ops.posts.type.subscription', defaultMessage: 'Subscribers' },
  typeBuy: defineMessage<{ price: string }>({
    id: 'ops.posts.type.buy',
    defaultMessage: 'Pay per post: {price}',
  }),
  typeFree: { id: 'ops.posts.type.free', defaultMessage: 'Everyone (free)' },
  typePrivate: { id: 'ops.posts.type.private', defaultMessage: 'Only the creator (private)' },
  plans: { id: 'ops.posts.plans', defaultMessage: 'Plans that unlock it' },
  planPrice: defineMessage<{ name: string; price: string }>({
    id: 'ops.posts.planPrice',
    defaultMessage: '{name} ({price})',
  }),
  noPlan: { id: 'ops.posts.noPlan', defaultMessage: 'No plan includes it yet.' },
  tags: { id: 'ops.posts.tags', defaultMessage: 'Tags' },
  photos: defineMessage<{ count: number }>({
    id: 'ops.posts.photos',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
  video: { id: 'ops.posts.video', defaultMessage: 'Video' },
  videoLabel: defineMessage<{ name: string }>({
    id: 'ops.posts.videoLabel',
    defaultMessage: 'Video by {name}',
  }),
  noMedia: { id: 'ops.posts.noMedia', defaultMessage: 'This post has no media.' },
  decisionTitle: { id: 'ops.posts.decision', defaultMessage: 'Decision' },
  approve: { id: 'ops.posts.approve', defaultMessage: 'Approve and publish' },
  approveHint: {
    id: 'ops.posts.approveHint',
    defaultMessage: 'The post appears to fans at its publication time.',
  },
  reject: { id: 'ops.posts.reject', defaultMessage: 'Reject' },
  reason: { id: 'ops.posts.reason', defaultMessage: 'Reason' },
  reasonPlaceholder: { id: 'ops.posts.reasonPlaceholder', defaultMessage: 'Choose a reason' },
  reasonRequired: {
    id: 'ops.posts.reasonRequired',
    defaultMessage: 'Choose the reason the creator will read.',
  },
  note: { id: 'ops.posts.note', defaultMessage: 'Note to the creator' },
  noteHint: defineMessage<{ max: number }>({
    id: 'ops.posts.noteHint',
    defaultMessage:
      'What to change before resubmitting. Up to {max} characters; the creator reads it as written.',
  }),
  noteRequired: {
    id: 'ops.posts.noteRequired',
    defaultMessage: 'Say what is wrong: “Another reason” needs a note.',
  },
  noteTooLong: defineMessage<{ max: number }>({
    id: 'ops.posts.noteTooLong',
    defaultMessage: 'Keep the note to {max} characters.',
  }),
  approved: defineMessage<{ title: string }>({
    id: 'ops.posts.approved',
    defaultMessage: '“{title}” is approved and published.',
  }),
  rejected: defineMessage<{ title: string }>({
    id: 'ops.posts.rejected',
    defaultMessage: '“{title}” is rejected. Its creator can read why and resubmit.',
  }),
});
