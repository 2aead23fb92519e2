import { changePasswordCall } from '../../../src/contract/calls/user-change-password.ts';
import { deleteAccountCall } from '../../../src/contract/calls/user-delete-account.ts';
import { setPasswordCall } from '../../../src/contract/calls/user-set-password.ts';
import { handle } from '../../http/call-context.ts';
import { deleteAccount } from './delete-account.service.ts';
import { changePassword, setPassword } from './password.service.ts';
import { signedInUserId } from './signed-in.ts';

/** The account's own settings, on user/* paths: password change, first password, deletion. */
export const accountSettingsHandlers = [
  handle(changePasswordCall, (ctx, input) => changePassword(ctx, signedInUserId(ctx), input)),
  handle(setPasswordCall, (ctx, input) => setPassword(ctx, signedInUserId(ctx), input)),
  handle(deleteAccountCall, (ctx, input) => deleteAccount(ctx, signedInUserId(ctx), input)),
];
