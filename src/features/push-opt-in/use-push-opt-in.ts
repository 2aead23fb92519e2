import { useCallback, useEffect, useState } from 'react';
import { addPushSubscription } from '../../api/add-push-subscription.ts';
import { usePushKey } from '../../api/get-push-key.ts';
import { removePushSubscription } from '../../api/remove-push-subscription.ts';
import type { PushDevice } from './push-device.ts';

/**
 * Where this device's push stands: checking; cannot (no Push API, no key on the server, the
 * member blocked notifications, the check failed); or off and on.
 */
export type PushStatus = 'checking' | 'unsupported' | 'unavailable' | 'denied' | 'failed' | 'off' | 'on';

/** Why a turn failed, for the member's message. */
export type PushTurnFailure = 'turnOn' | 'turnOff';

/** Subscribes: asks the permission, subscribes the browser, gives the server its keys (or ends it again). */
async function turnOn(device: PushDevice, key: string): Promise<PushStatus> {
  const permission = device.permission() === 'granted' ? 'granted' : await device.requestPermission();
  if (permission === 'denied') return 'denied';
  // Dismissed without choosing: nothing changes, the switch stays off.
  if (permission !== 'granted') return 'off';
  const subscription = await device.subscribe(key);
  try {
    await addPushSubscription(subscription.keys);
  } catch (error) {
    // The server will not send to it: a browser subscription left behind would only mislead.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Unsubscribes: the server forgets it first (so it stops sending), then the browser ends it. */
async function turnOff(device: PushDevice): Promise<PushStatus> {
  const subscription = await device.current();
  if (subscription) {
    await removePushSubscription(subscription.keys.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * The push switch's state and its turning: checks this device once the server's key is in, and
 * turns push on (permission, subscribe, `user/addPushSubscription`) or off (`user/removePushSubscription`,
 * unsubscribe). `onFailure` tells the member when a turn fails; the switch keeps its state.
 */
export function usePushOptIn(device: PushDevice, onFailure: (failure: PushTurnFailure) => void) {
  const key = usePushKey();
  const [status, setStatus] = useState<PushStatus>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const settle = (next: PushStatus) => live && setStatus(next);
    if (!device.supported) settle('unsupported');
    else if (key.isError) settle('failed');
    else if (key.data === '') settle('unavailable');
    else if (key.data !== undefined) {
      if (device.permission() === 'denied') settle('denied');
      else
        device.current().then(
          (subscription) => settle(subscription ? 'on' : 'off'),
          () => settle('failed'),
        );
    }
    return () => {
      live = false;
    };
  }, [device, key.data, key.isError]);

  const turn = useCallback(
    async (on: boolean) => {
      if (!key.data) return;
      setBusy(true);
      try {
        setStatus(on ? await turnOn(device, key.data) : await turnOff(device));
      } catch {
        onFailure(on ? 'turnOn' : 'turnOff');
      } finally {
        setBusy(false);
      }
    },
    [device, key.data, onFailure],
  );
  return { status, busy, turn };
}
