/**
 * A creator's paid message in the conversation (issue 25): locked for the fan (blurred previews,
 * the price, Unlock), unlocked once paid, and for the creator whether the fan unlocked it; with a
 * video instead of pictures: its blurred poster and length behind the lock, the player once paid,
 * and while it is being encoded or when encoding failed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble } from '../../../../src/components/molecules/chat-bubble/chat-bubble.tsx';
import type { PaidVideoPlayback } from '../../../../src/components/molecules/paid-message-card/paid-message-card.tsx';
import { VideoPlayer } from '../../../../src/components/organisms/video-player/video-player.tsx';
import { makePaidMessage, makePaidVideoMessage } from '../../../../src/mocks/factories-social.ts';
import { mockAvatar } from '../../../../src/mocks/images.ts';

const meta = {
  title: 'Molecules/PaidMessageCard',
  component: ChatBubble,
  args: {
    message: makePaidMessage(),
    peer: { avatar: mockAvatar('Noor Studio', 2), name: 'Noor Studio' },
    onUnlock: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The posts' player, as the conversation's list gives it to the card. */
const playPaidVideo = (video: PaidVideoPlayback) => <VideoPlayer {...video} />;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('paid-message');

/** The fan's view before paying: previews behind a lock, the price, the caption and Unlock. */
export const Locked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-locked', 'true');
    await expect(canvas.getByText('Paid message · $9.99')).toBeVisible();
    await expect(canvas.getByText('Two shots from today’s studio session')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Locked picture \d of 2$/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock for $9.99' }));
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
  },
};

/** The fan's view once paid: the pictures themselves, and no Unlock. */
export const Unlocked: Story = {
  args: { message: makePaidMessage({ unlocked: true, bought: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-locked', 'false');
    await expect(canvas.getAllByRole('img', { name: /^Picture \d of 2$/ })).toHaveLength(2);
    await expect(canvas.getByText('Unlocked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Unlock for/ })).toBeNull();
  },
};

/** The creator's own paid message, not bought yet. */
export const OwnNotBought: Story = {
  args: { message: makePaidMessage({ self: true, unlocked: true, price: 20, count: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid message · $20.00')).toBeVisible();
    await expect(canvas.getByText('Not unlocked yet')).toBeVisible();
  },
};

/** The creator's own paid message once the fan paid (it comes back over the socket `bought`). */
export const OwnBought: Story = {
  args: { message: makePaidMessage({ self: true, unlocked: true, bought: true, count: 4 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noor Studio unlocked it')).toBeVisible();
  },
};

/** Arabic, right to left: the fan's locked view. */
export const LockedRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^رسالة مدفوعة · /)).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^صورة مقفلة/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /افتحها مقابل/ })).toBeVisible();
  },
};

/** The fan's view of a paid video before paying: the blurred poster, its length, the price and Unlock. */
export const VideoLocked: Story = {
  args: { message: makePaidVideoMessage(), renderVideo: playPaidVideo },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-locked', 'true');
    await expect(canvas.getByRole('img', { name: 'Locked video' })).toBeVisible();
    await expect(canvas.getByText('00:03')).toBeVisible();
    // Nothing to play: no player before payment.
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock for $14.99' }));
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
  },
};

/** The fan's view once paid: the video in the posts' player. */
export const VideoUnlocked: Story = {
  args: {
    message: makePaidVideoMessage({ unlocked: true, bought: true }),
    renderVideo: playPaidVideo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-locked', 'false');
    await expect(await canvas.findByRole('button', { name: /play/i })).toBeVisible();
    await expect(canvas.getByText('Unlocked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Unlock for/ })).toBeNull();
  },
};

/** The creator's paid video still being encoded: a placeholder that says so. */
export const VideoProcessing: Story = {
  args: { message: makePaidVideoMessage({ self: true, unlocked: true, encoding: 'processing' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Preparing the video…')).toBeVisible();
    await expect(canvas.getByText('Not unlocked yet')).toBeVisible();
  },
};

/** A paid video whose encoding failed: it never plays, and says why. */
export const VideoFailed: Story = {
  args: { message: makePaidVideoMessage({ self: true, unlocked: true, encoding: 'failed' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This video could not be processed.')).toBeVisible();
  },
};

/** Arabic, right to left: the fan's locked video. */
export const VideoLockedRtl: Story = {
  args: { message: makePaidVideoMessage() },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'فيديو مقفل' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /افتحها مقابل/ })).toBeVisible();
  },
};
