import { useIntl } from 'react-intl';
import { useNotificationSettings } from '../../../api/get-notification-settings.ts';
import { useSetNotificationSetting } from '../../../api/set-notification-setting.ts';
import { useViewer } from '../../../api/use-viewer.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { Switch } from '../../../components/atoms/switch/switch.tsx';
import { notificationTypeMessages } from '../../../components/messages/notification-messages.ts';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import type { NotificationSettings } from '../../../contract/entities-notifications.ts';
import type { PushDevice } from '../../../features/push-opt-in/push-device.ts';
import { PushSwitch } from '../../../features/push-opt-in/push-switch.tsx';
import { showPopup } from '../../../state/popup.ts';
import { notificationSettingGroupsFor } from './notification-setting-groups.ts';
import { notificationSettingsMessages as m } from './notification-settings-messages.ts';

const sectionClasses =
  'flex flex-col divide-y divide-line/70 rounded-card bg-surface px-4 shadow-card ring-1 ring-line/60';
const headingClasses = 'mb-2 px-4 text-xs font-semibold tracking-wide text-ink-subtle uppercase';

export interface NotificationSettingsScreenProps {
  /** This browser's push; a story's fake. @default the browser's own */
  pushDevice?: PushDevice;
}

/** One switch per type, grouped; each turn is saved at once and put back if the server refuses. */
function TypeSwitches({ settings }: { settings: NotificationSettings }) {
  const intl = useIntl();
  const { role } = useViewer();
  const save = useSetNotificationSetting();
  return notificationSettingGroupsFor(role).map((group) => (
    <section key={group.id} aria-labelledby={`notification-group-${group.id}`}>
      <h2 id={`notification-group-${group.id}`} className={headingClasses}>
        {intl.formatMessage(m[group.id])}
      </h2>
      <div className={sectionClasses}>
        {group.types.map((type) => (
          <Switch
            key={type}
            className="py-3"
            label={intl.formatMessage(notificationTypeMessages[type])}
            checked={settings[type] !== 0}
            onChange={(enabled) =>
              save.mutate(
                { type, enabled },
                {
                  onError: () => showPopup(intl.formatMessage(m.saveFailed), { variant: 'failure' }),
                },
              )
            }
          />
        ))}
      </div>
    </section>
  ));
}

/**
 * mine/notifications/settings (issue 25): push on this device, then one switch per type of
 * notification, the creator's types (sales, payouts, post reviews) for creators only.
 */
export function NotificationSettingsScreen({ pushDevice }: NotificationSettingsScreenProps) {
  const intl = useIntl();
  const query = useNotificationSettings();
  return (
    <div className="mx-auto flex w-full max-w-[720px] flex-col gap-6 px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <div>
        <TopBar variant="page" className="mb-2" back={<BackButton />} title={intl.formatMessage(m.title)} />
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      </div>
      <section aria-labelledby="notification-group-device">
        <h2 id="notification-group-device" className={headingClasses}>
          {intl.formatMessage(m.device)}
        </h2>
        <div className={sectionClasses}>
          <PushSwitch device={pushDevice} className="py-3" />
        </div>
      </section>
      <AsyncContent
        status={query.status}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        loading={
          <div aria-busy="true">
            <Skeleton className="h-64 w-full rounded-card" />
          </div>
        }
      >
        {(settings) => (
          <div className="flex flex-col gap-6">
            <TypeSwitches settings={settings} />
          </div>
        )}
      </AsyncContent>
    </div>
  );
}
