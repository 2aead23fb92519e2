import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatBubble } from '../../../../src/components/molecules/chat-bubble/chat-bubble.tsx';
import { CHAT_MESSAGE_STATUS } from '../../../../src/contract/enums.ts';
import { makeChatMessage, makePhotoMessage } from '../../../../src/mocks/factories-social.ts';
import { mockAvatar } from '../../../../src/mocks/images.ts';

const meta = {
  title: 'Molecules/ChatBubble',
  component: ChatBubble,
  args: {
    message: makeChatMessage(),
    peer: { avatar: mockAvatar('Mira Lens', 1), name: 'Mira Lens' },
    onRetry: fn(),
    onSeen: fn(),
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

function bubbleRow(canvasElement: HTMLElement): HTMLElement {
  const row = canvasElement.querySelector<HTMLElement>('[data-own]');
  if (!row) throw new Error('no bubble');
  return row;
}

/** The other person's message sits at the start side. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = bubbleRow(canvasElement);
    await expect(row).toHaveAttribute('data-own', 'false');
    await expect(row.className).not.toContain('flex-row-reverse');
  },
};
/** The viewer's own message sits at the end side. */
export const Own: Story = {
  args: { message: makeChatMessage({ self: true, content: 'Something behind the scenes, please!' }) },
  play: async ({ canvasElement }) => {
    const row = bubbleRow(canvasElement);
    const bubble = within(canvasElement).getByText('Something behind the scenes, please!');
    // Own bubbles end on the right in left-to-right layouts.
    await expect(bubble.getBoundingClientRect().right).toBeGreaterThan(row.getBoundingClientRect().right - 4);
  },
};
/** Status 3: shown dimmed with a spinner until the server acknowledges it. */
export const Sending: Story = {
  args: {
    message: makeChatMessage({ self: true, status: CHAT_MESSAGE_STATUS.sending, content: 'On my way' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sending…');
    await expect(bubbleRow(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};
/** Status 2: "failure" under the message and a Retry button. */
export const Failed: Story = {
  args: {
    message: makeChatMessage({
      self: true,
      status: CHAT_MESSAGE_STATUS.failure,
      content: 'Did this arrive?',
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('failure');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sending' }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.message);
  },
};
/** An unread message shows the marker and reports itself seen once in view. */
export const Unread: Story = {
  args: { message: makeChatMessage({ unread: true }) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
    await waitFor(() => expect(args.onSeen).toHaveBeenCalledWith(args.message));
  },
};
export const Photo: Story = {
  args: { message: makePhotoMessage() },
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: 'Photo from Mira Lens' });
    // The photo fades in over its placeholder once loaded.
    await waitFor(() => expect(photo).toBeVisible());
  },
};
export const OwnPhoto: Story = { args: { message: makePhotoMessage({ self: true }) } };
export const LongText: Story = {
  args: {
    message: makeChatMessage({
      content:
        'A long message that wraps over several lines to check the bubble keeps to three quarters of the width.\nWith a line break, and averyveryveryveryveryveryveryverylongwordwithoutanyspacesatall.',
    }),
  },
};
/** Arabic: the own bubble moves to the left side. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { message: makeChatMessage({ self: true, content: 'مرحبا!' }) },
  play: async ({ canvasElement }) => {
    const row = bubbleRow(canvasElement);
    const bubble = within(canvasElement).getByText('مرحبا!');
    await expect(bubble.getBoundingClientRect().left).toBeLessThan(row.getBoundingClientRect().left + 4);
  },
};

/**
 * Who wrote it is said to a screen reader before the words (issue 22, WCAG 1.3.1): the sides of
 * the room show it only to the eye.
 */
export const SaysWhoWroteIt: Story = {
  play: async ({ canvasElement }) => {
    const row = bubbleRow(canvasElement);
    const said = within(row).getByText('Mira Lens wrote:');
    await expect(said).toHaveClass('sr-only');
    await expect(said.nextElementSibling).toHaveTextContent(makeChatMessage().content);
  },
};

/** The viewer's own message says so. */
export const SaysYouWroteIt: Story = {
  args: { message: makeChatMessage({ self: true, content: 'On my way' }) },
  play: async ({ canvasElement }) => {
    await expect(within(bubbleRow(canvasElement)).getByText('You wrote:')).toHaveClass('sr-only');
  },
};

/**
 * English words in the Arabic app keep their own direction (issue 22: dir="auto"), and the sender
 * is said in Arabic.
 */
export const ArabicWithEnglishText: Story = {
  globals: { locale: 'ar' },
  args: { peer: { avatar: mockAvatar('Mira Lens', 1), name: 'Mira Lens' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(makeChatMessage().content);
    await expect(getComputedStyle(text).direction).toBe('ltr');
    await expect(within(canvasElement).getByText('رسالة من Mira Lens:')).toBeInTheDocument();
  },
};

/** A tip the fan paid from the conversation (issue 25), as the creator sees it: who, how much, their words. */
export const TipReceived: Story = {
  args: {
    message: makeChatMessage({ contentType: 'tip', tipAmount: 15, content: 'Thank you for the stream!' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mira Lens sent a tip of $15.00')).toBeVisible();
    await expect(canvas.getByText('Thank you for the stream!')).toBeVisible();
  },
};

/** The fan's own tip, without a message. */
export const TipSent: Story = {
  args: { message: makeChatMessage({ self: true, contentType: 'tip', tipAmount: 5, content: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You sent a tip of $5.00')).toBeVisible();
    await expect(bubbleRow(canvasElement)).toHaveAttribute('data-own', 'true');
  },
};

/** A tip in Arabic, right to left. */
export const TipRtl: Story = {
  globals: { locale: 'ar' },
  args: {
    message: makeChatMessage({ contentType: 'tip', tipAmount: 15, content: 'شكرًا على البث!' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/أرسل Mira Lens إكرامية/)).toBeVisible();
  },
};
