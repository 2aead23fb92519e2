import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatScrollButton } from '../../../../src/components/molecules/chat-scroll-button/chat-scroll-button.tsx';

const meta = {
  title: 'Molecules/ChatScrollButton',
  component: ChatScrollButton,
  args: { onClick: fn() },
} satisfies Meta<typeof ChatScrollButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolled up with nothing new: the button alone, named for where it goes. */
export const NothingNew: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go to the newest message' });
    await expect(within(canvasElement).queryByTestId('chat-new-count')).toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The new-message counter (spec §2): the count shown, and said in the button's name. */
export const Default: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 new messages, go to them' });
    await expect(within(button).getByTestId('chat-new-count')).toHaveTextContent('3');
  },
};

/** Past 99 the badge says 99+, the name the whole count. */
export const Many: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '250 new messages, go to them' });
    await expect(within(button).getByTestId('chat-new-count')).toHaveTextContent('99+');
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { count: 2 } };
