import {
  createOperatorCall,
  disableOperatorCall,
  getSettingsCall,
  listOperatorsCall,
  resetSecondFactorCall,
  updateSettingsCall,
} from '../../../../src/contract/calls/ops-admin.ts';
import { handle } from '../../../http/call-context.ts';
import {
  createOperatorAccount,
  disableOperator,
  listOperators,
  resetSecondFactor,
} from './operators-admin.service.ts';
import { currentSettings, updateSettings } from './settings.service.ts';

/** The admin's pages: operators and settings. */
export const adminHandlers = [
  handle(listOperatorsCall, async (ctx) => ({ list: await listOperators(ctx) })),
  handle(createOperatorCall, (ctx, input) => createOperatorAccount(ctx, input)),
  handle(disableOperatorCall, async (ctx, input) => ({ operator: await disableOperator(ctx, input) })),
  handle(resetSecondFactorCall, async (ctx, input) => ({ operator: await resetSecondFactor(ctx, input) })),
  handle(getSettingsCall, (ctx) => currentSettings(ctx)),
  handle(updateSettingsCall, (ctx, input) => updateSettings(ctx, input)),
];
