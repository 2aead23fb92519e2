import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatInput } from '../../../../src/components/molecules/chat-input/chat-input.tsx';

const meta = {
  title: 'Molecules/ChatInput',
  component: ChatInput,
  args: { onSend: fn(), onAttach: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the trimmed text and clears; Shift+Enter adds a line; blank is never sent. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '  first line{Shift>}{Enter}{/Shift}second line  ');
    await expect(box).toHaveValue('  first line\nsecond line  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('first line\nsecond line');
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'by button');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith('by button');
  },
};
/** Grows line by line up to 5 visible lines, then scrolls. */
export const MultiLine: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    const oneLine = box.getBoundingClientRect().height;
    const lineHeight = parseFloat(getComputedStyle(box).lineHeight);
    await userEvent.type(box, '1{Shift>}{Enter}{/Shift}2{Shift>}{Enter}{/Shift}3');
    await expect(Math.round(box.getBoundingClientRect().height - oneLine)).toBe(2 * lineHeight);
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}4{Shift>}{Enter}{/Shift}5');
    const fiveLines = box.getBoundingClientRect().height;
    await expect(Math.round(fiveLines - oneLine)).toBe(4 * lineHeight);
    await expect(box.style.overflowY).toBe('hidden');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}6{Shift>}{Enter}{/Shift}7{Shift>}{Enter}{/Shift}8');
    await expect(box.getBoundingClientRect().height).toBe(fiveLines);
    await expect(box.style.overflowY).toBe('auto');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};
/** The photo picker takes jpg, jpeg, png and gif; anything else is dropped. */
export const AttachPhoto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByTestId<HTMLInputElement>('chat-photo-input');
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
    await expect(canvas.getByRole('button', { name: 'Send a photo' })).toBeEnabled();
    const photo = new File(['x'], 'beach.PNG', { type: 'image/png' });
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(input, [photo, clip], { applyAccept: false });
    await expect(args.onAttach).toHaveBeenCalledWith([photo]);
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
/** At rest: one line, the placeholder, Send off until there is text. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };

/** A creator's composer (issue 25): the lock button opens the paid message composer. */
export const WithPaidMessage: Story = {
  args: { onComposePaid: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a paid message' }));
    await expect(args.onComposePaid).toHaveBeenCalledTimes(1);
  },
};
