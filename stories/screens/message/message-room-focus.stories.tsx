/**
 * The chat screen for a screen reader and a keyboard (issue 22): a room that opens takes focus on
 * its messages (WCAG 2.4.3), each message says who wrote it (1.3.1), and on a phone, where the open
 * room is the whole page, the page still has its h1.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { uploadImageHandlers } from '../../../src/mocks/handlers-publish.ts';
import { CHAT_PEERS, MOCK_CHAT_HISTORY_LENGTH } from '../../../src/mocks/factories-chat.ts';
import { fakeChatSocket, resetFakeChat } from '../../../src/mocks/fake-chat-socket.ts';
import { chatHandlers, resetChatCallLog } from '../../../src/mocks/handlers-chat.ts';
import { userHandlers } from '../../../src/mocks/handlers-user.ts';
import { MessageScreen } from '../../../src/screens/message/message-screen.tsx';
import { resetChat } from '../../../src/state/chat.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const MIRA = CHAT_PEERS[0]!;
const NEWEST = `Here is the behind-the-scenes note number ${MOCK_CHAT_HISTORY_LENGTH}.`;

const meta = {
  title: 'Screens/Message/Focus and names',
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

/**
 * A room opened (from the list, a creator's page or a link): focus is on its messages, and the
 * newest says who wrote it before what it says.
 */
export const RoomTakesFocus: Story = {
  play: async ({ canvasElement }) => {
    const messages = await room(canvasElement);
    await waitFor(() => expect(messages).toHaveFocus());
    const newest = await within(messages).findByText(NEWEST);
    await expect(newest.previousElementSibling).toHaveTextContent(`${MIRA.nickname} wrote:`);
  },
};

/** A desktop: the list's heading is the page's one h1, beside the room. */
export const OneHeadingOnDesktop: Story = {
  parameters: { viewport: { defaultViewport: 'desktop1170' } },
  play: async ({ canvasElement }) => {
    await room(canvasElement);
    const headings = within(canvasElement).getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toBeVisible();
    await expect(headings[0]).toHaveTextContent('Messages');
  },
};

/** A phone, 375 px: the open room is the page and the list is hidden, yet the page has its h1. */
export const PhoneRoomHasPageHeading: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await room(canvasElement);
    const headings = within(canvasElement).getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveTextContent('Messages');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Conversations' })).toBeNull();
  },
};

/** The same phone in Arabic. */
export const PhoneRoomHasPageHeadingArabic: Story = {
  ...PhoneRoomHasPageHeading,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1));
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('الرسائل');
  },
};
