import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatConnectionBanner } from '../../../../src/components/molecules/chat-connection-banner/chat-connection-banner.tsx';

const meta = {
  title: 'Molecules/ChatConnectionBanner',
  component: ChatConnectionBanner,
  args: { state: 'OPEN', onReconnect: fn() },
} satisfies Meta<typeof ChatConnectionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** OPEN: nothing shows, but the live region is there to announce a change. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toBeEmptyDOMElement();
  },
};
export const Connecting: Story = {
  args: { state: 'CONNECTING' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connecting…');
  },
};
/** CLOSED: "X_X!" (spec §8) with a readable explanation and the 3 s automatic retry. */
export const Disconnected: Story = {
  args: { state: 'CLOSED' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('X_X!')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/disconnected.*every 3 seconds/);
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect now' }));
    await expect(args.onReconnect).toHaveBeenCalledOnce();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { state: 'CLOSED' } };
