/**
 * The chat screen, `/{lang}/message/{to?}` (spec §2 Chat, §4, §9): no conversations, loading, a
 * history read upward, sending, failed with its resend, sent, disconnected (X_X!) and reconnecting,
 * the new-message counter, unread cleared when seen, long text, photos (shown and attached), someone
 * the viewer may not write to, and Arabic. The calls go through MSW and the real client; the socket
 * is a fake at the chat-socket module boundary (src/mocks/fake-chat-socket.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uploadImageHandlers } from '../../../src/mocks/handlers-publish.ts';
import {
  CHAT_PEERS,
  makeChatContact,
  makeChatWireMessage,
  makePhotoMessage,
  MOCK_CHAT_HISTORY_LENGTH,
} from '../../../src/mocks/factories-chat.ts';
import { fakeChat, fakeChatSocket, resetFakeChat } from '../../../src/mocks/fake-chat-socket.ts';
import {
  chatCallLog,
  chatContactHandlers,
  chatHandlers,
  chatHistoryHandlers,
  chatPeerHandlers,
  MOCK_CHAT_NEW_PEER,
  resetChatCallLog,
} from '../../../src/mocks/handlers-chat.ts';
import { userHandlers } from '../../../src/mocks/handlers-user.ts';
import { AppLayout } from '../../../src/app/layouts/app-layout.tsx';
import { MessageScreen } from '../../../src/screens/message/message-screen.tsx';
import { resetChat } from '../../../src/state/chat.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const [MIRA, JONAS, SORA] = CHAT_PEERS as [
  (typeof CHAT_PEERS)[0],
  (typeof CHAT_PEERS)[0],
  (typeof CHAT_PEERS)[0],
];
/** The default world (chatHandlers): 45 messages with the first creator (3 unread), a photo, a short one. */
const HISTORY = MOCK_CHAT_HISTORY_LENGTH;

/** The chat calls answering only `conversation` with `peer` (newest first), for one story. */
const onlyConversation = (
  peer: (typeof CHAT_PEERS)[0],
  conversation: ReturnType<typeof makeChatWireMessage>[],
) => ({
  chatContacts: chatContactHandlers.of([makeChatContact(peer, conversation[0]!)], 0),
  chatHistory: chatHistoryHandlers.of({ [peer.uuid]: conversation }),
  chatPeer: chatPeerHandlers.of(peer),
});

const meta = {
  title: 'Screens/Message',
  component: MessageScreen,
  args: { to: MIRA.uuid, createSocket: fakeChatSocket('open') },
  parameters: {
    router: { route: `/message/${MIRA.uuid}` },
    msw: { handlers: { ...userHandlers, ...chatHandlers, upload: uploadImageHandlers.default } },
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

const room = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: `Messages with ${MIRA.nickname}` });
const composer = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Message' });
/** The newest message of the seeded conversation with the first creator. */
const NEWEST = `Here is the behind-the-scenes note number ${HISTORY}.`;

/** No conversation yet: the list says so, and how to start one. */
export const Empty: Story = {
  args: { to: undefined },
  parameters: {
    router: { route: '/message' },
    msw: { handlers: { chatContacts: chatContactHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  },
};

/** The contact list: each conversation with its newest message and unread count, linking to its room. */
export const Contacts: Story = {
  args: { to: undefined },
  parameters: { router: { route: '/message' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Conversations' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', `/en/message/${MIRA.uuid}`);
    await expect(links[0]).toHaveTextContent('3 unread messages');
    await expect(links[1]).toHaveTextContent('Photo');
    await expect(links[2]).toHaveTextContent('You: See you at the shoot!');
  },
};

/** The first page of the history on its way: the room says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { chatContacts: chatContactHandlers.loading, chatHistory: chatHistoryHandlers.loading },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading earlier messages…')).toBeVisible();
    await expect(await room(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The history: it opens at the newest message; scrolled to the top, the page before is asked
 * with the oldest id as its cursor, without moving what the reader sees; further than 126 px
 * from the bottom, a button leads back down.
 */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await room(canvasElement);
    await expect(await within(list).findByText(NEWEST)).toBeVisible();
    await expect(chatCallLog.history[0]).toEqual({ peer: MIRA.uuid, cursor: '' });
    // At the bottom: no scroll-to-bottom button.
    await expect(canvas.queryByRole('button', { name: 'Go to the newest message' })).toBeNull();
    list.scrollTop = 0;
    await waitFor(() =>
      expect(chatCallLog.history.map((call) => call.cursor)).toContain(String(HISTORY - 19)),
    );
    await expect(
      await canvas.findByText('Here is the behind-the-scenes note number 25.'),
    ).toBeInTheDocument();
    const down = await canvas.findByRole('button', { name: 'Go to the newest message' });
    await userEvent.click(down);
    await waitFor(() =>
      expect(list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThanOrEqual(126),
    );
  },
};

/** All pages read: the start of the conversation is said at the top. */
export const StartOfConversation: Story = {
  args: { to: SORA.uuid },
  parameters: {
    router: { route: `/message/${SORA.uuid}` },
    msw: { handlers: { chatPeer: chatPeerHandlers.of(SORA) } },
  },
  play: async ({ canvasElement }) => {
    const conversation = within(
      await within(canvasElement).findByRole('region', { name: `Messages with ${SORA.nickname}` }),
    );
    await expect(await conversation.findByText('This is the start of your conversation.')).toBeVisible();
    // In the conversation, not its line in the contact list (which shows the same last message).
    await expect(conversation.getByText('See you at the shoot!')).toBeVisible();
  },
};

/**
 * Enter sends the trimmed text, Shift+Enter adds a line; the message shows as sending until the
 * server acknowledges it (this server never does).
 */
export const Sending: Story = {
  args: { createSocket: fakeChatSocket('noAck') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await composer(canvasElement);
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    await userEvent.type(field, '  First line{Shift>}{Enter}{/Shift}second line  {Enter}');
    await waitFor(() => expect(fakeChat.sent).toHaveLength(1));
    await expect(fakeChat.sent[0]).toMatchObject({
      to_uuid: MIRA.uuid,
      type: 'friend',
      msgType: 'text',
      content: 'First line\nsecond line',
    });
    await expect(fakeChat.sent[0]!.sign).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await expect(field).toHaveValue('');
    await expect(await canvas.findByText('Sending…')).toBeVisible();
  },
};

/** Acknowledged: "Sending…" goes, the message stays with its time. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await composer(canvasElement);
    await within(await room(canvasElement)).findByText(NEWEST);
    await userEvent.type(field, 'On my way{Enter}');
    await expect(await canvas.findByText('On my way')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Sending…')).toBeNull());
    await expect(canvas.queryByText('failure')).toBeNull();
  },
};

/** Refused by the server: "failure" with Retry, which sends it again under the same sign. */
export const Failed: Story = {
  args: { createSocket: fakeChatSocket('refuse') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await composer(canvasElement);
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    await within(await room(canvasElement)).findByText(NEWEST);
    await userEvent.type(field, 'Are you there?{Enter}');
    await expect(await canvas.findByText('failure')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sending' }));
    await waitFor(() => expect(fakeChat.sent).toHaveLength(2));
    await expect(fakeChat.sent[1]!.sign).toBe(fakeChat.sent[0]!.sign);
    await expect(fakeChat.sent[1]!.content).toBe('Are you there?');
  },
};

/**
 * The socket is closed: X_X! and why, with Reconnect now (a one-message conversation, so the
 * visual set's shot in 15 locales is the banner and the room at rest).
 */
export const Disconnected: Story = {
  args: { to: SORA.uuid, createSocket: fakeChatSocket('closed') },
  parameters: {
    router: { route: `/message/${SORA.uuid}` },
    msw: { handlers: { chatPeer: chatPeerHandlers.of(SORA) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('X_X!')).toBeVisible());
    await expect(canvas.getByText(/Chat is disconnected/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reconnect now' })).toBeVisible();
    await expect(await canvas.findByText('This is the start of your conversation.')).toBeVisible();
  },
};

/** Reconnect now opens the closed socket at once, and the banner goes. */
export const ReconnectNow: Story = {
  args: { createSocket: fakeChatSocket('closed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('X_X!')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect now' }));
    await expect(fakeChat.reconnects).toBe(1);
    await waitFor(() => expect(canvas.queryByText('X_X!')).toBeNull());
    await waitFor(() => expect(canvas.queryByText('Connecting…')).toBeNull());
  },
};

/** The socket is connecting again: "Connecting…", and a message written meanwhile waits as sending. */
export const Reconnecting: Story = {
  args: { createSocket: fakeChatSocket('reconnecting') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Connecting…')).toBeVisible();
    await userEvent.type(await composer(canvasElement), 'Queued{Enter}');
    await expect(await canvas.findByText('Sending…')).toBeVisible();
    await expect(fakeChat.sent).toHaveLength(0);
  },
};

/**
 * Scrolled up, the other person's new messages are counted on the scroll-to-bottom button; at
 * the bottom they come into view and their unread mark is sent to the server.
 */
export const NewMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await room(canvasElement);
    await within(await room(canvasElement)).findByText(NEWEST);
    // The unread ones at the bottom were seen: read up to the newest.
    await waitFor(() => expect(chatCallLog.markRead).toContainEqual({ peer: MIRA.uuid, id: HISTORY }));
    list.scrollTop = 200;
    await canvas.findByRole('button', { name: 'Go to the newest message' });
    // The socket opens after the history shows; on a loaded machine it can still be connecting.
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    for (const id of [9001, 9002])
      fakeChat.socket!.deliver(
        makeChatWireMessage({ id, peer: MIRA.uuid, content: `Fresh news ${id}`, unread: true }),
      );
    const counter = await canvas.findByRole('button', { name: '2 new messages, go to them' });
    await expect(within(counter).getByText('2')).toBeVisible();
    await userEvent.click(counter);
    await expect(await within(list).findByText('Fresh news 9002')).toBeVisible();
    await waitFor(() => expect(chatCallLog.markRead).toContainEqual({ peer: MIRA.uuid, id: 9002 }));
  },
};

const LONG = `${'A long message that keeps going, '.repeat(40)}${'x'.repeat(300)}`;

/** A 1,300-character message and an unbroken 300-character word wrap inside the room. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: onlyConversation(MIRA, [makeChatWireMessage({ id: 2, peer: MIRA.uuid, content: LONG })]),
    },
  },
  play: async ({ canvasElement }) => {
    const list = await room(canvasElement);
    const bubble = await within(list).findByText(/A long message that keeps going/);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right,
    );
  },
};

const PHOTO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'beach.png', {
  type: 'image/png',
});

/** Photos in the conversation, and one attached: uploaded, then sent as a photos message. */
export const Images: Story = {
  args: { to: JONAS.uuid },
  parameters: {
    router: { route: `/message/${JONAS.uuid}` },
    msw: {
      handlers: onlyConversation(JONAS, [
        makePhotoMessage(8, JONAS.uuid, true),
        makePhotoMessage(7, JONAS.uuid),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const theirs = await canvas.findByRole('img', { name: `Photo from ${JONAS.nickname}` });
    await waitFor(() => expect(theirs).toBeVisible());
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    await userEvent.upload(canvas.getByTestId('chat-photo-input'), PHOTO);
    await waitFor(() => expect(fakeChat.sent).toHaveLength(1));
    await expect(fakeChat.sent[0]).toMatchObject({ to_uuid: JONAS.uuid, msgType: 'photos' });
    await expect(fakeChat.sent[0]!.content).toMatch(/^uploads\//);
  },
};

/** Someone the viewer may not write to: info.subscribeBeforeChat and their plans instead of the composer. */
export const SubscribeBeforeChat: Story = {
  args: { to: MOCK_CHAT_NEW_PEER.uuid },
  parameters: {
    router: { route: `/message/${MOCK_CHAT_NEW_PEER.uuid}` },
    msw: { handlers: { chatPeer: chatPeerHandlers.notAllowed } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/while one of you subscribes to the other/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View plans' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

/** Arabic: the screen mirrors, and an Arabic conversation reads right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: {
    msw: {
      handlers: onlyConversation(MIRA, [
        makeChatWireMessage({ id: 3, peer: MIRA.uuid, self: true, content: 'شكرًا جزيلًا، أراك غدًا!' }),
        makeChatWireMessage({ id: 2, peer: MIRA.uuid, content: 'أرسلت لك ملاحظات جلسة التصوير.' }),
        makeChatWireMessage({ id: 1, peer: MIRA.uuid, content: 'Hello from Lisbon' }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: `الرسائل مع ${MIRA.nickname}` })).toBeVisible();
    const theirs = await canvas.findByText('أرسلت لك ملاحظات جلسة التصوير.');
    await expect(theirs).toHaveAttribute('dir', 'auto');
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
  },
};

/**
 * A phone, 375 px, inside the app's layout (issue 22): the room fills the window between the app's
 * bar and the bottom navigation, so the composer sits right on the navigation with no blank band
 * between, and the page itself does not scroll (the history scrolls inside the room).
 */
export const PhoneComposerOnBottomBar: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  render: (args) => (
    <AppLayout>
      <MessageScreen {...args} />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    await within(await room(canvasElement)).findByText(NEWEST);
    await composerMeetsBottomBar(await composer(canvasElement), 'Main');
  },
};

/**
 * The composer's strip (the field's row, bordered on top) ends where the shown bottom navigation
 * begins, and the page fits the window.
 */
async function composerMeetsBottomBar(input: HTMLElement, barName: string) {
  const bar = within(document.body).getByRole('navigation', { name: barName });
  const strip = input.parentElement as HTMLElement;
  await waitFor(() => {
    expect(bar).not.toHaveAttribute('data-hidden');
    expect(
      Math.abs(strip.getBoundingClientRect().bottom - bar.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
    expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  });
}

/** The same in Arabic, mirrored. */
export const PhoneComposerOnBottomBarArabic: Story = {
  ...PhoneComposerOnBottomBar,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'الرسالة' });
    await composerMeetsBottomBar(input, 'التنقل الرئيسي');
  },
};
