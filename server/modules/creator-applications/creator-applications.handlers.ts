import { applyCreatorCall } from '../../../src/contract/calls/user-apply-creator.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { applyCreator } from './creator-applications.service.ts';

/** user/applyCreator: the application; its documents arrive first through POST /api/upload/document. */
export const creatorApplicationHandlers = [
  handle(applyCreatorCall, (ctx, input) => applyCreator(ctx, signedInUserId(ctx), input)),
];
