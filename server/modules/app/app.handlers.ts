import { appConfigCall } from '../../../src/contract/calls/app-config.ts';
import { getVersionInfoCall } from '../../../src/contract/calls/home-get-version-info.ts';
import { handle } from '../../http/call-context.ts';
import { appConfig, versionInfo } from './app.service.ts';

/** app/config and home/getVersionInfo. */
export const appHandlers = [
  handle(appConfigCall, async (ctx) => appConfig(ctx.config, ctx.media)),
  handle(getVersionInfoCall, async () => versionInfo()),
];
