/**
 * A creator's paid message in the conversation (issue 25): locked for the fan (blurred previews,
 * the price, Unlock), unlocked once paid, and for the creator whether the fan unlocked it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble } from '../../../../src/components/molecules/chat-bubble/chat-bubble.tsx';
import { makePaidMessage } from '../../../../src/mocks/factories-social.ts';
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
