import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { useDevices, useLogOutDevice, useLogOutOtherDevices } from '../../api/devices.ts';
import { Badge } from '../../components/atoms/badge/badge.tsx';
import { Button } from '../../components/atoms/button/button.tsx';
import { RelativeTime } from '../../components/atoms/relative-time/relative-time.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { LoggedInDevice } from '../../contract/calls/user-devices.ts';
import { openDialog } from '../../state/dialogs.ts';
import { showPopup } from '../../state/popup.ts';
import { devicesMessages as m } from './devices-messages.ts';

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** "Safari on iOS", with what the server could not tell said as unknown. */
function deviceName(intl: IntlShape, device: LoggedInDevice): string {
  return intl.formatMessage(m.device, {
    browser: device.browser || intl.formatMessage(m.unknownBrowser),
    os: device.os || intl.formatMessage(m.unknownSystem),
  });
}

/** Asks before logging out every other device; a refusal stays in the dialog. */
function useConfirmLogOutOthers(): () => void {
  const intl = useIntl();
  const logOutOthers = useLogOutOtherDevices();
  return () =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.logOutOthersTitle),
      message: intl.formatMessage(m.logOutOthersMessage),
      confirmLabel: intl.formatMessage(m.logOutOthers),
      cancelLabel: intl.formatMessage(m.keep),
      action: async () => {
        try {
          const { logged_out } = await logOutOthers.mutateAsync();
          showPopup(intl.formatMessage(m.loggedOutOthers, { count: logged_out }));
          return true;
        } catch (error) {
          return failureOf(error, intl.formatMessage(m.failed));
        }
      },
    });
}

interface DeviceRowProps {
  device: LoggedInDevice;
  now: number | undefined;
}

/** One device: what it is, where from, when; "Log out" for every device but this one. */
function DeviceRow({ device, now }: DeviceRowProps) {
  const intl = useIntl();
  const logOut = useLogOutDevice();
  const name = deviceName(intl, device);
  const onLogOut = async () => {
    try {
      await logOut.mutateAsync(device.id);
      showPopup(intl.formatMessage(m.loggedOut, { device: name }));
    } catch (error) {
      showPopup(failureOf(error, intl.formatMessage(m.failed)));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span dir="auto" className="text-sm font-semibold text-ink">
            {name}
          </span>
          {device.current ? (
            <Badge tone="success" size="sm">
              {intl.formatMessage(m.thisDevice)}
            </Badge>
          ) : null}
        </span>
        <span className="text-xs text-ink-muted">
          {device.network
            ? intl.formatMessage(m.network, {
                network: device.network,
                bdi: (chunks: ReactNode[]) => <bdi key="network">{chunks}</bdi>,
              })
            : intl.formatMessage(m.networkUnknown)}
        </span>
        <span className="text-xs text-ink-muted">
          {intl.formatMessage(m.loggedIn, {
            date: intl.formatDate(device.created_at, { dateStyle: 'medium' }),
          })}
          {' · '}
          {device.current ? (
            intl.formatMessage(m.activeNow)
          ) : (
            <>
              {intl.formatMessage(m.lastActive)}{' '}
              <RelativeTime value={Date.parse(device.last_seen_at)} now={now} />
            </>
          )}
        </span>
      </div>
      {device.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={intl.formatMessage(m.logOutNamed, { device: name })}
          loading={logOut.isPending}
          onClick={() => void onLogOut()}
        >
          {intl.formatMessage(m.logOut)}
        </Button>
      )}
    </li>
  );
}

export interface DevicesSectionProps {
  /** The heading's level where the section sits. @default 2 */
  headingLevel?: 2 | 3;
  /** The present the "last active" times are measured from; fixed in stories. @default the live clock */
  now?: number;
  className?: string;
}

/**
 * The member's logged-in devices (issue 26): each by browser and system, approximate place (its
 * network) and when it logged in and was last active, this device marked; "Log out" on each other
 * device and "Log out everywhere else" after asking. A device logged out is logged out at once on
 * the server, its chat closed.
 */
export function DevicesSection({ headingLevel = 2, now, className = '' }: DevicesSectionProps) {
  const intl = useIntl();
  const devices = useDevices();
  const confirmLogOutOthers = useConfirmLogOutOthers();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="devices-title" className={`flex flex-col gap-3 ${className}`}>
      <Heading id="devices-title" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.title)}
      </Heading>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <AsyncContent
        status={devices.status}
        data={devices.data}
        error={devices.error}
        onRetry={() => void devices.refetch()}
        retrying={devices.isFetching}
        loading={
          <div aria-busy="true" className="flex flex-col gap-2">
            <Skeleton className="h-16 w-full rounded-card" />
            <Skeleton className="h-16 w-full rounded-card" />
          </div>
        }
      >
        {({ list }) => {
          const others = list.some((device) => !device.current);
          return (
            <>
              <ul className="flex flex-col divide-y divide-line rounded-card ring-1 ring-line/60">
                {list.map((device) => (
                  <DeviceRow key={device.id} device={device} now={now} />
                ))}
              </ul>
              {others ? (
                <Button variant="secondary" className="self-start" onClick={confirmLogOutOthers}>
                  {intl.formatMessage(m.logOutOthers)}
                </Button>
              ) : (
                <p className="text-sm text-ink-muted">{intl.formatMessage(m.onlyThis)}</p>
              )}
            </>
          );
        }}
      </AsyncContent>
    </section>
  );
}
