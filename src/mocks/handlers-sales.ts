/**
 * MSW handlers of a creator's sales (user/getSaleList) and monthly statement (user/getStatement),
 * one named handler per data state, from the typed factories (factories-sales.ts). `salesCallLog`
 * records the months asked.
 *
 *   parameters: { msw: { handlers: { sales: salesHandlers.empty, statement: statementHandlers.error } } }
 */
import { delay } from 'msw';
import { getStatementCall, listSalesCall } from '../contract/calls/sales.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeEmptyStatement, makeManySales, makeSalesWithRefund, makeStatement } from './factories-sales.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** What the handlers were asked: each statement's month. */
export const salesCallLog = { statement: [] as string[] };

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

const SEVERAL = fixedPages(makeSalesWithRefund());
const MANY = fixedPages(makeManySales(23));

/** user/getSaleList */
export const salesHandlers = {
  /** Five lines: a subscription, a renewal, a tip, a post sold and its refund. */
  several: callHandler(listSalesCall, ({ input }) => sealedReply(listSalesCall, pageAnswer(SEVERAL, input))),
  /** 23 sales: two full pages and a short third. */
  many: callHandler(listSalesCall, ({ input }) => sealedReply(listSalesCall, pageAnswer(MANY, input))),
  empty: callHandler(listSalesCall, ({ input }) => sealedReply(listSalesCall, pageAnswer([], input))),
  loading: callHandler(listSalesCall, never),
  error: callHandler(listSalesCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/getStatement */
export const statementHandlers = {
  /** March 2026's entries (sales, a refund, a withdrawal) between 250 and the closing balance. */
  loaded: callHandler(getStatementCall, ({ input }) => {
    salesCallLog.statement.push(input.month);
    return sealedReply(getStatementCall, { ...makeStatement(), month: input.month });
  }),
  empty: callHandler(getStatementCall, ({ input }) =>
    sealedReply(getStatementCall, { ...makeEmptyStatement(), month: input.month }),
  ),
  loading: callHandler(getStatementCall, never),
  error: callHandler(getStatementCall, () => sealedError(MOCK_SERVER_ERROR)),
};
