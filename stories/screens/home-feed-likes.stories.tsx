/**
 * Likes in the home feed (spec §4 optimistic toggle, count never below 0; §6 gated action):
 * a member's heart changes at once and the server confirms; a failure puts it back; a
 * visitor's like waits for the login and is replayed after it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makePost } from '../../src/mocks/factories.ts';
import { makeLoginResult } from '../../src/mocks/handlers-account.ts';
import { creatorHandlers, postListHandlers } from '../../src/mocks/handlers.ts';
import {
  likeHandlers,
  MOCK_USER_ERRORS,
  resetUserCallLog,
  userCallLog,
  userHandlers,
} from '../../src/mocks/handlers-user.ts';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';
import { authDialog, closeAuthDialog, completeLogin } from '../../src/state/auth-dialog.ts';
import { hasPendingGatedAction } from '../../src/state/gated-action.ts';
import { installClock } from '../support/clock.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../support/session.tsx';

const meta = {
  title: 'Screens/Home/Likes',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    msw: { handlers: { ...userHandlers, posts: postListHandlers.loaded, creators: creatorHandlers.loaded } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetUserCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first post of the mocked feed and its count before any like. */
const FIRST = makePost({ id: 1 });

async function firstLikeButton(canvasElement: HTMLElement) {
  const feed = within(await within(canvasElement).findByRole('tabpanel'));
  // The feed arrives through MSW.
  const [first] = await feed.findAllByRole('article');
  // The pressed-state button of the card, whatever the language calls it.
  const like = (first as HTMLElement).querySelector<HTMLButtonElement>('footer button[aria-pressed]');
  if (!like) throw new Error('the first post has no like button');
  return like;
}

/** A member likes, then takes it back: pressed and one more, then as before. */
export const MemberLikesAndUnlikes: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const like = await firstLikeButton(canvasElement);
    await expect(like).toHaveAccessibleName(`Like ${FIRST.like_num}`);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like ${FIRST.like_num + 1}`);
    await waitFor(() => expect(userCallLog.like).toEqual([FIRST.id]));

    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(`Like ${FIRST.like_num}`);
    await waitFor(() => expect(userCallLog.unlike).toEqual([FIRST.id]));
    await expect(authDialog.open).toBe(false);
  },
};

/** The server refuses the like (the post was removed): the heart and count go back, a popup says why. */
export const LikeFailsRollsBack: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { like: likeHandlers.error } } },
  play: async ({ canvasElement }) => {
    const like = await firstLikeButton(canvasElement);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(like).toHaveAccessibleName(`Like ${FIRST.like_num}`);
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('alert')
          .some((node) => node.textContent?.includes(MOCK_USER_ERRORS.postGone)),
      ).toBe(true),
    );
  },
};

/**
 * A visitor likes: the login dialog opens and nothing is sent; after logging in the like is
 * sent once and the post shows it.
 */
export const VisitorLikeReplayedAfterLogin: Story = {
  play: async ({ canvasElement }) => {
    const like = await firstLikeButton(canvasElement);
    await userEvent.click(like);
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(userCallLog.like).toEqual([]);

    completeLogin(makeLoginResult());
    await waitFor(() => expect(userCallLog.like).toEqual([FIRST.id]));
    const liked = await firstLikeButton(canvasElement);
    await waitFor(() => expect(liked).toHaveAttribute('aria-pressed', 'true'));
    await expect(liked).toHaveAccessibleName(`Like ${FIRST.like_num + 1}`);
  },
};

/** A visitor who closes the login dialog: the like is dropped, nothing is sent. */
export const VisitorClosesLoginLikeDropped: Story = {
  play: async ({ canvasElement }) => {
    const like = await firstLikeButton(canvasElement);
    await userEvent.click(like);
    await expect(authDialog.open).toBe(true);
    closeAuthDialog();
    await waitFor(() => expect(hasPendingGatedAction()).toBe(false));
    const clock = installClock();
    try {
      completeLogin(makeLoginResult());
      // A second of the query client's timers (its batched notifications, retries), then the
      // browser's own frames: a replayed like would have shown and been sent by now.
      await clock.tick(1000);
      await clock.settle(10);
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(userCallLog.like).toEqual([]);
    } finally {
      clock.uninstall();
    }
    // Signed in now, one click sends one like: nothing was left queued from before the login.
    await userEvent.click(await firstLikeButton(canvasElement));
    await waitFor(() => expect(userCallLog.like).toEqual([FIRST.id]));
    await waitFor(async () =>
      expect(await firstLikeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(userCallLog.unlike).toEqual([]);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const like = await firstLikeButton(canvasElement);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};
