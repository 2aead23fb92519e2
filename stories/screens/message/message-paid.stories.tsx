/**
 * Paid messages in the chat screen (issue 25): a creator composes one (pictures, price, caption)
 * and it goes over the socket as `paid`; a fan sees one locked (blurred previews, the price) and
 * Unlock starts its payment; once bought it shows its pictures; a paid video, locked then playing; Arabic. The calls go through MSW,
 * the socket is the fake of src/mocks/fake-chat-socket.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_PEERS, makeChatContact, makeChatWireMessage } from '../../../src/mocks/factories-chat.ts';
import { fakeChat, fakeChatSocket, resetFakeChat } from '../../../src/mocks/fake-chat-socket.ts';
import {
  chatContactHandlers,
  chatHandlers,
  chatHistoryHandlers,
  chatPeerHandlers,
  resetChatCallLog,
} from '../../../src/mocks/handlers-chat.ts';
import { uploadImageHandlers } from '../../../src/mocks/handlers-publish.ts';
import { MOCK_VIDEO_MEDIA } from '../../../src/mocks/handlers-video-paths.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { mockBlurredPhoto, mockPhoto } from '../../../src/mocks/images.ts';
import { MessageScreen } from '../../../src/screens/message/message-screen.tsx';
import { resetChat } from '../../../src/state/chat.ts';
import { paymentFlow, resetPaymentFlow } from '../../../src/state/payment-flow.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const MIRA = CHAT_PEERS[0]!;

/** A paid message from Mira to the viewer, locked unless `bought` (then its originals come too). */
const paidFromMira = (bought: boolean) =>
  makeChatWireMessage({
    id: 12,
    peer: MIRA.uuid,
    msgType: 'paid',
    content: 'Three from the rooftop shoot',
    paid: {
      price: 9.99,
      bought,
      media: [1, 2, 3].map((seed) => ({
        preview: mockBlurredPhoto({ width: 600, height: 600, seed }),
        url: bought ? mockPhoto({ width: 600, height: 600, seed }) : '',
        width: 600,
        height: 600,
      })),
    },
  });

/** A paid video from Mira (issue 25): its blurred poster and length while locked, the story clip once bought. */
const paidVideoFromMira = (bought: boolean) =>
  makeChatWireMessage({
    id: 13,
    peer: MIRA.uuid,
    msgType: 'paid',
    content: 'The whole rehearsal',
    paid: {
      price: 14.99,
      bought,
      media: [],
      video: {
        status: 'ready',
        poster_blur: mockBlurredPhoto({ width: 320, height: 180, seed: 7 }),
        poster: bought ? MOCK_VIDEO_MEDIA.poster : '',
        hls: bought ? MOCK_VIDEO_MEDIA.playlist : '',
        duration: 3,
        width: 320,
        height: 180,
      },
    },
  });

const conversationWithMira = (messages: ReturnType<typeof makeChatWireMessage>[]) => ({
  chatContacts: chatContactHandlers.of([makeChatContact(MIRA, messages[0]!)], 0),
  chatHistory: chatHistoryHandlers.of({ [MIRA.uuid]: messages }),
  chatPeer: chatPeerHandlers.of(MIRA),
});

const meta = {
  title: 'Screens/Message/PaidMessages',
  component: MessageScreen,
  args: { to: MIRA.uuid, createSocket: fakeChatSocket('open') },
  parameters: {
    router: { route: `/message/${MIRA.uuid}` },
    msw: {
      handlers: {
        ...userHandlers,
        ...chatHandlers,
        ...conversationWithMira([paidFromMira(false), makeChatWireMessage({ id: 11, peer: MIRA.uuid })]),
        upload: uploadImageHandlers.default,
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
    resetPaymentFlow();
    return sessionStoryReset();
  },
} satisfies Meta<typeof MessageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const room = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: `Messages with ${MIRA.nickname}` });

/** The fan's view: previews behind locks, the price; Unlock opens the payment for exactly it. */
export const FanLocked: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await room(canvasElement));
    const card = await list.findByTestId('paid-message');
    await expect(card).toHaveAttribute('data-locked', 'true');
    await expect(within(card).getAllByRole('img', { name: /^Locked picture \d of 3$/ })).toHaveLength(3);
    await expect(within(card).getByText('Three from the rooftop shoot')).toBeVisible();
    // A fan composes no paid message.
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Send a paid message' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Unlock for $9.99' }));
    await waitFor(() =>
      expect(paymentFlow.payment).toMatchObject({
        kind: 'message',
        message: { id: 12, price: 9.99 },
        creator: { uuid: MIRA.uuid },
      }),
    );
  },
};

/** Bought: the pictures themselves, and no Unlock. */
export const FanUnlocked: Story = {
  parameters: { msw: { handlers: conversationWithMira([paidFromMira(true)]) } },
  play: async ({ canvasElement }) => {
    const list = within(await room(canvasElement));
    const card = await list.findByTestId('paid-message');
    await expect(card).toHaveAttribute('data-locked', 'false');
    await expect(within(card).getAllByRole('img', { name: /^Picture \d of 3$/ })).toHaveLength(3);
    await expect(within(card).getByText('Unlocked')).toBeVisible();
  },
};

/** The socket brings the bought copy (same id): the held message unlocks in place. */
export const UnlocksLive: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await room(canvasElement));
    const card = await list.findByTestId('paid-message');
    await expect(card).toHaveAttribute('data-locked', 'true');
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    fakeChat.socket!.deliver(paidFromMira(true));
    await waitFor(() => expect(list.getByTestId('paid-message')).toHaveAttribute('data-locked', 'false'));
    await expect(list.getAllByTestId('paid-message')).toHaveLength(1);
  },
};

/** A paid video: locked, its poster blurred with its length; the bought copy from the socket plays in the posts' player. */
export const VideoUnlocksLive: Story = {
  parameters: { msw: { handlers: conversationWithMira([paidVideoFromMira(false)]) } },
  play: async ({ canvasElement }) => {
    const list = within(await room(canvasElement));
    const card = await list.findByTestId('paid-message');
    await expect(card).toHaveAttribute('data-locked', 'true');
    await expect(within(card).getByRole('img', { name: 'Locked video' })).toBeVisible();
    await expect(within(card).getByText('00:03')).toBeVisible();
    await expect(card.querySelector('video')).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Unlock for $14.99' })).toBeVisible();
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    fakeChat.socket!.deliver(paidVideoFromMira(true));
    await waitFor(() => expect(list.getByTestId('paid-message')).toHaveAttribute('data-locked', 'false'));
    await waitFor(() => expect(list.getByTestId('paid-message').querySelector('video')).not.toBeNull(), {
      timeout: 5000,
    });
  },
};

const PHOTO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'studio.png', {
  type: 'image/png',
});

/** A creator composes one: it is shown at once, uploaded, then sent as `paid` with its price. */
export const CreatorSends: Story = {
  parameters: {
    msw: {
      handlers: {
        userInfo: userInfoHandlers.creator,
        ...conversationWithMira([makeChatWireMessage({ id: 11, peer: MIRA.uuid })]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(await room(canvasElement));
    await waitFor(() => expect(fakeChat.socket).not.toBeNull());
    // A creator reaches the mass message composer from the messages list too.
    await expect(within(canvasElement).getByRole('link', { name: 'Mass message' })).toHaveAttribute(
      'href',
      '/en/mine/mass-messages',
    );
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send a paid message' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send a paid message' }));
    await userEvent.upload(dialog.getByTestId('paid-message-input'), PHOTO);
    await userEvent.type(dialog.getByRole('textbox', { name: /Price/ }), '12');
    await userEvent.type(dialog.getByRole('textbox', { name: /Caption/ }), 'Just for you');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fakeChat.sent).toHaveLength(1));
    await expect(fakeChat.sent[0]).toMatchObject({
      to_uuid: MIRA.uuid,
      msgType: 'paid',
      price: 12,
      content: 'Just for you',
    });
    await expect(fakeChat.sent[0]!.media).toEqual([expect.stringMatching(/^uploads\//)]);
    await waitFor(() => expect(list.getByText('Not unlocked yet')).toBeVisible());
  },
};

/** Arabic, right to left: the fan's locked view. */
export const FanLockedRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('paid-message');
    await expect(within(card).getByRole('button', { name: /^افتحها مقابل/ })).toBeVisible();
  },
};
