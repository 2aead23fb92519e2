import { defineMessage, defineMessages } from 'react-intl';
import { postMessages } from '../../molecules/post-card/post-messages.ts';
import { messageCreatorMessages } from '../../messages/common-messages.ts';
import { tipCreatorMessage } from '../../messages/tip-messages.ts';

type Count = { count: number };

/** The post detail's words, with those a feed card says too (post-messages.ts). */
export const postDetailMessages = {
  ...postMessages,
  ...defineMessages({
    // `shown` is the count as the button shows it (1.2K): the name holds the visible words (WCAG 2.5.3).
    share: defineMessage<Count & { shown: string }>({
      id: 'postDetail.share',
      defaultMessage: '{count, plural, one {Copy link, {shown} share} other {Copy link, {shown} shares}}',
    }),
    privateOwn: { id: 'postDetail.privateOwn', defaultMessage: 'Private: only you can see this post' },
    edit: { id: 'postDetail.edit', defaultMessage: 'Edit post' },
    delete: { id: 'postDetail.delete', defaultMessage: 'Delete post' },
    report: { id: 'postDetail.report', defaultMessage: 'Report this post' },
    message: messageCreatorMessages.message,
    tip: tipCreatorMessage,
    block: defineMessage<{ name: string }>({ id: 'postDetail.block', defaultMessage: 'Block {name}' }),
    commentsTitle: { id: 'postDetail.commentsTitle', defaultMessage: 'Comments' },
  }),
};
