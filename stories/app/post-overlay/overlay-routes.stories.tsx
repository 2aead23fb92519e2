/**
 * The post detail's routing (spec §2): on a desktop a post opened from a page is an overlay over
 * it, the address changes, and Back (or closing it) returns to the page as it was; opened
 * directly, it shows over the creator's page; on a phone it is a page. A like in the overlay shows
 * in the feed behind it (the one post shadow).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { OverlayRoutes } from '../../../src/app/post-overlay/overlay-routes.tsx';
import { makePost } from '../../../src/mocks/factories.ts';
import { postListHandlers, creatorHandlers } from '../../../src/mocks/handlers.ts';
import { commentHandlers } from '../../../src/mocks/handlers-discovery-comments.ts';
import { creatorPageHandlers } from '../../../src/mocks/handlers-discovery-creator.ts';
import { moderationHandlers } from '../../../src/mocks/handlers-discovery-moderation.ts';
import { postDetailHandlers } from '../../../src/mocks/handlers-discovery-post.ts';
import { resetUserCallLog, userCallLog, userHandlers } from '../../../src/mocks/handlers-user.ts';
import { CreatorScreen } from '../../../src/screens/creator/creator-screen.tsx';
import { HomeScreen } from '../../../src/screens/home/home-screen.tsx';
import { PostDetailOverlay } from '../../../src/screens/post-detail/post-detail-overlay.tsx';
import { PostDetailScreen } from '../../../src/screens/post-detail/post-detail-screen.tsx';
import { inAppHistory } from '../../../src/state/history-entries.ts';
import { isDesktop, POST_DETAIL_PATH } from '../../../src/state/post-overlay.ts';
import { body } from '../../support/dialog-opener.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** The app's screens as src/app/app-screens.tsx routes them: home, a post, a creator. */
function AppRoutesSlice() {
  return (
    <WithShellOverlays authDialog>
      <OverlayRoutes
        overlay={
          <Route path={POST_DETAIL_PATH}>
            {(params) => <PostDetailOverlay username={params.username!} feedId={Number(params.feedId)} />}
          </Route>
        }
        routes={
          <Switch>
            <Route path="/:lang/home">
              <HomeScreen />
            </Route>
            <Route path={POST_DETAIL_PATH}>
              {(params) => (
                <PostDetailScreen
                  username={params.username!}
                  feedId={Number(params.feedId)}
                  desktop={isDesktop()}
                />
              )}
            </Route>
            <Route path="/:lang/:username">{(params) => <CreatorScreen username={params.username} />}</Route>
          </Switch>
        }
      />
    </WithShellOverlays>
  );
}

const FIRST = makePost({ id: 1 });

const meta = {
  title: 'App/PostOverlay',
  component: AppRoutesSlice,
  parameters: {
    viewport: { defaultViewport: 'desktop1170' },
    router: { route: '/home' },
    msw: {
      handlers: {
        ...userHandlers,
        ...moderationHandlers,
        ...commentHandlers,
        ...creatorPageHandlers,
        posts: postListHandlers.loaded,
        creators: creatorHandlers.loaded,
        postDetail: postDetailHandlers.free,
      },
    },
  },
  beforeEach: () => {
    resetUserCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof AppRoutesSlice>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;

async function firstCard(canvasElement: HTMLElement) {
  const feed = await within(canvasElement).findByRole('tabpanel');
  const [card] = await within(feed).findAllByRole('article');
  return card as HTMLElement;
}

/** The post open over the feed on a desktop (the visual set shoots it open). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('heading', { name: FIRST.title }));
    const dialog = await body().findByRole('dialog', { name: FIRST.title });
    const article = await within(dialog).findByRole('article', { name: FIRST.title });
    await waitFor(() => expect(article).toBeVisible());
    // Its comments are in: the overlay is drawn whole.
    await waitFor(() => expect(within(dialog).getAllByRole('article').length).toBeGreaterThan(1));
  },
};

/** From the feed on a desktop: the post opens over the feed, the address is the post's; closing goes back. */
export const OverlayOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('heading', { name: FIRST.title }));
    const dialog = await body().findByRole('dialog', { name: FIRST.title });
    await expect(location(canvasElement)).toBe(`/en/${FIRST.user.username}/${FIRST.id}`);
    const article = await within(dialog).findByRole('article', { name: FIRST.title });
    // Visible once the dialog's opening transition has ended.
    await waitFor(() => expect(article).toBeVisible());
    // The feed is still there behind it: the same card, not drawn again.
    await expect(canvasElement.contains(card)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(location(canvasElement)).toBe('/en/home');
    await expect(canvasElement.contains(card)).toBe(true);
  },
};

/**
 * By keyboard (issue 22, WCAG 2.4.3): Enter on the card's link opens the post over the feed, Esc
 * closes it, and focus is back on that link, not on <body>. The overlay leaves the page at once,
 * while the feed behind it is still inert, where Headless UI's own restoring gave up.
 */
export const EscapeGivesFocusBackToTheCard: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    const link = within(card).getByRole('heading', { name: FIRST.title }).closest('a')!;
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: FIRST.title });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(location(canvasElement)).toBe('/en/home');
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Back in history (the browser's button) closes the overlay, as its close button does. */
export const BackClosesIt: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('heading', { name: FIRST.title }));
    await body().findByRole('dialog', { name: FIRST.title });
    inAppHistory().back();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(location(canvasElement)).toBe('/en/home');
  },
};

/** A like in the overlay shows on the feed's card behind it: one shadow of the post. */
export const LikeShowsInTheFeed: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('heading', { name: FIRST.title }));
    const dialog = await body().findByRole('dialog', { name: FIRST.title });
    await userEvent.click(await within(dialog).findByRole('button', { name: `Like ${FIRST.like_num}` }));
    await waitFor(() => expect(userCallLog.like).toEqual([FIRST.id]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const like = card.querySelector('footer button[aria-pressed]');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like ${FIRST.like_num + 1}`);
  },
};

/** Opened directly on a desktop (a shared link): over the creator's page; closing shows that page. */
export const DirectOnDesktop: Story = {
  parameters: { router: { route: '/mira.lens/1001' } },
  play: async ({ canvasElement }) => {
    const post = makePost({ id: 1001, creatorId: 1 });
    const dialog = await body().findByRole('dialog', { name: post.title });
    await expect(location(canvasElement)).toBe('/en/mira.lens/1001');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Mira Lens', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(location(canvasElement)).toBe('/en/mira.lens');
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Mira Lens' });
    await expect(heading).toBeVisible();
    // Nothing on the page opened it: focus goes to the page's heading, not to <body>.
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** On a phone the post is a page: no dialog; Back returns to the feed. */
export const PageOnPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('heading', { name: FIRST.title }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: FIRST.title }),
    ).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(location(canvasElement)).toBe(`/en/${FIRST.user.username}/${FIRST.id}`);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/en/home'));
  },
};
