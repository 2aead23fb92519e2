/**
 * The fan's mute of a creator's mass messages, in the conversation with them (issue 25): the room's
 * settings button opens a panel with the switch, read from chat/getMassMessageMute and changed
 * through chat/setMassMessageMute (MSW). Not muted, muted, the state not loaded, a change refused
 * (put back, with a popup), a room with a fan (no settings), and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_PEERS, makeChatContact, makeChatWireMessage } from '../../../src/mocks/factories-chat.ts';
import { fakeChatSocket, resetFakeChat } from '../../../src/mocks/fake-chat-socket.ts';
import {
  chatCallLog,
  chatContactHandlers,
  chatHandlers,
  chatHistoryHandlers,
  chatMassMuteHandlers,
  chatPeerHandlers,
  chatSetMassMuteHandlers,
  resetChatCallLog,
} from '../../../src/mocks/handlers-chat.ts';
import { fanListHandlers } from '../../../src/mocks/handlers-fan-lists.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { MessageScreen } from '../../../src/screens/message/message-screen.tsx';
import { resetChat } from '../../../src/state/chat.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const MIRA = CHAT_PEERS[0]!;

const meta = {
  title: 'Screens/Message/Mass message mute',
  component: MessageScreen,
  args: { to: MIRA.uuid, createSocket: fakeChatSocket('open') },
  parameters: {
    router: { route: `/message/${MIRA.uuid}` },
    msw: { handlers: { ...userHandlers, ...chatHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    signInForStory();
    resetChat();
    resetFakeChat();
    resetChatCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof MessageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the room's settings panel (focus goes into it) and answers it. */
async function openSettings(canvasElement: HTMLElement, name = 'Conversation settings') {
  const button = await within(canvasElement).findByRole('button', { name });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(panel).toHaveFocus());
  return within(panel);
}

/** Not muted: the switch is off; turning it on sends muted 1 for Mira and stays on. */
export const NotMuted: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    const toggle = await panel.findByRole('switch', { name: 'Mute mass messages' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
    await expect(panel.getByText(/sends to many fans at once won’t reach you/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(chatCallLog.massMute).toEqual([{ uuid: MIRA.uuid, muted: 1 }]));
    await expect(toggle).toBeChecked();
    // Escape closes the panel and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Conversation settings' })).toHaveFocus();
  },
};

/** Muted: the switch is on; turning it off sends muted 0. */
export const Muted: Story = {
  parameters: { msw: { handlers: { chatMassMute: chatMassMuteHandlers.muted } } },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    const toggle = await panel.findByRole('switch', { name: 'Mute mass messages' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(chatCallLog.massMute).toEqual([{ uuid: MIRA.uuid, muted: 0 }]));
    await expect(toggle).not.toBeChecked();
  },
};

/** The state could not be read: said so, with Try again, and no switch to flip blindly. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { chatMassMute: chatMassMuteHandlers.error } } },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Couldn’t load this setting.');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(panel.queryByRole('switch')).toBeNull();
  },
};

/** The server refuses the change: the switch goes back off and a popup gives the reason. */
export const ChangeRefused: Story = {
  parameters: { msw: { handlers: { chatSetMassMute: chatSetMassMuteHandlers.error } } },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    const toggle = await panel.findByRole('switch', { name: 'Mute mass messages' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    // The popup fades in: visible once its transition has run.
    await waitFor(() =>
      expect(
        within(document.body).getByText(`Mass messages weren’t muted: ${MOCK_SERVER_ERROR}`),
      ).toBeVisible(),
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/**
 * A creator's room with a fan: a fan sends no mass messages, so there is nothing to mute; the
 * settings offer "Add to list" instead (message-fan-lists.stories.tsx).
 */
export const WithAFan: Story = {
  parameters: {
    msw: {
      handlers: {
        userInfo: userInfoHandlers.creator,
        ...fanListHandlers,
        chatContacts: chatContactHandlers.of(
          [{ ...makeChatContact(MIRA, makeChatWireMessage({ id: 1, peer: MIRA.uuid })), is_creator: 0 }],
          0,
        ),
        // Before the contact list names them, their profile does: no plans on sale, a fan.
        chatPeer: chatPeerHandlers.of({ ...MIRA, subscription_list: [] }),
        chatHistory: chatHistoryHandlers.of({
          [MIRA.uuid]: [makeChatWireMessage({ id: 1, peer: MIRA.uuid })],
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: `Messages with ${MIRA.nickname}` });
    // The contact list is in: the room knows them from their row.
    const contacts = await within(canvasElement).findByRole('navigation', { name: 'Conversations' });
    await within(contacts).findByRole('link', { name: new RegExp(MIRA.nickname) });
    const panel = await openSettings(canvasElement);
    await expect(await panel.findByRole('group', { name: 'Add to list' })).toBeVisible();
    await expect(panel.queryByRole('switch', { name: 'Mute mass messages' })).toBeNull();
  },
};

/** Arabic, right to left: the panel opens at the header's end and the switch turns on. */
export const NotMutedRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement, 'إعدادات المحادثة');
    const toggle = await panel.findByRole('switch', { name: 'كتم الرسائل الجماعية' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(chatCallLog.massMute).toEqual([{ uuid: MIRA.uuid, muted: 1 }]));
  },
};
