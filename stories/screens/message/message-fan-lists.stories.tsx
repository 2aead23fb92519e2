/**
 * A creator's "Add to list" in the conversation with a fan (issue 25; docs/decisions/fan-lists.md):
 * the room's settings button opens a panel with one checkbox per list of the creator's, checked
 * where the fan is on it (user/getFanLists with the fan's uuid, MSW); checking adds, unchecking
 * removes, a refusal told in a popup; no list yet links to the mass messages screen; Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_PEERS, makeChatContact, makeChatWireMessage } from '../../../src/mocks/factories-chat.ts';
import { fakeChatSocket, resetFakeChat } from '../../../src/mocks/fake-chat-socket.ts';
import {
  chatContactHandlers,
  chatHandlers,
  chatHistoryHandlers,
  chatPeerHandlers,
  resetChatCallLog,
} from '../../../src/mocks/handlers-chat.ts';
import {
  fanListCallLog,
  fanListHandlers,
  fanListMemberHandlers,
  fanListsHandlers,
  MOCK_FAN_LIST_ERRORS,
  resetFanListCallLog,
} from '../../../src/mocks/handlers-fan-lists.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { MessageScreen } from '../../../src/screens/message/message-screen.tsx';
import { resetChat } from '../../../src/state/chat.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const MIRA = CHAT_PEERS[0]!;

const meta = {
  title: 'Screens/Message/Add to list',
  component: MessageScreen,
  args: { to: MIRA.uuid, createSocket: fakeChatSocket('open') },
  parameters: {
    router: { route: `/message/${MIRA.uuid}` },
    msw: {
      handlers: {
        ...userHandlers,
        ...chatHandlers,
        ...fanListHandlers,
        // The viewer is a creator; Mira is a fan of theirs.
        userInfo: userInfoHandlers.creator,
        chatContacts: chatContactHandlers.of(
          [{ ...makeChatContact(MIRA, makeChatWireMessage({ id: 1, peer: MIRA.uuid })), is_creator: 0 }],
          0,
        ),
        chatPeer: chatPeerHandlers.of({ ...MIRA, subscription_list: [] }),
        chatHistory: chatHistoryHandlers.of({
          [MIRA.uuid]: [makeChatWireMessage({ id: 1, peer: MIRA.uuid })],
        }),
      },
    },
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
    resetFanListCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof MessageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openSettings(canvasElement: HTMLElement, name = 'Conversation settings') {
  const button = await within(canvasElement).findByRole('button', { name }, { timeout: 5000 });
  await userEvent.click(button);
  const panel = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(panel).toHaveFocus());
  return within(panel);
}

/** The fan is on Top tippers: checking Close friends adds them, unchecking Top tippers takes them off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    const group = within(await panel.findByRole('group', { name: 'Add to list' }));
    const close = await group.findByRole('checkbox', { name: 'Close friends' });
    const top = group.getByRole('checkbox', { name: 'Top tippers' });
    await expect(close).not.toBeChecked();
    await expect(top).toBeChecked();
    await expect(group.getByText('64 fans')).toBeVisible();
    await userEvent.click(close);
    await waitFor(() => expect(close).toBeChecked());
    await waitFor(() => expect(fanListCallLog.added).toEqual([{ id: 1, uuid: MIRA.uuid }]));
    await expect(await group.findByText('65 fans')).toBeVisible();
    // Shown at once, while the change goes out.
    await userEvent.click(top);
    await waitFor(() => expect(top).not.toBeChecked());
    await waitFor(() => expect(fanListCallLog.removed).toEqual([{ id: 2, uuid: MIRA.uuid }]));
  },
};

/** The server refuses (never subscribed, bought or chatted): the box is put back and a popup says why. */
export const AddRefused: Story = {
  parameters: { msw: { handlers: { addFanListMember: fanListMemberHandlers.notYourFan } } },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    const close = await panel.findByRole('checkbox', { name: 'Close friends' });
    await userEvent.click(close);
    // The popup fades in: visible once its transition has run.
    await waitFor(() =>
      expect(
        within(document.body).getByText(`Not added to the list: ${MOCK_FAN_LIST_ERRORS.notYourFan}`),
      ).toBeVisible(),
    );
    await expect(close).not.toBeChecked();
  },
};

/** No list yet: a link to where lists are made. */
export const NoLists: Story = {
  parameters: { msw: { handlers: { fanLists: fanListsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    await expect(await panel.findByText('You have no lists yet.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Make a list' })).toHaveAttribute(
      'href',
      expect.stringContaining('/mine/mass-messages'),
    );
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { fanLists: fanListsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Couldn’t load your lists.');
  },
};

/** Arabic, right to left: the panel opens at the header's end; checking adds. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const panel = await openSettings(canvasElement, 'إعدادات المحادثة');
    const close = await panel.findByRole('checkbox', { name: 'Close friends' });
    await userEvent.click(close);
    await waitFor(() => expect(fanListCallLog.added).toEqual([{ id: 1, uuid: MIRA.uuid }]));
  },
};
