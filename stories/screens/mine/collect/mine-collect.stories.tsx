/**
 * mine/collect (spec §2): the posts the fan liked in three tabs chosen by `?t=`: all, those they may
 * open now (`unlock` 1) and the locked ones (`unlock` 0, a subscription that ended or a post never
 * bought), each paged ten at a time, with empty and failed states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from 'wouter';
import { MOCK_SERVER_ERROR } from '../../../../src/mocks/handlers.ts';
import {
  collectCallLog,
  likedPostHandlers,
  MOCK_LIKED_POSTS,
  resetCollectCallLog,
} from '../../../../src/mocks/handlers-collect.ts';
import { MineCollectScreen } from '../../../../src/screens/mine/collect/mine-collect-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';

function SearchProbe() {
  return (
    <div data-testid="search" className="sr-only">
      {useSearch()}
    </div>
  );
}

const meta = {
  title: 'Screens/Mine/Collect',
  component: MineCollectScreen,
  parameters: {
    router: { route: '/mine/collect' },
    msw: { handlers: { boughtPosts: likedPostHandlers.loaded } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
        <SearchProbe />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetCollectCallLog();
    return restore;
  },
} satisfies Meta<typeof MineCollectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = () => within(document.body).getByTestId('search').textContent;

/** All the liked posts: the open ones with their picture, the locked ones blurred with a lock. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findAllByRole('article')).toHaveLength(6);
    const locked = panel.getByRole('heading', { name: 'Members’ set 3' }).closest('article') as HTMLElement;
    await expect(within(locked).getByText('Locked')).toBeVisible();
    await expect(within(locked).getByRole('link', { name: 'Members’ set 3' })).toHaveAttribute(
      'href',
      '/en/aiko.kitchen/903',
    );
    await expect(collectCallLog.liked).toEqual([{ unlock: null, page: 1 }]);
    await expect(await panel.findByText('You’re all caught up')).toBeVisible();
  },
};

/** Unlocked: only what the fan may open now, asked with unlock 1; the tab is in the address. */
export const Unlocked: Story = {
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await within(canvas.getByRole('tabpanel')).findAllByRole('article');
    // What the server answers for the Unlocked tab.
    msw.use(likedPostHandlers.unlocked);
    await userEvent.click(canvas.getByRole('tab', { name: 'Unlocked' }));
    await waitFor(() => expect(address()).toBe('t=unlocked'));
    const panel = within(canvas.getByRole('tabpanel'));
    await waitFor(() => expect(panel.getAllByRole('article')).toHaveLength(4));
    await expect(panel.queryByText('Locked')).toBeNull();
    await expect(collectCallLog.liked.at(-1)).toEqual({ unlock: 1, page: 1 });
  },
};

/** Locked: the liked posts the fan can no longer open, asked with unlock 0. */
export const Locked: Story = {
  parameters: {
    router: { route: '/mine/collect?t=locked' },
    msw: { handlers: { boughtPosts: likedPostHandlers.locked } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Locked' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findAllByRole('article')).toHaveLength(2);
    await expect(panel.getAllByText('Locked')).toHaveLength(2);
    await expect(collectCallLog.liked).toEqual([{ unlock: 0, page: 1 }]);
  },
};

/** 23 liked posts: ten a page as the reader scrolls, then the end of the list. */
export const Paged: Story = {
  parameters: { msw: { handlers: { boughtPosts: likedPostHandlers.many } } },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(await panel.findAllByRole('article')).toHaveLength(10);
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(panel.getAllByRole('article')).toHaveLength(MOCK_LIKED_POSTS);
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
    await expect(await panel.findByText('You’re all caught up')).toBeInTheDocument();
  },
};

/** Nothing liked yet: what the tab is for, and Reload. */
export const Empty: Story = {
  parameters: { msw: { handlers: { boughtPosts: likedPostHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No liked posts yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Nothing locked: the locked tab's own empty text. */
export const LockedEmpty: Story = {
  parameters: {
    router: { route: '/mine/collect?t=locked' },
    msw: { handlers: { boughtPosts: likedPostHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No locked posts')).toBeVisible();
  },
};

/** The server refuses: its message, and Reload asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { boughtPosts: likedPostHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MOCK_SERVER_ERROR);
    msw.use(likedPostHandlers.loaded);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(6);
  },
};

/** Still loading: placeholder rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: { boughtPosts: likedPostHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** Arabic: the page in Arabic and mirrored, a locked row says so; the creators' names stay isolated. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'المفضّلة' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'الكل' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'مقفلة' })).toBeVisible();
    const articles = await canvas.findAllByRole('article');
    await expect(getComputedStyle(articles[0] as HTMLElement).direction).toBe('rtl');
    await expect(articles[0]!.querySelector('bdi')).not.toBeNull();
    await expect(within(canvas.getByRole('tabpanel')).getAllByText('مقفل')).toHaveLength(2);
  },
};
