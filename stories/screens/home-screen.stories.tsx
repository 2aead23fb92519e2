/**
 * Home (spec §2): new creators and the Popular / New post feed, in each data state the
 * feed can be in. Data comes from src/mocks through the real API client and envelope.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeCreators, makeLockedPost, makePost } from '../../src/mocks/factories.ts';
import { creatorHandlers, MOCK_SERVER_ERROR, postListHandlers } from '../../src/mocks/handlers.ts';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    msw: { handlers: { posts: postListHandlers.loaded, creators: creatorHandlers.loaded } },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The third post of the mocked feed is subscription-locked (src/mocks/factories.ts makeFeed). */
const LOCKED = makeLockedPost({ id: 3 });
const LOCKED_ORIGINAL = makePost({ id: 3 }).url[0]?.url;

/** The first page of the feed, with a locked post that shows only its blurred preview. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = within(await canvas.findByRole('tabpanel'));
    await expect(await feed.findAllByRole('article')).toHaveLength(10);
    await expect(feed.getByRole('heading', { name: 'Golden hour, part 1' })).toBeVisible();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Popular');

    // The locked post: blurred preview, a lock and Subscribe, and never the original.
    const lockedCard = feed.getByRole('heading', { name: LOCKED.title }).closest('article');
    await expect(lockedCard).not.toBeNull();
    const card = within(lockedCard as HTMLElement);
    await expect(card.getByRole('button', { name: 'Subscribe to unlock' })).toBeVisible();
    const images = [...(lockedCard as HTMLElement).querySelectorAll('img')].filter(
      (img) => img.getAttribute('src') !== LOCKED.user.thumb,
    );
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAttribute('src', LOCKED.url[0]?.url_blur);
    await expect(images[0]?.className).toMatch(/blur/);
    const sources = [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(sources).not.toContain(LOCKED_ORIGINAL);

    // The newest creators, in the desktop side list.
    const creators = within(canvas.getByRole('region', { name: 'New creators' }));
    for (const creator of makeCreators()) {
      await expect(creators.getByText(creator.nickname)).toBeVisible();
    }
  },
};

/** No posts yet: the empty state and a Reload button that asks again. */
export const Empty: Story = {
  parameters: { msw: { handlers: { posts: postListHandlers.empty } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const feed = within(await canvas.findByRole('tabpanel'));
    await expect(await feed.findByText('No posts yet')).toBeVisible();
    await expect(feed.queryAllByRole('article')).toHaveLength(0);
    const reload = feed.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeEnabled();
    // Posts published in the meantime appear after Reload.
    msw.use(postListHandlers.lastPage);
    await userEvent.click(reload);
    await expect(await feed.findAllByRole('article')).toHaveLength(3);
  },
};

/** The feed while the first page is on its way: skeleton cards and a status for screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { posts: postListHandlers.loading, creators: creatorHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('tabpanel');
    const busy = feed.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(feed).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // Two skeleton cards, each with shimmering placeholders.
    await expect((busy as HTMLElement).children.length).toBeGreaterThanOrEqual(3);
    await expect((busy as HTMLElement).querySelectorAll('span[aria-hidden="true"]').length).toBeGreaterThan(
      4,
    );
    await expect(within(feed).queryAllByRole('article')).toHaveLength(0);
  },
};

/** The server refuses the list: its message, and a Reload that recovers once it answers. */
export const Error: Story = {
  parameters: { msw: { handlers: { posts: postListHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const feed = within(await canvas.findByRole('tabpanel'));
    const alert = await feed.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent(MOCK_SERVER_ERROR);
    msw.use(postListHandlers.loaded);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(feed.queryByRole('alert')).toBeNull());
    await expect(await feed.findAllByRole('article')).toHaveLength(10);
  },
};

/** Arabic: the page mirrors right to left and the feed still loads. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    const articles = await within(await canvas.findByRole('tabpanel')).findAllByRole('article');
    await expect(articles).toHaveLength(10);
    await expect(getComputedStyle(articles[0] as HTMLElement).direction).toBe('rtl');
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\/ar\//);
    }
  },
};

/** On a phone the newest creators are the CreatorSwiper organism: cards to swipe under the heading. */
export const MobileNewCreators: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const creators = within(await canvas.findByRole('region', { name: 'New creators' }));
    await expect(creators.getByRole('heading', { name: 'New creators' })).toBeVisible();
    await expect(await creators.findAllByRole('listitem')).toHaveLength(makeCreators().length);
    // Phones swipe: the swiper's desktop arrows are not offered.
    await expect(creators.queryByRole('button', { name: 'Next creators' })).toBeNull();
  },
};

/** No new creators on a phone: the swiper keeps its heading above the empty text and Reload. */
export const MobileNoNewCreators: Story = {
  parameters: {
    viewport: { defaultViewport: 'mobile375' },
    msw: { handlers: { creators: creatorHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const creators = within(await canvas.findByRole('region', { name: 'New creators' }));
    await expect(await creators.findByText('No new creators yet')).toBeVisible();
    await expect(creators.getByRole('heading', { name: 'New creators' })).toBeVisible();
    await expect(creators.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await expect(creators.queryAllByRole('listitem')).toHaveLength(0);
  },
};
