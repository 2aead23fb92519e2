import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadTile } from '../../../../src/components/molecules/upload-tile/upload-tile.tsx';
import { UPLOAD_STATUS } from '../../../../src/contract/enums.ts';
import { makeDoneUpload, makeUploadItem } from '../../../../src/mocks/factories-social.ts';
import { mockPhoto } from '../../../../src/mocks/images.ts';

const preview = mockPhoto({ width: 400, height: 400, seed: 5 });
const videoFile = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });

const meta = {
  title: 'Molecules/UploadTile',
  component: UploadTile,
  args: { item: makeUploadItem(), previewSrc: preview, onRetry: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 160, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status uploading 3: the percentage, in text and on the progress bar. */
export const Uploading: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading 42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.item);
  },
};
/** Status pending 1. */
export const Pending: Story = {
  args: { item: makeUploadItem({ status: UPLOAD_STATUS.pending, progress: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting…')).toBeVisible();
  },
};
/** Status preprocessing 2: a video being prepared before its upload. */
export const Preprocessing: Story = {
  args: {
    item: makeUploadItem({ status: UPLOAD_STATUS.preprocessing, progress: 0, duration: 95 }),
    previewSrc: '',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Preparing…')).toBeVisible();
    await expect(canvas.getByText('01:35')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Video' })).toHaveAttribute('aria-busy', 'true');
  },
};
/** Status preprocessing 2 for a video being hashed: its share (the first 20%) of the progress. */
export const VideoHashing: Story = {
  args: {
    item: makeUploadItem({ status: UPLOAD_STATUS.preprocessing, progress: 12, file: videoFile }),
    previewSrc: '',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Preparing 12%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Video' })).toHaveAttribute('aria-valuenow', '12');
  },
};
/** A video carrying on from an interrupted upload: it says so, from the parts already sent. */
export const VideoResumed: Story = {
  args: {
    item: makeUploadItem({ status: UPLOAD_STATUS.uploading, progress: 60, file: videoFile }),
    previewSrc: '',
    resumed: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading 60%')).toBeVisible();
    await expect(canvas.getByText('Resuming where it stopped')).toBeVisible();
  },
};
/** Status done 4. */
export const Done: Story = {
  args: { item: makeDoneUpload(), previewSrc: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
/** Status fail 5: the message and Retry. */
export const Failed: Story = {
  args: { item: makeUploadItem({ status: UPLOAD_STATUS.fail, failMsg: 'The file could not be read' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file could not be read');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.item);
  },
};
/** A failure without a message from the server reads "Upload failed". */
export const FailedWithoutMessage: Story = {
  args: { item: makeUploadItem({ status: UPLOAD_STATUS.fail }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Upload failed');
  },
};
/** Status save 6. */
export const Saved: Story = {
  args: { item: makeDoneUpload({ status: UPLOAD_STATUS.save }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved')).toBeVisible();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
/** Arabic, a resumed video: the words translated, the layout mirrored. */
export const RtlVideoResumed: Story = {
  ...VideoResumed,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.queryByText('Resuming where it stopped')).toBeNull();
  },
};
