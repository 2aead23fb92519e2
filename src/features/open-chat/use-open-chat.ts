import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { creatorProfileQueryOptions } from '../../api/get-creator-profile.ts';
import { userInfoQueryOptions } from '../../api/get-user-info.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { openDialog } from '../../state/dialogs.ts';
import { runGated } from '../../state/gated-action.ts';
import { openCreatorPlans } from '../../state/payment-flow.ts';
import { showPopup } from '../../state/popup.ts';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { messageCreatorMessages } from '../../components/messages/common-messages.ts';

const messages = defineMessages({
  subscribeBeforeChat: messageCreatorMessages.subscribeBeforeChat,
  viewPlans: messageCreatorMessages.viewPlans,
  cancel: commonMessages.cancel,
});

/**
 * A creator page's or a post's Message (spec §2, §5): a visitor logs in first and the action runs
 * after; a member who may write to the creator goes to their room, one who may not is told
 * info.subscribeBeforeChat and offered the plans. The profile is read again on the click, since
 * the page's copy may be a visitor's (is_able_send_message depends on who asks).
 */
export function useOpenChat(): (creator: { username: string }) => void {
  const intl = useIntl();
  const to = useLocalePath();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    ({ username }) =>
      runGated(async () => {
        try {
          const [profile, me] = await Promise.all([
            queryClient.fetchQuery({ ...creatorProfileQueryOptions(username, locale), staleTime: 0 }),
            queryClient.ensureQueryData(userInfoQueryOptions()),
          ]);
          // Not to oneself (spec §5: ignored).
          if (profile.uuid === me.uuid) return;
          if (profile.is_able_send_message === 1) {
            navigate(to(`/message/${profile.uuid}`));
            return;
          }
          const name = profile.nickname || profile.username;
          openDialog({
            kind: 'confirm',
            // Isolated with FSI/PDI: a title is text, and the name may run the other direction.
            title: intl.formatMessage(messages.subscribeBeforeChat, {
              name,
              bdi: (chunks: ReactNode[]) => `\u2068${chunks.join('')}\u2069`,
            }),
            confirmLabel: intl.formatMessage(messages.viewPlans),
            cancelLabel: intl.formatMessage(messages.cancel),
            next: () =>
              openCreatorPlans({
                aff: profile.aff,
                uuid: profile.uuid,
                username: profile.username,
                nickname: name,
                thumb: profile.thumb,
              }),
          });
        } catch (error) {
          showPopup(error instanceof Error ? error.message : String(error), { variant: 'failure' });
        }
      }),
    [intl, to, locale, navigate, queryClient],
  );
}
