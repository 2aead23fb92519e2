import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { useMassMessageMute, useSetMassMessageMute } from '../../api/mass-message-mute.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Switch } from '../../components/atoms/switch/switch.tsx';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { showPopup } from '../../state/popup.ts';

const messages = defineMessages({
  label: { id: 'chat.massMute.label', defaultMessage: 'Mute mass messages' },
  hint: defineMessage<{ name: string; bdi: MessageTag }>({
    id: 'chat.massMute.hint',
    defaultMessage:
      'Messages <bdi>{name}</bdi> sends to many fans at once won’t reach you. Their messages to you alone still do.',
  }),
  loadFailed: { id: 'chat.massMute.loadFailed', defaultMessage: 'Couldn’t load this setting.' },
  retry: commonMessages.retry,
  muteFailed: defineMessage<{ reason: string }>({
    id: 'chat.massMute.muteFailed',
    defaultMessage: 'Mass messages weren’t muted: {reason}',
  }),
  unmuteFailed: defineMessage<{ reason: string }>({
    id: 'chat.massMute.unmuteFailed',
    defaultMessage: 'Mass messages weren’t unmuted: {reason}',
  }),
});

export interface MassMessageMuteSwitchProps {
  /** The creator's uuid. */
  uuid: string;
  /** Their nickname, else account name. */
  name: string;
  className?: string;
}

/**
 * "Mute mass messages" (issue 25; docs/decisions/mass-messages.md): a fan stops a creator's mass
 * messages (chat/setMassMessageMute) from the conversation with them, while that creator's own
 * messages still arrive. Shown at once, put back with a popup when the server refuses.
 */
export function MassMessageMuteSwitch({ uuid, name, className = '' }: MassMessageMuteSwitchProps) {
  const intl = useIntl();
  const mute = useMassMessageMute(uuid);
  const change = useSetMassMessageMute(uuid);
  const hint = intl.formatMessage(messages.hint, {
    name,
    bdi: (chunks: ReactNode[]) => <bdi key="name">{chunks}</bdi>,
  });
  if (mute.isError) {
    return (
      <div className={`flex flex-col items-start gap-2 ${className}`}>
        <p role="alert" className="text-sm text-ink">
          {intl.formatMessage(messages.loadFailed)}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void mute.refetch()} loading={mute.isFetching}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  return (
    <Switch
      label={intl.formatMessage(messages.label)}
      description={hint}
      checked={mute.data === true}
      disabled={mute.isPending}
      onChange={(muted) =>
        change.mutate(muted, {
          onError: (error) =>
            showPopup(
              intl.formatMessage(muted ? messages.muteFailed : messages.unmuteFailed, {
                reason: error.message,
              }),
              { variant: 'failure' },
            ),
        })
      }
      className={className}
    />
  );
}
