import { getDataExportCall, requestDataExportCall } from '../../../src/contract/calls/user-data-export.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import { getDataExport, requestDataExport } from './data-exports.service.ts';

/** user/getDataExport, user/requestDataExport: the member's data export. */
export const dataExportHandlers = [
  handle(getDataExportCall, (ctx) => getDataExport(ctx, signedInUserId(ctx))),
  handle(requestDataExportCall, (ctx) => requestDataExport(ctx, signedInUserId(ctx))),
];
