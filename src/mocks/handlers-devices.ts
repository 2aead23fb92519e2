/**
 * MSW handlers of the member's logged-in devices (`user/listDevices`, `user/logOutDevice`,
 * `user/logOutOtherDevices`), one named handler per state. The list ones keep their own copy, so
 * a story that logs a device out sees it go.
 *
 *   parameters: { msw: { handlers: { devices: devicesHandlers.several } } }
 */
import { delay, http } from 'msw';
import {
  listDevicesCall,
  logOutDeviceCall,
  logOutOtherDevicesCall,
  type LoggedInDevice,
} from '../contract/calls/user-devices.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The stories' fixed time: 2 March 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 2, 2, 12);
const MINUTE = 60_000;

/** One logged-in device, logged in `days` before the stories' time and last used `minutes` before it. */
export function makeDevice(
  id: number,
  overrides: Partial<LoggedInDevice> & { days?: number; minutes?: number } = {},
): LoggedInDevice {
  const { days = 3, minutes = 0, ...fields } = overrides;
  return {
    id,
    browser: 'Chrome',
    os: 'Windows',
    network: '203.0.113.0/24',
    created_at: new Date(NOW - days * 1440 * MINUTE).toISOString(),
    last_seen_at: new Date(NOW - minutes * MINUTE).toISOString(),
    current: false,
    ...fields,
  };
}

/** This phone, a laptop used an hour ago, and a tablet on another network last week. */
export function makeDevices(): LoggedInDevice[] {
  return [
    makeDevice(31, { browser: 'Safari', os: 'iOS', network: '198.51.100.0/24', current: true, days: 12 }),
    makeDevice(27, { minutes: 60 }),
    makeDevice(14, {
      browser: 'Firefox',
      os: 'Android',
      network: '2001:db8:1::/48',
      days: 40,
      minutes: 7 * 1440,
    }),
  ];
}

/** Handlers over one list: logging out takes the device off it, as the server does. */
function handlersOver(initial: LoggedInDevice[]) {
  let devices = [...initial];
  return [
    callHandler(listDevicesCall, async () => {
      await delay(100);
      return sealedReply(listDevicesCall, { list: devices });
    }),
    callHandler(logOutDeviceCall, async ({ input }) => {
      await delay(100);
      devices = devices.filter((device) => device.id !== input.id);
      return sealedReply(logOutDeviceCall, {});
    }),
    callHandler(logOutOtherDevicesCall, async () => {
      await delay(100);
      const before = devices.length;
      devices = devices.filter((device) => device.current);
      return sealedReply(logOutOtherDevicesCall, { logged_out: before - devices.length });
    }),
  ];
}

export const devicesHandlers = {
  /** This device and two others. */
  get several() {
    return handlersOver(makeDevices());
  },
  /** Only this device. */
  get one() {
    return handlersOver(makeDevices().slice(0, 1));
  },
  /** The list never arrives. */
  loading: [
    http.post(callUrl(listDevicesCall), async () => {
      await delay('infinite');
    }),
  ],
  /** The server cannot be reached. */
  error: [callHandler(listDevicesCall, () => sealedError(MOCK_SERVER_ERROR))],
  /** The list arrives, and logging a device out fails. */
  get logOutFails() {
    return [
      callHandler(logOutDeviceCall, () => sealedError(MOCK_SERVER_ERROR)),
      callHandler(logOutOtherDevicesCall, () => sealedError(MOCK_SERVER_ERROR)),
      ...handlersOver(makeDevices()),
    ];
  },
};
