import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatRoom } from '../../../../src/components/organisms/chat-room/chat-room.tsx';
import { makeConversation, CHAT_PEERS } from '../../../../src/mocks/factories-chat.ts';
import { roomMessageOf } from '../../../../src/state/chat.ts';

const PEER = CHAT_PEERS[0]!;

const meta = {
  title: 'Organisms/ChatRoom',
  component: ChatRoom,
  args: {
    peer: { uuid: PEER.uuid, name: PEER.nickname, username: PEER.username, avatar: PEER.thumb },
    profileHref: `/en/${PEER.username}`,
    backHref: '/en/message',
    connection: 'OPEN',
    messages: makeConversation(PEER.uuid, 6).reverse().map(roomMessageOf),
    historyStatus: 'done',
    onLoadOlder: fn(),
    onSend: fn(),
    onAttach: fn(),
    onResend: fn(),
    onViewPlans: fn(),
    onReconnect: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex h-[560px] max-w-2xl flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: who it is with, the conversation, the composer; Enter sends. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: PEER.nickname })).toBeVisible();
    await expect(canvas.getByText('This is the start of your conversation.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'See you{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('See you');
  },
};

/** Just opened (focusOnOpen): focus is in the room, on its messages, named by whom they are with. */
export const FocusOnOpen: Story = {
  args: { focusOnOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: `Messages with ${PEER.nickname}` }),
    ).toHaveFocus();
  },
};

/** Closed: X_X! over the conversation, the composer still there (messages wait as sending). */
export const Disconnected: Story = {
  args: { connection: 'CLOSED' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('X_X!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect now' }));
    await expect(args.onReconnect).toHaveBeenCalledOnce();
  },
};

/** Not allowed to write: info.subscribeBeforeChat and View plans in place of the composer. */
export const SubscribeBeforeChat: Story = {
  args: { canMessage: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      `You can message ${PEER.nickname} while one of you subscribes to the other.`,
    );
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View plans' }));
    await expect(args.onViewPlans).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { canMessage: false } };
