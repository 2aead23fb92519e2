import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { contactsWithUnread } from '../../api/chat-contacts-cache.ts';
import { ApiError } from '../../api/errors.ts';
import { useUserProfileByUuid } from '../../api/get-creator-profile.ts';
import { fetchChatHistory } from '../../api/get-chat-history.ts';
import { markChatRead } from '../../api/mark-chat-read.ts';
import { uploadImage } from '../../api/upload-image.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import type { ChatHistoryStatus } from '../../components/organisms/chat-message-list/chat-message-list.tsx';
import { ChatRoom, type ChatRoomPeer } from '../../components/organisms/chat-room/chat-room.tsx';
import type { ChatContact } from '../../contract/chat/chat-entities.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import {
  chat,
  conversationWith,
  markReadUpTo,
  receiveNewestPage,
  receiveOlderPage,
  setHistoryLoading,
  type ChatConversation,
  type ChatRoomMessage,
} from '../../state/chat.ts';
import { openCreatorPlans, openTip, startMessagePayment } from '../../state/payment-flow.ts';
import { useUserInfo } from '../../api/get-user-info.ts';
import { AUTH_STATUS } from '../../contract/enums.ts';
import type { PaidMessageDraft } from '../../components/organisms/paid-message-dialog/paid-message-dialog.tsx';
import { showPopup } from '../../state/popup.ts';
import type { ChatConnection, PaidWire } from '../../features/chat-connection/chat-connection.ts';
import { messageScreenMessages as m } from './message-messages.ts';

// The composer (a form with its schema) loads the first time a creator opens it.
const PaidMessageDialog = lazy(() =>
  import('../../components/organisms/paid-message-dialog/paid-message-dialog.tsx').then((module) => ({
    default: module.PaidMessageDialog,
  })),
);

// The room's settings (the mute of a creator's mass messages) load the first time they are opened.
const MassMessageMuteSwitch = lazy(() =>
  import('../../features/mass-message-mute/mass-message-mute-switch.tsx').then((module) => ({
    default: module.MassMessageMuteSwitch,
  })),
);

// A creator's "Add to list" for a fan (issue 25) loads the first time the settings are opened.
const FanListPicker = lazy(() =>
  import('../../features/fan-lists/fan-list-picker.tsx').then((module) => ({
    default: module.FanListPicker,
  })),
);

/** A paid video the creator is sending: shown as being prepared until the server answers with it. */
const VIDEO_BEING_SENT: NonNullable<NonNullable<ChatRoomMessage['paid']>['video']> = {
  status: 'processing',
  posterBlur: '',
  poster: '',
  hls: '',
  duration: 0,
  width: 0,
  height: 0,
};

/** Reads marked in a burst (a page scrolled into view) go to the server as one call. */
const MARK_READ_DELAY_MS = 300;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The newest page of the conversation with `peer`, unless it is held or being read. */
function loadNewest(peer: string): void {
  const conversation = conversationWith(peer);
  if (conversation.loading) return;
  setHistoryLoading(peer, true);
  fetchChatHistory(peer).then(
    (page) => receiveNewestPage(peer, page.list, page.cursor),
    (error: unknown) => setHistoryLoading(peer, false, errorText(error)),
  );
}

/** The page before the oldest message held. */
function loadOlder(peer: string): void {
  const conversation = conversationWith(peer);
  if (!conversation.loaded) {
    loadNewest(peer);
    return;
  }
  if (conversation.loading || conversation.noMore) return;
  setHistoryLoading(peer, true);
  fetchChatHistory(peer, conversation.cursor).then(
    (page) => receiveOlderPage(peer, page.list, page.cursor),
    (error: unknown) => setHistoryLoading(peer, false, errorText(error)),
  );
}

function statusOf(conversation: ChatConversation | undefined): ChatHistoryStatus {
  if (!conversation) return 'loading';
  if (conversation.error) return 'error';
  if (conversation.loading || !conversation.loaded) return 'loading';
  return conversation.noMore ? 'done' : 'idle';
}

export interface MessageRoomProps {
  /** The other person's uuid. */
  peer: string;
  /** Their row of the contact list, when they are in it (their name without another call). */
  contact?: ChatContact;
  connection: ChatConnection | null;
  /** Back to the list on a phone. */
  backHref: string;
}

/**
 * The open conversation (spec §2 Chat): its history read newest first and upward, the viewer's
 * text and photos (through the image upload) sent with their status, unread cleared as it is
 * seen, and info.subscribeBeforeChat in place of the composer when the viewer may not write.
 */
export function MessageRoom({ peer, contact, connection, backHref }: MessageRoomProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const { connection: state, conversations } = useSnapshot(chat);
  const conversation = conversations[peer] as ChatConversation | undefined;
  // Someone not in the list yet (opened from their page): their profile says who they are.
  const profile = useUserProfileByUuid(contact ? null : peer);
  const viewer = useUserInfo();
  const viewerIsCreator = viewer.data?.auth_status === AUTH_STATUS.creator;
  const [composing, setComposing] = useState(false);

  useEffect(() => {
    if (!conversationWith(peer).loaded) loadNewest(peer);
  }, [peer]);

  // Seen messages: the highest id goes to the server once the burst settles (or the room closes).
  const readUpTo = useRef(0);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushRead = useCallback(() => {
    clearTimeout(readTimer.current);
    readTimer.current = undefined;
    const upTo = readUpTo.current;
    if (upTo === 0) return;
    readUpTo.current = 0;
    markChatRead(peer, upTo).then(
      (answer) => contactsWithUnread(queryClient, peer, answer.unread),
      // Still unread on the server: the list says so, and the next view marks it again.
      () => undefined,
    );
  }, [peer, queryClient]);
  useEffect(() => flushRead, [flushRead]);
  const onSeen = useCallback(
    (message: ChatRoomMessage) => {
      if (message.serverId === null) return;
      markReadUpTo(peer, message.serverId);
      readUpTo.current = Math.max(readUpTo.current, message.serverId);
      clearTimeout(readTimer.current);
      readTimer.current = setTimeout(flushRead, MARK_READ_DELAY_MS);
    },
    [peer, flushRead],
  );

  // The files of photo messages, so a failed upload can be tried again.
  const photoFiles = useRef(new Map<string, File>());
  const sendPhoto = (file: File, sign?: string) => {
    if (!connection) return;
    const preview = URL.createObjectURL(file);
    const id = connection.sendNew(peer, { contentType: 'photos', content: preview, sign });
    uploadImage(file).then(
      (uploaded) => connection.transmit(peer, id, { contentType: 'photos', content: uploaded.path }),
      (error: unknown) => {
        connection.fail(id);
        showPopup(intl.formatMessage(m.photoFailed, { reason: errorText(error) }), { variant: 'failure' });
      },
    );
    photoFiles.current.set(id, file);
  };

  // A paid message (issue 25): its pictures shown at once from the device (a video as being
  // prepared), uploaded, then sent.
  const paidDrafts = useRef(new Map<string, PaidMessageDraft>());
  const sendPaid = (draft: PaidMessageDraft, sign?: string) => {
    if (!connection) return;
    const previews = draft.files.map((file) => URL.createObjectURL(file));
    const id = connection.sendNew(peer, {
      contentType: 'paid',
      content: draft.caption,
      sign,
      paid: {
        price: draft.price,
        media: previews.map((preview) => ({ preview, url: preview, width: 0, height: 0 })),
        video: draft.video ? VIDEO_BEING_SENT : null,
        bought: false,
      },
    });
    paidDrafts.current.set(id, draft);
    const { video } = draft;
    const uploaded: Promise<Pick<PaidWire, 'media' | 'video'>> = video
      ? import('../../api/upload-video.ts')
          .then((module) => module.uploadVideo(video))
          .then((sent) => ({ media: [], video: sent.uploadId }))
      : Promise.all(draft.files.map((file) => uploadImage(file))).then((images) => ({
          media: images.map((image) => image.path),
        }));
    uploaded.then(
      (parts) => connection.transmitPaid(peer, id, { ...parts, price: draft.price, caption: draft.caption }),
      (error: unknown) => {
        connection.fail(id);
        const text = !video
          ? intl.formatMessage(m.photoFailed, { reason: errorText(error) })
          : error instanceof ApiError
            ? error.message
            : intl.formatMessage(m.videoFailed);
        showPopup(text, { variant: 'failure' });
      },
    );
  };

  const onResend = (message: ChatRoomMessage) => {
    if (!connection) return;
    if (message.contentType === 'paid') {
      const wire = connection.paidWire(message.id);
      if (wire) connection.transmitPaid(peer, message.id, wire);
      else {
        const draft = paidDrafts.current.get(message.id);
        if (draft) sendPaid(draft, message.id);
      }
      return;
    }
    if (message.contentType === 'text') {
      connection.transmit(peer, message.id, { contentType: 'text', content: message.content });
      return;
    }
    const path = connection.uploadedPath(message.id);
    if (path) {
      connection.transmit(peer, message.id, { contentType: 'photos', content: path });
      return;
    }
    const file = photoFiles.current.get(message.id);
    if (file) sendPhoto(file, message.id);
  };

  const source = contact
    ? {
        uuid: contact.uuid,
        username: contact.username,
        nickname: contact.nickname,
        avatar: contact.avatar,
        aff: contact.aff,
        able: contact.is_able_send_message === 1,
        creator: contact.is_creator === 1,
      }
    : profile.data
      ? {
          uuid: profile.data.uuid,
          username: profile.data.username,
          nickname: profile.data.nickname,
          avatar: profile.data.thumb,
          aff: profile.data.aff,
          able: profile.data.is_able_send_message === 1,
          // Someone with plans on sale is a creator; a fan has none (and cannot be tipped).
          creator: profile.data.subscription_list.length > 0,
        }
      : null;

  if (!source) {
    if (profile.isError) {
      return (
        <EmptyState
          tone="error"
          title={intl.formatMessage(m.peerFailed)}
          description={errorText(profile.error)}
          onReload={() => void profile.refetch()}
          className="m-auto"
        />
      );
    }
    return (
      <div role="status" className="m-auto flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size={20} className="text-brand-600" />
        {intl.formatMessage(m.loadingRoom)}
      </div>
    );
  }

  const roomPeer: ChatRoomPeer = {
    uuid: source.uuid,
    name: source.nickname || source.username,
    username: source.username,
    avatar: source.avatar,
  };
  const paying = {
    aff: source.aff,
    uuid: source.uuid,
    username: source.username,
    nickname: roomPeer.name,
    thumb: source.avatar,
  };
  return (
    <>
      <ChatRoom
        peer={roomPeer}
        profileHref={to(`/${source.username}`)}
        backHref={backHref}
        // Before the connection exists it is about to open: connecting, not closed.
        connection={connection ? state : 'CONNECTING'}
        onReconnect={() => connection?.reconnectNow()}
        messages={conversation?.messages ?? []}
        historyStatus={statusOf(conversation)}
        onLoadOlder={() => loadOlder(peer)}
        canMessage={source.able}
        onViewPlans={() => openCreatorPlans(paying)}
        // Only a creator can be tipped: a creator's room with a fan offers no tip.
        onTip={source.creator ? () => openTip(paying, { inChat: true }) : undefined}
        onSend={(text) => {
          if (!connection) return;
          const sign = connection.sendNew(peer, { contentType: 'text', content: text });
          connection.transmit(peer, sign, { contentType: 'text', content: text });
        }}
        onAttach={(files) => files.forEach((file) => sendPhoto(file))}
        onResend={onResend}
        onSeen={onSeen}
        // The fan's Unlock: paid like a purchase, the message unlocking once the payment is applied.
        onUnlock={(message) => {
          if (message.serverId === null || !message.paid) return;
          startMessagePayment({
            message: { id: message.serverId, price: message.paid.price },
            creator: paying,
          });
        }}
        onComposePaid={viewerIsCreator ? () => setComposing(true) : undefined}
        // Only a creator sends mass messages: the fan may mute theirs from here, and a creator
        // talking with a fan may put them on their fan lists (issue 25).
        options={
          source.creator ? (
            <Suspense fallback={<Spinner size={20} className="text-brand-600" />}>
              <MassMessageMuteSwitch uuid={source.uuid} name={roomPeer.name} />
            </Suspense>
          ) : viewerIsCreator ? (
            <Suspense fallback={<Spinner size={20} className="text-brand-600" />}>
              <FanListPicker uuid={source.uuid} name={roomPeer.name} />
            </Suspense>
          ) : undefined
        }
        // Opened from the list, a creator's page or a link: focus goes into the room (WCAG 2.4.3).
        focusOnOpen
        className="h-full min-h-0 flex-1"
      />
      {composing ? (
        <Suspense fallback={null}>
          <PaidMessageDialog
            open
            onClose={() => setComposing(false)}
            peerName={roomPeer.name}
            onSubmit={(draft) => {
              setComposing(false);
              sendPaid(draft);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
