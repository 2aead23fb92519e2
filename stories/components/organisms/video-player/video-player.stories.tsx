import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, passthrough } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoPlayer } from '../../../../src/components/organisms/video-player/video-player.tsx';
import { installClock } from '../../../support/clock.ts';

const MP4 = '/storybook-media/clip.mp4';
const HLS = '/storybook-media/hls/clip.m3u8';
const POSTER = '/storybook-media/poster.jpg';

const meta = {
  title: 'Organisms/VideoPlayer',
  component: VideoPlayer,
  args: { src: MP4, poster: POSTER, label: 'Studio tour' },
  parameters: {
    // hls.js fetches the playlist and segments; they are local files in public/, on purpose.
    msw: { handlers: { storybookMedia: http.get('/storybook-media/*', () => passthrough()) } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loadedVideo(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  return waitFor(() => {
    const video = canvasElement.querySelector('video');
    if (!video || video.readyState < 1) throw new Error('video not loaded yet');
    return video;
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await loadedVideo(canvasElement);
    await expect(video.muted).toBe(true);
    await expect(video.duration).toBeCloseTo(3, 0);
    await expect(canvas.getByRole('region', { name: 'Studio tour' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enter full screen' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(video.paused).toBe(true));

    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await waitFor(() => expect(video.muted).toBe(false));
  },
};

export const Hls: Story = {
  args: { src: HLS, label: 'Studio tour (HLS)' },
  play: async ({ canvasElement }) => {
    const video = await loadedVideo(canvasElement);
    // Native HLS where the browser has it, hls.js (Media Source Extensions) otherwise.
    await expect(['native', 'hls.js']).toContain(video.dataset.engine);
    await expect(video.muted).toBe(true);
    await expect(video.duration).toBeCloseTo(3, 0);
    // Seeking is tested on HLS: segments are seekable whatever the static server does with
    // byte ranges (Storybook's test server does not honour them for the .mp4).
    const seek = canvasElement.querySelector('media-time-range');
    seek?.dispatchEvent(new CustomEvent('mediaseekrequest', { detail: 1.5, bubbles: true, composed: true }));
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1.5, 1));
  },
};

export const VolumeClamped: Story = {
  play: async ({ canvasElement }) => {
    const video = await loadedVideo(canvasElement);
    const range = canvasElement.querySelector('media-volume-range');
    if (!range) throw new Error('no volume range');
    const request = (detail: number) =>
      range.dispatchEvent(new CustomEvent('mediavolumerequest', { detail, bubbles: true, composed: true }));
    request(0.5);
    await expect(video).toMatchObject({ volume: 0.5, muted: false });
    request(0);
    await expect(video).toMatchObject({ volume: 0.5, muted: true });
    request(1.8);
    await expect(video).toMatchObject({ volume: 1, muted: false });
    request(-1);
    await expect(video.muted).toBe(true);
  },
};

export const ControlsAutoHide: Story = {
  args: { loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await loadedVideo(canvasElement);
    const controller = canvas.getByRole('region', { name: 'Studio tour' });
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(false));

    const clock = installClock();
    try {
      // The player restarts its 2 s on this move, now on the fake clock.
      fireEvent.pointerMove(video);
      await clock.tick(1999);
      await expect(controller).toHaveAttribute('data-controls', 'visible');
      await clock.tick(1);
      await expect(controller).toHaveAttribute('data-controls', 'hidden');
      fireEvent.pointerMove(video);
      await clock.tick(0);
      await expect(controller).toHaveAttribute('data-controls', 'visible');
    } finally {
      clock.uninstall();
    }
  },
};

export const VolumePopupOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedVideo(canvasElement);
    const mute = canvas.getByRole('button', { name: 'Unmute' });
    const group = mute.parentElement as HTMLElement;
    await userEvent.hover(mute);
    await expect(group).toHaveAttribute('data-volume-popup', 'open');
    await expect(canvasElement.querySelector('media-volume-range')).toBeVisible();

    const clock = installClock();
    try {
      // React derives pointer leave from pointerout; fireEvent needs no timers, userEvent does.
      fireEvent.pointerOut(mute, { relatedTarget: canvasElement });
      // Let React render the leave: the 2 s start in the effect that follows it.
      await clock.tick(0);
      await clock.tick(1999);
      await expect(group).toHaveAttribute('data-volume-popup', 'open');
      await clock.tick(1);
      await expect(group).toHaveAttribute('data-volume-popup', 'closed');
      await expect(canvasElement.querySelector('media-volume-range')).not.toBeVisible();
    } finally {
      clock.uninstall();
    }
  },
};

export const UnloadedOffScreen: Story = {
  decorators: [
    (Story) => (
      <div data-testid="scroller" style={{ height: 320, overflowY: 'auto' }}>
        <Story />
        <div style={{ height: 1200 }} />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    const player = canvasElement.querySelector('[data-state]') as HTMLElement;
    const video = await loadedVideo(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(false));

    scroller.scrollTop = 1000;
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'unloaded'));
    // Paused and its source released: the element is gone, its src emptied first.
    await expect(video.paused).toBe(true);
    await expect(video.getAttribute('src')).toBeNull();
    await expect(canvasElement.querySelector('video')).toBeNull();

    scroller.scrollTop = 0;
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'loaded'));
    await loadedVideo(canvasElement);
  },
};

export const SeventhRefused: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, width: 900 }}>
      {Array.from({ length: 7 }, (_, index) => (
        <VideoPlayer key={index} {...args} label={`Clip ${index + 1}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loaded"]')).toHaveLength(6));
    await expect(canvasElement.querySelectorAll('video')).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: 'Play' })).toHaveLength(6);
    const refused = canvas.getByRole('status');
    await expect(refused).toHaveTextContent('Too many videos open');
    await expect(refused).toHaveTextContent('Only 6 videos can play at a time.');
  },
};

export const Failed: Story = {
  args: { src: '/storybook-media/missing.mp4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This video can’t be played');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** An owner that handles failures (the feed asks for a fresh address): told, and no notice of the player's. */
export const FailedHandledByOwner: Story = {
  args: { src: '/storybook-media/missing.mp4', onError: fn() },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'failed');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
