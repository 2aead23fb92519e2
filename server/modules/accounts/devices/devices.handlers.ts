import {
  listDevicesCall,
  logOutDeviceCall,
  logOutOtherDevicesCall,
} from '../../../../src/contract/calls/user-devices.ts';
import { handle, signedInUserId } from '../../../http/call-context.ts';
import { listDevices, logOutDevice, logOutOtherDevices } from './devices.service.ts';

/** user/listDevices, user/logOutDevice, user/logOutOtherDevices: the member's logged-in devices. */
export const deviceHandlers = [
  handle(listDevicesCall, (ctx) => listDevices(ctx, signedInUserId(ctx))),
  handle(logOutDeviceCall, async (ctx, input) => {
    // Logging out this very device ends the browser's media pass with it, as log out does.
    if (await logOutDevice(ctx, signedInUserId(ctx), input.id)) ctx.mediaPass.clear();
    return {};
  }),
  handle(logOutOtherDevicesCall, async (ctx) => ({
    logged_out: await logOutOtherDevices(ctx, signedInUserId(ctx)),
  })),
];
