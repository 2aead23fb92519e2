import { getUserInfoByUuidCall } from '../../../src/contract/calls/user-get-user-info-by-uuid.ts';
import { getUserInfoCall } from '../../../src/contract/calls/user-get-user-info.ts';
import { modifyAccountInfoCall } from '../../../src/contract/calls/user-modify-account-info.ts';
import { withCreatorPreview } from '../../access/creator-preview.ts';
import { ServiceError } from '../../core/service-error.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { findPublicProfile } from '../creators/creators.service.ts';
import { recordProfileView } from '../views/views.service.ts';
import { modifyAccountInfo } from './profile.service.ts';
import { getUserInfo } from './user-info.service.ts';

/**
 * user/*: the own record, its profile fields, and public profiles. The account's own settings under user/
 * (password change, first password, deletion) belong to the accounts domain
 * (modules/accounts/account-settings.handlers.ts).
 */
export const userHandlers = [
  handle(getUserInfoCall, (ctx) => getUserInfo(ctx, signedInUserId(ctx))),
  handle(modifyAccountInfoCall, (ctx, input) => modifyAccountInfo(ctx, signedInUserId(ctx), input)),
  handle(getUserInfoByUuidCall, async (ctx, input) => {
    const found = await findPublicProfile(await withCreatorPreview(ctx, input, input.preview), input);
    if (!found) throw new ServiceError('server.user.notFound');
    // Opening someone's page is a page view of theirs (their statistics' total_click).
    await recordProfileView(ctx, found.id).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'a page view was not recorded'),
    );
    return found.creator;
  }),
];
