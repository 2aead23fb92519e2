import {
  operatorConfirmCall,
  operatorMeCall,
  operatorSignInCall,
  operatorSignOutCall,
} from '../../../src/contract/calls/ops-sign-in.ts';
import { handle } from '../../http/call-context.ts';
import {
  confirmOperatorSignIn,
  currentOperator,
  signOutOperator,
  startOperatorSignIn,
} from './operator-accounts.service.ts';

/** ops/signIn, ops/confirmSignIn, ops/me, ops/signOut. */
export const operatorSignInHandlers = [
  handle(operatorSignInCall, (ctx, input) => startOperatorSignIn(ctx, input)),
  handle(operatorConfirmCall, (ctx, input) => confirmOperatorSignIn(ctx, input)),
  handle(operatorMeCall, async (ctx) => currentOperator(ctx)),
  handle(operatorSignOutCall, async (ctx) => {
    await signOutOperator(ctx);
    return {};
  }),
];
