import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { payWaySchema } from '../entities-money.ts';

/**
 * The pay ways, each with the amounts it takes (spec §2 payment dialog, §5). The app shows every
 * way only in the languages of app/config's `multi_payment_lang`, otherwise the default way (78,
 * credit card) alone; a way whose range leaves out the amount is shown inactive.
 */
export const getPayWaysCall = defineCall({
  path: 'home/getPayTypeWithId',
  access: 'anyone',
  request: z.object({}),
  response: z.object({
    list: z.array(payWaySchema),
    default_pay_type_id: z.int().check(z.positive()),
  }),
});
