import { opsMoneyCall } from '../../../../src/contract/calls/ops-money.ts';
import { handle } from '../../../http/call-context.ts';
import { moneyView } from './money-view.service.ts';

/** ops/money (the envelope checked the role). */
export const opsMoneyHandlers = [handle(opsMoneyCall, (ctx, input) => moneyView(ctx, input))];
