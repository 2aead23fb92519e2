/**
 * Home's feed with video posts (issue 9): an unlocked video plays in its card through HLS; a
 * locked one keeps its blurred preview and lock, and its video is never asked for.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { creatorHandlers } from '../../src/mocks/handlers.ts';
import {
  MOCK_VIDEO_FEED,
  resetVideoPathCallLog,
  storyMediaHandler,
  videoFeedHandler,
  videoPathCallLog,
  videoPathHandlers,
} from '../../src/mocks/handlers-video-paths.ts';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';

/** Network, media and hls.js on a loaded machine: past the stories' 10 s default (preview.tsx). */
const SLOW = { timeout: 15_000 };
const [FREE_VIDEO, LOCKED_VIDEO] = MOCK_VIDEO_FEED as [
  (typeof MOCK_VIDEO_FEED)[number],
  (typeof MOCK_VIDEO_FEED)[number],
];

const meta = {
  title: 'Screens/Home/Videos',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    msw: {
      handlers: {
        posts: videoFeedHandler,
        creators: creatorHandlers.loaded,
        videoPath: videoPathHandlers.playable,
        storyMedia: storyMediaHandler,
      },
    },
  },
  beforeEach: () => resetVideoPathCallLog(),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(feed: HTMLElement, title: string): HTMLElement {
  const card = within(feed).getByRole('heading', { name: title }).closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

/** The free video plays in its card; the locked video shows only its blurred poster. */
export const VideoPlays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('tabpanel');
    await within(feed).findAllByRole('article', {}, SLOW);

    const playable = cardOf(feed, FREE_VIDEO.title);
    const video = await waitFor(() => {
      const element = playable.querySelector('video');
      if (!element || element.readyState < 1) throw new Error('video not loaded yet');
      return element;
    }, SLOW);
    await userEvent.click(within(playable).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);

    const locked = cardOf(feed, LOCKED_VIDEO.title);
    await expect(locked.querySelector('video')).toBeNull();
    await expect(within(locked).queryByRole('button', { name: 'Play' })).toBeNull();
    await expect(within(locked).getByRole('button', { name: 'Subscribe to unlock' })).toBeVisible();
    const preview = within(locked).getByRole('img', { name: `Post by ${LOCKED_VIDEO.user.nickname}` });
    await expect(preview).toHaveAttribute('src', LOCKED_VIDEO.url[0]?.url_blur);
    // Only the unlocked video's address was asked for.
    await expect(videoPathCallLog).toEqual([FREE_VIDEO.id]);
  },
};

/** Arabic: the feed mirrors and the video card still plays. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('tabpanel');
    await within(feed).findAllByRole('article', {}, SLOW);
    const playable = cardOf(feed, FREE_VIDEO.title);
    await expect(getComputedStyle(playable).direction).toBe('rtl');
    await waitFor(() => {
      const element = playable.querySelector('video');
      if (!element || element.readyState < 1) throw new Error('video not loaded yet');
    }, SLOW);
    await expect(within(playable).getByRole('button', { name: 'تشغيل' })).toBeVisible();
    await expect(videoPathCallLog).toEqual([FREE_VIDEO.id]);
  },
};
