import { changePasswordCall } from '../../../src/contract/calls/user-change-password.ts';
import { deleteAccountCall } from '../../../src/contract/calls/user-delete-account.ts';
import { getUserInfoByUuidCall } from '../../../src/contract/calls/user-get-user-info-by-uuid.ts';
import { getUserInfoCall } from '../../../src/contract/calls/user-get-user-info.ts';
import { setPasswordCall } from '../../../src/contract/calls/user-set-password.ts';
import { ServiceError, handle } from '../../http/call-context.ts';
import { signedInUserId } from '../accounts/signed-in.ts';
import { findPublicProfile } from '../creators/creators.service.ts';
import { deleteAccount } from './delete-account.service.ts';
import { changePassword, setPassword } from './password.service.ts';
import { getUserInfo } from './user-info.service.ts';

/** user/*: the own record, public profiles, password change and first password, account deletion. */
export const userHandlers = [
  handle(getUserInfoCall, (ctx) => getUserInfo(ctx, signedInUserId(ctx))),
  handle(getUserInfoByUuidCall, async (ctx, input) => {
    const profile = await findPublicProfile(ctx, input.uuid);
    if (!profile) throw new ServiceError('server.user.notFound');
    return profile;
  }),
  handle(changePasswordCall, (ctx, input) => changePassword(ctx, signedInUserId(ctx), input)),
  handle(setPasswordCall, (ctx, input) => setPassword(ctx, signedInUserId(ctx), input)),
  handle(deleteAccountCall, (ctx, input) => deleteAccount(ctx, signedInUserId(ctx), input)),
];
