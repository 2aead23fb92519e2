/**
 * A post's comments (spec §2, §4, §5, §6, §8): empty, paged with the end, replies paged, a
 * comment sent trimmed and refused while one is sending, likes that never go below 0, a visitor's
 * comment replayed after the login, and failures swallowed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostComments } from '../../../src/features/post-comments/post-comments.tsx';
import { makeComment } from '../../../src/mocks/factories-social.ts';
import { makeLoginResult } from '../../../src/mocks/handlers-account.ts';
import {
  addCommentHandlers,
  commentCallLog,
  commentHandlers,
  commentListHandlers,
  likeCommentHandlers,
  MOCK_ADDED_COMMENT,
  MOCK_ADDED_REPLY,
  MOCK_COMMENT_COUNT,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_REPLY_COUNT,
  resetCommentCallLog,
} from '../../../src/mocks/handlers-discovery-comments.ts';
import { authDialog, completeLogin } from '../../../src/state/auth-dialog.ts';
import { installClock } from '../../support/clock.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const ARTICLE_ID = MOCK_COMMENTED_ARTICLE_ID;

const meta = {
  title: 'Features/PostComments',
  component: PostComments,
  args: { articleId: ARTICLE_ID },
  parameters: { msw: { handlers: commentHandlers } },
  decorators: [
    (Story) => (
      <WithShellOverlays authDialog>
        <div style={{ maxWidth: 520, padding: 16 }}>
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetCommentCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof PostComments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup's live region is always there; nothing in it means nothing was said. */
const expectNothingSaid = () =>
  expect(
    within(document.body)
      .queryAllByRole('alert')
      .map((node) => node.textContent ?? '')
      .join(''),
  ).toBe('');
/** What the comments' live region says (WCAG 4.1.3: a posted comment is announced). */
const announced = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]')?.textContent ?? '';
const commentsList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Comments' });
const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /Add a comment|Reply to/ });

/** 25 comments, 10 a page; the infinite scroll brings the rest, then "You’re all caught up". */
export const Paged: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    canvasElement.querySelector('[aria-hidden].h-px')?.scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    canvasElement.querySelector('[aria-hidden].h-px')?.scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(MOCK_COMMENT_COUNT));
    await expect(await within(canvasElement).findByText('You’re all caught up')).toBeVisible();
  },
};

/** No comments yet: common.commentNoData, with Reload. */
export const Empty: Story = {
  parameters: { msw: { handlers: { comments: commentListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No comments yet. Be the first to say something.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The list cannot be loaded: said no louder than an empty one (spec §8 swallows comment errors). */
export const LoadFailedSwallowed: Story = {
  parameters: { msw: { handlers: { comments: commentListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No comments yet. Be the first to say something.')).toBeVisible();
    await expectNothingSaid();
  },
};

/** A comment's 12 replies open on demand, 10 first, then Show more replies. */
export const Replies: Story = {
  parameters: { msw: { handlers: { comments: commentListHandlers.withReplies } } },
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    const open = within(list).getByRole('button', { name: `${MOCK_REPLY_COUNT} replies` });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const replies = document.getElementById(open.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(10));
    await userEvent.click(await within(replies).findByRole('button', { name: 'Show more replies' }));
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(MOCK_REPLY_COUNT));
    await expect(within(replies).queryByRole('button', { name: 'Show more replies' })).toBeNull();
    await expect(commentCallLog.replyPages).toEqual([1, 2]);
  },
};

/**
 * A member comments: sent trimmed, once, and the stored comment leads the list; the field empties,
 * and a screen reader hears that it is posted.
 */
export const Comment: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    await userEvent.type(field(canvasElement), `   ${MOCK_ADDED_COMMENT.content}  `);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('article')[0]).toHaveTextContent(MOCK_ADDED_COMMENT.content),
    );
    await expect(commentCallLog.added).toEqual([
      { article_id: ARTICLE_ID, content: MOCK_ADDED_COMMENT.content },
    ]);
    await expect(field(canvasElement)).toHaveValue('');
    await waitFor(() => expect(announced(canvasElement)).toBe('Your comment is posted'));
  },
};

/** While a comment is sending, a second send is refused (spec §5): one call, then the field empties. */
export const Sending: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { addComment: addCommentHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await commentsList(canvasElement);
    await userEvent.type(field(canvasElement), 'Once only');
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sending…');
    await userEvent.click(send);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(field(canvasElement)).toHaveValue(''));
    await expect(commentCallLog.added).toHaveLength(1);
  },
};

/** A reply names whom it answers and is sent with the comment's id; it is announced as posted. */
export const Reply: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { addComment: addCommentHandlers.reply } } },
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    const first = makeComment({ id: 1 });
    await userEvent.click(
      within(list).getAllByRole('button', { name: `Reply to ${first.author.nickname}` })[0]!,
    );
    const replyField = within(canvasElement).getByRole('textbox', {
      name: `Reply to ${first.author.nickname}`,
    });
    await expect(replyField).toHaveFocus();
    await userEvent.type(replyField, MOCK_ADDED_REPLY.content);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(commentCallLog.added).toEqual([
        { article_id: ARTICLE_ID, content: MOCK_ADDED_REPLY.content, reply_comment_id: first.id },
      ]),
    );
    // The first comment now has a reply to open.
    await expect(await within(list).findByRole('button', { name: '1 reply' })).toBeVisible();
    await waitFor(() => expect(announced(canvasElement)).toBe('Your reply is posted'));
  },
};

/** A member likes a comment: at once, then the server's count; again takes it back. */
export const Like: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    const first = makeComment({ id: 1 });
    const like = within(list).getAllByRole('button', { name: `Like ${first.like}` })[0]!;
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like ${first.like + 1}`);
    await waitFor(() => expect(commentCallLog.liked).toEqual([1]));
    await userEvent.click(like);
    await waitFor(() => expect(commentCallLog.unliked).toEqual([1]));
    await expect(like).toHaveAccessibleName(`Like ${first.like}`);
  },
};

/** The like is refused: it goes back, silently (spec §8). */
export const LikeFailsSilently: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { likeComment: likeCommentHandlers.error } } },
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    const first = makeComment({ id: 1 });
    const like = within(list).getAllByRole('button', { name: `Like ${first.like}` })[0]!;
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expectNothingSaid();
  },
};

/** A comment that fails stays in the field to send again; nothing is said (spec §8). */
export const CommentFailsSilently: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { addComment: addCommentHandlers.error } } },
  play: async ({ canvasElement }) => {
    await commentsList(canvasElement);
    await userEvent.type(field(canvasElement), 'Try me');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(commentCallLog.added).toHaveLength(1));
    const clock = installClock();
    try {
      await clock.tick(1000);
      await clock.settle(5);
      await expect(field(canvasElement)).toHaveValue('Try me');
      await expectNothingSaid();
      await expect(announced(canvasElement)).toBe('');
    } finally {
      clock.uninstall();
    }
  },
};

/** A visitor's comment opens the login; after it the comment is sent, once. */
export const VisitorCommentReplayedAfterLogin: Story = {
  play: async ({ canvasElement }) => {
    await commentsList(canvasElement);
    await userEvent.type(field(canvasElement), 'Hello from a new fan');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(commentCallLog.added).toEqual([]);
    completeLogin(makeLoginResult());
    await waitFor(() =>
      expect(commentCallLog.added).toEqual([{ article_id: ARTICLE_ID, content: 'Hello from a new fan' }]),
    );
  },
};

/** A visitor's like opens the login and is sent after it. */
export const VisitorLikeReplayedAfterLogin: Story = {
  play: async ({ canvasElement }) => {
    const list = await commentsList(canvasElement);
    const first = makeComment({ id: 1 });
    await userEvent.click(within(list).getAllByRole('button', { name: `Like ${first.like}` })[0]!);
    await expect(authDialog.open).toBe(true);
    completeLogin(makeLoginResult());
    await waitFor(() => expect(commentCallLog.liked).toEqual([1]));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(10);
  },
};
