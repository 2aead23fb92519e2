/**
 * The feed's video (issue 9, spec §4 Video): a video post's card with the player feature laid
 * over its poster, as the home feed composes it. The signed playlist comes from
 * article/getVideoRealPath through MSW; the media are the local HLS clip of public/storybook-media.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostCard } from '../../../src/components/molecules/post-card/post-card.tsx';
import { PostVideo } from '../../../src/features/post-video/post-video.tsx';
import { makeVideoPost } from '../../../src/mocks/factories.ts';
import {
  MOCK_VIDEO_MESSAGES,
  resetVideoPathCallLog,
  storyMediaHandler,
  videoPathCallLog,
  videoPathHandlers,
} from '../../../src/mocks/handlers-video-paths.ts';

const POST = makeVideoPost({ id: 41, title: 'Morning mobility, 3 minutes' });
/** Network, media and hls.js on a loaded machine: past the stories' 10 s default (preview.tsx). */
const SLOW = { timeout: 15_000 };

const meta = {
  title: 'Features/PostVideo',
  component: PostVideo,
  args: { post: POST },
  render: (args) => (
    <PostCard
      post={args.post}
      authorHref="/en/mira.lens"
      postHref="/en/mira.lens/41"
      video={<PostVideo {...args} />}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    msw: { handlers: { videoPath: videoPathHandlers.playable, storyMedia: storyMediaHandler } },
  },
  beforeEach: () => resetVideoPathCallLog(),
} satisfies Meta<typeof PostVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card's player once its media has loaded: its <video>, or a failure if none loads. */
async function loadedVideo(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  return waitFor(() => {
    const video = canvasElement.querySelector('video');
    if (!video || video.readyState < 1) throw new Error('video not loaded yet');
    return video;
  }, SLOW);
}

/** The card asks for its playlist as it shows, and the video plays through HLS, muted. */
export const Playable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await loadedVideo(canvasElement);
    await expect(videoPathCallLog).toEqual([POST.id]);
    await expect(['native', 'hls.js']).toContain(video.dataset.engine);
    await expect(video.muted).toBe(true);
    await expect(canvas.getByRole('region', { name: POST.title })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(video.paused).toBe(true));
  },
};

/** While the address is on its way: a spinner over the poster, and no <video> yet. */
export const PathLoading: Story = {
  parameters: { msw: { handlers: { videoPath: videoPathHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading…' }, SLOW)).toBeVisible();
    await waitFor(() => expect(videoPathCallLog).toEqual([POST.id]));
    await expect(canvasElement.querySelector('video')).toBeNull();
    // The card's poster stays beneath.
    await expect(canvas.getByRole('img', { name: POST.title })).toBeInTheDocument();
  },
};

/** The server refuses the address (still processing): its message, and Try again that recovers. */
export const PathRefused: Story = {
  parameters: { msw: { handlers: { videoPath: videoPathHandlers.notReady } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('This video can’t be played');
    await expect(alert).toHaveTextContent(MOCK_VIDEO_MESSAGES.notReady);
    await expect(canvasElement.querySelector('video')).toBeNull();

    msw.use(videoPathHandlers.playable);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loadedVideo(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(videoPathCallLog).toEqual([POST.id, POST.id]);
  },
};

/**
 * The first address has expired (its playlist answers 403): the card asks for a fresh one once,
 * by itself, and plays it.
 */
export const ExpiredAddressRenewed: Story = {
  parameters: { msw: { handlers: { videoPath: videoPathHandlers.expiredFirst } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await loadedVideo(canvasElement);
    await expect(videoPathCallLog).toEqual([POST.id, POST.id]);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);
  },
};

/**
 * The fresh address fails too: asked for once more only, then the failure with Try again (no
 * loop of requests). Try again asks once more.
 */
export const PlaybackFailed: Story = {
  parameters: { msw: { handlers: { videoPath: videoPathHandlers.alwaysExpired } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(videoPathCallLog).toEqual([POST.id, POST.id]), SLOW);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('This video can’t be played');
    // Failed for good: no player left to fail again, so nothing asks a third time by itself.
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(videoPathCallLog).toEqual([POST.id, POST.id]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(videoPathCallLog).toEqual([POST.id, POST.id, POST.id]));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('This video can’t be played');
  },
};

/** Arabic: the card mirrors; the controls are labelled in Arabic and the times stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedVideo(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('article')).direction).toBe('rtl');
    await expect(canvas.getByRole('button', { name: 'تشغيل' })).toBeVisible();
    await expect(canvasElement.querySelector('media-time-display')).toHaveAttribute('dir', 'ltr');
  },
};
