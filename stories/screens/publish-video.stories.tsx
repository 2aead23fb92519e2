/**
 * /{lang}/publish with a video (spec §2, §4, §5, §9): preparing (hashing, the first 20% of the
 * progress), uploading with progress, done and published, a failed upload retried, a video that
 * resumes an interrupted upload, the server's refusals (too large, not a video by its bytes), the
 * cancel confirmations before and after the upload, the one-video rules, and Arabic. Uploads go
 * through the app's real uploadVideo against the MSW video handlers; the in-flight states hold
 * the video with a transfer that does not finish.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { VideoUploadOptions, VideoUploadStage } from '../../src/api/upload-video.ts';
import { realTransfer, type UploadTransfer } from '../../src/features/publish/use-post-uploads.ts';
import {
  publishCallLog,
  publishHandlers,
  publishScreenHandlers,
  resetPublishCallLog,
} from '../../src/mocks/handlers-publish.ts';
import {
  MOCK_VIDEO_REFUSALS,
  MOCK_VIDEO_UPLOAD_ID,
  resetVideoUploadLog,
  videoCompleteHandlers,
  videoPutHandlers,
  videoStartHandlers,
  videoUploadLog,
} from '../../src/mocks/handlers-upload-video.ts';
import { PublishScreen } from '../../src/screens/publish/publish-screen.tsx';
import { fillFields, mp4File, pick, pngFile } from '../support/publish-files.ts';
import { PublishFrame } from '../support/publish-frame.tsx';
import { sessionStoryReset, signInForStory } from '../support/session.tsx';

/** Forgets the upload sessions uploadVideo keeps for resuming, so each story starts afresh. */
function forgetStoredUploads() {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('fanvault.video-upload.')) localStorage.removeItem(key);
}

const meta = {
  title: 'Screens/Publish/Video',
  component: PublishScreen,
  parameters: { router: { route: '/publish' }, msw: { handlers: publishScreenHandlers } },
  decorators: [
    (Story) => (
      <PublishFrame>
        <Story />
      </PublishFrame>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetPublishCallLog();
    resetVideoUploadLog();
    forgetStoredUploads();
    return restore;
  },
} satisfies Meta<typeof PublishScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const location = () => body().getByTestId('location');
/** The form, once the screen's chunk is there (the first story of a cold run waits longest). */
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'New post' });

const never = <T,>() => new Promise<T>(() => undefined);
const hashing = (resumedParts = 0): VideoUploadStage => ({ phase: 'hashing', resumedParts });
const sending = (resumedParts = 0): VideoUploadStage => ({ phase: 'uploading', resumedParts });

/** A video transfer that reports `reports` and then never ends; remembers its signal. */
function holdVideo(...reports: [number, VideoUploadStage][]): UploadTransfer & { last?: VideoUploadOptions } {
  const transfer: UploadTransfer & { last?: VideoUploadOptions } = {
    ...realTransfer,
    uploadVideo: (_file, options) => {
      transfer.last = options;
      for (const [fraction, stage] of reports) options?.onProgress?.(fraction, stage);
      return never();
    },
  };
  return transfer;
}

/** Hashing: 12% of the progress, within the first 20% hashing counts for. */
const holdHashing = holdVideo([0.06, hashing()], [0.12, hashing()]);
/** Hashed (20%), then 45% of the bytes sent: 0.2 + 0.8 × 0.45 = 56%. */
const holdAt56 = holdVideo([0.2, hashing()], [0.2, sending()], [0.56, sending()]);
/**
 * After a reload, the same file: two of four parts were sent before, so the upload starts at
 * 0.2 + 0.8 × 2/4 = 60% (uploadVideo reports it so: tests/server/upload-video-client.test.ts).
 */
const holdResumed = holdVideo([0.2, hashing()], [0.6, sending(2)]);

/** A real (tiny) video through hashing, the signed PUT and complete; the post waits for processing. */
export const PublishesVideoPost: Story = {
  parameters: { msw: { handlers: { publish: publishHandlers.processing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    const tile = await canvas.findByRole('figure', { name: 'Video' });
    await expect(await within(tile).findByText('Uploaded')).toBeVisible();
    await expect(videoUploadLog).toEqual({ starts: 1, puts: 1, completes: 1 });
    // One video is the whole post: the picker now changes it.
    await expect(canvas.getByText('1 of 10')).toBeVisible();
    await expect(canvas.getByText('Change video')).toBeVisible();
    await fillFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const alert = await body().findByRole('alertdialog');
    await expect(alert).toHaveTextContent(
      'Your video is being processed. The post appears once it is ready.',
    );
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/post'));
    await expect(publishCallLog.publish[0]).toMatchObject({
      resource_type: 2,
      media: [MOCK_VIDEO_UPLOAD_ID],
    });
  },
};

/** Preparing (2): the video is hashed first, its share of the progress shown. */
export const Hashing: Story = {
  args: { transfer: holdHashing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    await expect(await canvas.findByText('Preparing 12%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Video' })).toHaveAttribute('aria-valuenow', '12');
    await expect(canvas.getByRole('figure', { name: 'Video' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Uploading (3) with its progress; publishing waits for it. */
export const UploadingWithProgress: Story = {
  args: { transfer: holdAt56 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    await expect(await canvas.findByText('Uploading 56%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '56');
    await expect(canvas.queryByText('Resuming where it stopped')).toBeNull();
    await fillFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Wait until the files have finished uploading.')).toBeVisible();
    await expect(publishCallLog.publish).toHaveLength(0);
  },
};

/** The same video chosen again after a reload carries on: the tile says so, from the parts sent. */
export const ResumesAfterReload: Story = {
  args: { transfer: holdResumed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    await expect(await canvas.findByText('Resuming where it stopped')).toBeVisible();
    await expect(canvas.getByText('Uploading 60%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};

/** A part that fails its first try and 3 retries fails the video (5); Retry sends it again (4). */
export const FailedThenRetried: Story = {
  parameters: { msw: { handlers: { videoPut: videoPutHandlers.failsFourTimes } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    await expect(
      await canvas.findByText('The video could not be sent. Retry to continue where it stopped.'),
    ).toBeVisible();
    await expect(videoUploadLog.puts).toBe(4);
    await fillFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Some files failed to upload. Retry or remove them.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(videoUploadLog.puts).toBe(5);
    await expect(publishCallLog.publish).toHaveLength(0);
  },
};

/** The server refuses a video over its size limit (413) with its message: no Retry, only Remove. */
export const RefusedTooLarge: Story = {
  parameters: { msw: { handlers: { videoStart: videoStartHandlers.tooLarge } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    const tile = await canvas.findByRole('figure', { name: 'Video' });
    await expect(await within(tile).findByText(MOCK_VIDEO_REFUSALS.en.tooLarge)).toBeVisible();
    await expect(within(tile).queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(videoUploadLog.puts).toBe(0);
    await userEvent.click(within(tile).getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByText('0 of 10')).toBeVisible();
  },
};

/** A file named and typed MP4 whose bytes are no video: the server's 415 message, no Retry. */
export const RefusedNotAVideo: Story = {
  parameters: { msw: { handlers: { videoComplete: videoCompleteHandlers.notAVideo } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File('notes.mp4')]);
    await expect(await canvas.findByText(MOCK_VIDEO_REFUSALS.en.notAVideo)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Another video can be chosen in its place.
    await expect(canvas.getByText('Change video')).toBeVisible();
  },
};

/** Cancel while the video uploads: the uploading wording; Discard stops the transfer and leaves. */
export const CancelWhileUploading: Story = {
  args: { transfer: holdAt56 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    await canvas.findByText('Uploading 56%');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Files are still uploading. Leaving stops the uploads and discards your changes.',
    );
    await expect(holdAt56.last?.signal?.aborted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/home'));
    await expect(holdAt56.last?.signal?.aborted).toBe(true);
  },
};

/** Cancel once the video is uploaded: the uploaded wording; Keep editing stays with the video. */
export const CancelAfterUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await pick(canvasElement, [mp4File()]);
    await canvas.findByText('Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Your files have been uploaded. Leaving discards them and your changes.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(location()).toHaveTextContent('/en/publish');
    await expect(canvas.getByText('Uploaded')).toBeVisible();
  },
};

/**
 * One video at most (content.videoLimitOne), never with images; while a video is there the
 * picker takes only a video, which replaces it (the first transfer stops).
 */
export const OneVideoRules: Story = {
  args: { transfer: holdAt56 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const limit = 'A video cannot be combined with other files: a post has one video or up to 10 photos.';
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await heading(canvasElement);
    await pick(canvasElement, [mp4File('a.mp4'), mp4File('b.mp4')]);
    await expect(await canvas.findByText(limit)).toBeVisible();
    await expect(canvas.getByText('0 of 10')).toBeVisible();

    await pick(canvasElement, [mp4File('a.mp4')]);
    await canvas.findByText('Uploading 56%');
    const first = holdAt56.last;
    await expect(canvas.getByText('Change video')).toBeVisible();
    await expect(input()).not.toHaveAttribute('multiple');
    await expect(input()?.accept).not.toContain('image/');
    // An image while a video is there: refused, the video stays.
    await pick(canvasElement, [await pngFile()]);
    await expect(await canvas.findByText(limit)).toBeVisible();
    await expect(canvas.getByText('1 of 10')).toBeVisible();
    // Another video replaces it.
    await pick(canvasElement, [mp4File('b.mp4')]);
    await waitFor(() => expect(first?.signal?.aborted).toBe(true));
    await expect(canvas.getByText('1 of 10')).toBeVisible();
    await expect(canvas.queryByText(limit)).toBeNull();

    // With photos, a video is refused.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await pick(canvasElement, [await pngFile()]);
    await expect(await canvas.findByText('Add photos')).toBeVisible();
    await expect(input()?.accept).not.toContain('video/');
    await pick(canvasElement, [mp4File('c.mp4')]);
    await expect(await canvas.findByText(limit)).toBeVisible();
    await expect(canvas.getAllByRole('figure', { name: 'Image' })).toHaveLength(1);
    await expect(canvas.queryByRole('figure', { name: 'Video' })).toBeNull();
  },
};

/** Arabic: a resumed video says so in Arabic, right to left. */
export const ArabicResumed: Story = {
  globals: { locale: 'ar' },
  args: { transfer: holdResumed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'منشور جديد' });
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    await pick(canvasElement, [mp4File()]);
    await expect(await canvas.findByText('استئناف الرفع من حيث توقف')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};

/** Arabic: the server's refusal comes in Arabic (it answers by Accept-Language). */
export const ArabicRefused: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { videoStart: videoStartHandlers.tooLarge } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'منشور جديد' });
    await pick(canvasElement, [mp4File()]);
    await expect(await canvas.findByText(MOCK_VIDEO_REFUSALS.ar.tooLarge)).toBeVisible();
  },
};
