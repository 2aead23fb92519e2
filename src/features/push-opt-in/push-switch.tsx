import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Switch } from '../../components/atoms/switch/switch.tsx';
import { showPopup } from '../../state/popup.ts';
import { browserPushDevice, type PushDevice } from './push-device.ts';
import { pushOptInMessages as m } from './push-opt-in-messages.ts';
import { usePushOptIn, type PushStatus, type PushTurnFailure } from './use-push-opt-in.ts';

export interface PushSwitchProps {
  /** This browser's push; a story's fake. @default the browser's own (browserPushDevice) */
  device?: PushDevice;
  className?: string;
}

/** What the switch says under its label in each state. */
const EXPLANATION = {
  checking: m.hint,
  off: m.hint,
  on: m.hint,
  unsupported: m.unsupported,
  unavailable: m.unavailable,
  denied: m.denied,
  failed: m.checkFailed,
} as const satisfies Record<PushStatus, unknown>;

/**
 * "Push notifications on this device" (issue 25): turns web push on or off for this browser.
 * Disabled, with the reason, where it cannot work: a browser without push, a server without a
 * key, notifications blocked for the site (with how to allow them again).
 */
export function PushSwitch({ device: given, className = '' }: PushSwitchProps) {
  const intl = useIntl();
  const [device] = useState(() => given ?? browserPushDevice());
  const onFailure = useCallback(
    (failure: PushTurnFailure) =>
      showPopup(intl.formatMessage(failure === 'turnOn' ? m.turnOnFailed : m.turnOffFailed), {
        variant: 'failure',
      }),
    [intl],
  );
  const { status, busy, turn } = usePushOptIn(device, onFailure);
  return (
    <Switch
      label={intl.formatMessage(m.label)}
      description={intl.formatMessage(EXPLANATION[status])}
      checked={status === 'on'}
      onChange={(on) => void turn(on)}
      disabled={busy || (status !== 'on' && status !== 'off')}
      className={className}
    />
  );
}
