/**
 * A lesson card of the creator academy (issue 22, spec §4 "six fixed video cards"): ready with its
 * poster, length and play button; still being encoded; failed; and in Arabic, mirrored.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LessonCard } from '../../../../src/components/molecules/lesson-card/lesson-card.tsx';
import { MOCK_VIDEO_MEDIA } from '../../../../src/mocks/handlers-video-paths.ts';

const meta = {
  title: 'Molecules/LessonCard',
  component: LessonCard,
  args: {
    number: 1,
    title: 'Publish your first post',
    summary: 'Pick photos or a video, add a title and a category, and publish.',
    status: 'ready',
    seconds: 34,
    poster: MOCK_VIDEO_MEDIA.poster,
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LessonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the poster with its length (0:34) is the play button. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Publish your first post' })).toBeVisible();
    await expect(canvas.getByText('Lesson 1')).toBeVisible();
    await expect(canvas.getByText('00:34')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Watch: Publish your first post' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

/** Still being encoded (a new deployment's first minute): said on the poster, nothing to play. */
export const Processing: Story = {
  args: { status: 'processing', seconds: 0, poster: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing the video…');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Publish your first post' })).toBeVisible();
  },
};

/** The encode gave up: said on the poster, nothing to play. */
export const Failed: Story = {
  args: { status: 'failed', seconds: 0, poster: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This video is not available right now.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Arabic: the text reads right to left, and the length sits at the poster's end (the left). */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'انشر منشورك الأول',
    summary: 'اختر صورًا أو فيديو، وأضف عنوانًا وفئة، ثم انشر.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('الدرس 1')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'شاهد: انشر منشورك الأول' });
    const length = canvas.getByText('00:34').getBoundingClientRect();
    const poster = button.getBoundingClientRect();
    await expect(length.left - poster.left).toBeLessThan(poster.right - length.right);
  },
};
