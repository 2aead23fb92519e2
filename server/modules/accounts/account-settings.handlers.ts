import { acceptTermsCall } from '../../../src/contract/calls/user-accept-terms.ts';
import { changePasswordCall } from '../../../src/contract/calls/user-change-password.ts';
import { deleteAccountCall } from '../../../src/contract/calls/user-delete-account.ts';
import { setPasswordCall } from '../../../src/contract/calls/user-set-password.ts';
import {
  confirmTwoFactorCall,
  disableTwoFactorCall,
  getTwoFactorCall,
  renewRecoveryCodesCall,
  startTwoFactorCall,
} from '../../../src/contract/calls/two-factor.ts';
import {
  addPasskeyCall,
  listPasskeysCall,
  removePasskeyCall,
  startPasskeyRegistrationCall,
  startPasskeyStepUpCall,
} from '../../../src/contract/calls/passkeys.ts';
import { handle } from '../../http/call-context.ts';
import type { AccountDeletionHook } from './account-deletion-hooks.ts';
import { deleteAccount } from './delete-account.service.ts';
import { changePassword, setPassword } from './password.service.ts';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  startPasskeyRegistration,
  startPasskeyStepUp,
} from './passkeys.service.ts';
import { acceptTerms } from './terms.service.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  twoFactorStatus,
} from './two-factor.service.ts';
import { signedInUserId } from '../../http/call-context.ts';

/**
 * The account's own settings, on user/* paths: password change, first password, the second
 * factor and passkeys, accepting the terms in force, deletion (which
 * runs the other modules' `deletionHooks`, given by the composition root).
 */
export const accountSettingsHandlersOf = (deletionHooks: readonly AccountDeletionHook[]) => [
  handle(changePasswordCall, (ctx, input) => changePassword(ctx, signedInUserId(ctx), input)),
  handle(setPasswordCall, (ctx, input) => setPassword(ctx, signedInUserId(ctx), input)),
  handle(acceptTermsCall, (ctx, input) => acceptTerms(ctx, signedInUserId(ctx), input.version)),
  handle(getTwoFactorCall, (ctx) => twoFactorStatus(ctx, signedInUserId(ctx))),
  handle(startTwoFactorCall, (ctx) => startTwoFactor(ctx, signedInUserId(ctx))),
  handle(confirmTwoFactorCall, (ctx, input) => confirmTwoFactor(ctx, signedInUserId(ctx), input)),
  handle(disableTwoFactorCall, (ctx, input) => disableTwoFactor(ctx, signedInUserId(ctx), input)),
  handle(renewRecoveryCodesCall, (ctx, input) => renewRecoveryCodes(ctx, signedInUserId(ctx), input)),
  handle(listPasskeysCall, (ctx) => listPasskeys(ctx, signedInUserId(ctx))),
  handle(startPasskeyRegistrationCall, (ctx) => startPasskeyRegistration(ctx, signedInUserId(ctx))),
  handle(addPasskeyCall, (ctx, input) => addPasskey(ctx, signedInUserId(ctx), input)),
  handle(removePasskeyCall, (ctx, input) => removePasskey(ctx, signedInUserId(ctx), input)),
  handle(startPasskeyStepUpCall, (ctx) => startPasskeyStepUp(ctx, signedInUserId(ctx))),
  handle(deleteAccountCall, (ctx, input) => deleteAccount(ctx, signedInUserId(ctx), input, deletionHooks)),
];
