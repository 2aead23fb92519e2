/**
 * A regular user's home (spec §2 main profile): under their profile, the collected and purchased
 * tabs (liked posts and bought posts: loaded, empty, failed with Reload, Arabic), each with a link to
 * its full page; and the settings' "Topics you like", which opens the
 * interested-topics picker (spec §2 Dialogs, "preferences" in the mine menu).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../../src/mocks/handlers.ts';
import { likedPostHandlers } from '../../../../src/mocks/handlers-collect.ts';
import { interestCategoryHandlers, interestHandlers } from '../../../../src/mocks/handlers-home-discovery.ts';
import { userHandlers, userInfoHandlers } from '../../../../src/mocks/handlers-user.ts';
import { MineHomeScreen } from '../../../../src/screens/mine/home/mine-home-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Home/MemberProfile',
  component: MineHomeScreen,
  parameters: {
    router: { route: '/mine' },
    viewport: { defaultViewport: 'desktop1108' },
    msw: {
      handlers: {
        ...userHandlers,
        boughtPosts: likedPostHandlers.likedAndBought,
        interests: interestHandlers.picked,
        categories: interestCategoryHandlers.default,
      },
    },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof MineHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Collected first: the liked posts, a locked one with its lock; See all leads to mine/collect. */
export const Collected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = within(await canvas.findByRole('region', { name: 'Liked and purchased posts' }));
    await expect(posts.getByRole('tab', { name: 'Collected' })).toHaveAttribute('aria-selected', 'true');
    await expect(await posts.findAllByRole('article')).toHaveLength(6);
    await expect(posts.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(posts.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/en/mine/collect');
  },
};

/** Purchased: the posts bought one by one; See all leads to mine/buy's purchased tab. */
export const Purchased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = within(await canvas.findByRole('region', { name: 'Liked and purchased posts' }));
    await userEvent.click(posts.getByRole('tab', { name: 'Purchased' }));
    await expect(await posts.findAllByRole('article')).toHaveLength(3);
    // Under the profile, a level below mine home's own headings, like the collected rows.
    await expect(posts.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(posts.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/en/mine/buy?t=purchased',
    );
  },
};

/** Nothing liked yet: the collected tab says what it is for. */
export const CollectedEmpty: Story = {
  parameters: { msw: { handlers: { boughtPosts: likedPostHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = within(await canvas.findByRole('region', { name: 'Liked and purchased posts' }));
    await expect(await posts.findByText('No liked posts yet')).toBeVisible();
    await expect(posts.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The liked posts cannot be read: the server's message in the tab, and Reload asks again. */
export const CollectedError: Story = {
  parameters: { msw: { handlers: { boughtPosts: likedPostHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const posts = within(await canvas.findByRole('region', { name: 'Liked and purchased posts' }));
    const alert = await posts.findByRole('alert');
    await expect(alert).toHaveTextContent(MOCK_SERVER_ERROR);
    msw.use(likedPostHandlers.likedAndBought);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(await posts.findAllByRole('article')).toHaveLength(6);
  },
};

/** Arabic: the tabs and See all in Arabic, the rows mirrored. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'المنشورات التي أعجبتك واشتريتها' });
    const posts = within(region);
    await expect(posts.getByRole('tab', { name: 'المفضّلة' })).toHaveAttribute('aria-selected', 'true');
    await expect(posts.getByRole('tab', { name: 'المشتريات' })).toBeVisible();
    await expect(posts.getByRole('link', { name: 'عرض الكل' })).toHaveAttribute('href', '/ar/mine/collect');
    const articles = await posts.findAllByRole('article');
    await expect(getComputedStyle(articles[0] as HTMLElement).direction).toBe('rtl');
  },
};

/** A creator's home is their profile: no collected and purchased tabs. */
export const CreatorHasNoTabs: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The profile has loaded (its Log out is there): no tabs under it.
    await expect(await canvas.findByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Liked and purchased posts' })).toBeNull();
  },
};

/** The settings' "Topics you like" opens the picker with the member's topics pressed. */
export const TopicsFromSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Topics you like' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Topics you like' }));
    const pressed = await dialog.findAllByRole('button', { pressed: true });
    await expect(pressed.map((chip) => chip.textContent)).toEqual(['Photography', 'Music', 'Travel']);
  },
};
