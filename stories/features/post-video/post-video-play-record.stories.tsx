/**
 * A feed video's play time (spec §9, issue 11): when the card leaves the screen, the time it played
 * is sent as `home/playRecord` (ms), once per appearance; a video that was not played sends nothing.
 * Time runs on the stories' fake clock; the scrolling and the player are the browser's.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PostCard } from '../../../src/components/molecules/post-card/post-card.tsx';
import { PostVideo } from '../../../src/features/post-video/post-video.tsx';
import { makeVideoPost } from '../../../src/mocks/factories.ts';
import {
  resetVideoPathCallLog,
  storyMediaHandler,
  videoPathHandlers,
} from '../../../src/mocks/handlers-video-paths.ts';
import { resetViewCallLog, viewCallLog } from '../../../src/mocks/handlers-views.ts';
import { installClock } from '../../support/clock.ts';

const POST = makeVideoPost({ id: 42, title: 'Evening stretch, 2 minutes' });
/** Network, media and hls.js on a loaded machine: past the stories' 10 s default (preview.tsx). */
const SLOW = { timeout: 15_000 };

const meta = {
  title: 'Features/PostVideo/PlayRecord',
  component: PostVideo,
  args: { post: POST },
  render: (args) => (
    <div style={{ maxWidth: 520, padding: 16 }}>
      <PostCard
        post={args.post}
        authorHref="/en/mira.lens"
        postHref="/en/mira.lens/42"
        video={<PostVideo {...args} />}
      />
      {/* Room to scroll the card away. */}
      <div data-testid="below" style={{ height: 3000 }} />
    </div>
  ),
  parameters: {
    msw: { handlers: { videoPath: videoPathHandlers.playable, storyMedia: storyMediaHandler } },
  },
  beforeEach: () => {
    resetVideoPathCallLog();
    resetViewCallLog();
  },
} satisfies Meta<typeof PostVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Played for 2500 ms, then scrolled away: one record of 2500 ms; scrolled back and away unplayed: none. */
export const PlayRecord: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const video = await waitFor(() => {
      const found = canvasElement.querySelector('video');
      if (!found) throw new Error('no player yet');
      return found;
    }, SLOW);
    const away = () => window.scrollTo({ top: 2500, behavior: 'instant' });
    const clock = installClock();
    try {
      // The media element's own events, as a play and a pause send them.
      video.dispatchEvent(new Event('playing'));
      await clock.tick(2500);
      video.dispatchEvent(new Event('pause'));
      away();
      await clock.settleUntil(() => expect(viewCallLog.plays).toHaveLength(1));
    } finally {
      clock.uninstall();
    }
    await expect(viewCallLog.plays).toEqual([{ id: 42, time: 2500 }]);
    // A new appearance without playing sends nothing.
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    away();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(viewCallLog.plays).toHaveLength(1);
  },
};
