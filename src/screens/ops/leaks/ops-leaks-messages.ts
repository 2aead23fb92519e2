import { defineMessage, defineMessages } from 'react-intl';

/** The console's leak tracer: pick a leaked copy, trace it, read whom it was served to. */
export const opsLeaksMessages = defineMessages({
  intro: {
    id: 'ops.leaks.intro',
    defaultMessage:
      'Choose a leaked copy of an image from the platform. Its invisible mark names the member it was served to and the post it belongs to. Every trace is written to the audit log.',
  },
  file: { id: 'ops.leaks.file', defaultMessage: 'Leaked image' },
  fileHint: defineMessage<{ megabytes: number }>({
    id: 'ops.leaks.file.hint',
    defaultMessage:
      'JPEG, PNG, WebP, GIF, AVIF or TIFF, at most {megabytes} MB. A screenshot or a cropped copy works too.',
  }),
  choose: { id: 'ops.leaks.choose', defaultMessage: 'Choose an image' },
  noneChosen: { id: 'ops.leaks.noneChosen', defaultMessage: 'No file chosen' },
  trace: { id: 'ops.leaks.trace', defaultMessage: 'Trace' },
  tracing: { id: 'ops.leaks.tracing', defaultMessage: 'Reading the mark…' },
  missing: { id: 'ops.leaks.error.missing', defaultMessage: 'Choose an image file to trace.' },
  notImage: defineMessage<{ file: string }>({
    id: 'ops.leaks.error.notImage',
    defaultMessage: '{file} is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image.',
  }),
  tooLarge: defineMessage<{ file: string; megabytes: number }>({
    id: 'ops.leaks.error.tooLarge',
    defaultMessage: '{file} is larger than the {megabytes} MB the tracer reads.',
  }),
  resultTitle: { id: 'ops.leaks.result', defaultMessage: 'Result' },
  found: defineMessage<{ file: string }>({
    id: 'ops.leaks.found',
    defaultMessage: 'A mark was found in {file}.',
  }),
  notFound: defineMessage<{ file: string }>({
    id: 'ops.leaks.notFound',
    defaultMessage:
      'No mark found in {file}: it was not served marked, or too little of the picture is left.',
  }),
  member: { id: 'ops.leaks.member', defaultMessage: 'Served to' },
  memberGone: defineMessage<{ id: number }>({
    id: 'ops.leaks.member.gone',
    defaultMessage: 'Member {id}: the account no longer exists',
  }),
  memberId: defineMessage<{ id: number }>({ id: 'ops.leaks.member.id', defaultMessage: 'member {id}' }),
  post: { id: 'ops.leaks.post', defaultMessage: 'Post' },
  postLink: defineMessage<{ title: string; author: string }>({
    id: 'ops.leaks.post.link',
    defaultMessage: '“{title}” by {author}',
  }),
  untitled: { id: 'ops.leaks.post.untitled', defaultMessage: 'Untitled post' },
  postId: defineMessage<{ id: number }>({ id: 'ops.leaks.post.id', defaultMessage: 'post {id}' }),
  postGone: defineMessage<{ id: number }>({
    id: 'ops.leaks.post.gone',
    defaultMessage: 'Post {id}: it no longer exists',
  }),
  strength: { id: 'ops.leaks.strength', defaultMessage: 'Mark strength' },
  strengthValue: defineMessage<{ score: string; threshold: string }>({
    id: 'ops.leaks.strength.value',
    defaultMessage: '{score} (a mark is found from {threshold})',
  }),
  scale: { id: 'ops.leaks.scale', defaultMessage: 'Size of the copy' },
  scaleValue: defineMessage<{ scale: string }>({
    id: 'ops.leaks.scale.value',
    defaultMessage: '{scale} of the served picture',
  }),
});
