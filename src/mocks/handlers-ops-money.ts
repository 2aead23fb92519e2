/**
 * MSW handlers of the console's money view (ops/money), one named handler per state.
 *
 *   parameters: { msw: { handlers: opsMoneyHandlers.loaded } }
 */
import { delay, http } from 'msw';
import { opsMoneyCall, type CreatorBalance, type MoneyView } from '../contract/calls/ops-money.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

const NAMES = [
  'Maya Lin',
  'Kenji',
  'ليلى',
  'Ana Souza',
  'Lukas',
  'Priya',
  'Chen Wei',
  'Sofia',
  'Omar',
  'Ines',
  'Tom',
  'Yuna',
];

/** Twelve creators, largest balance first. */
export const MOCK_BALANCES: CreatorBalance[] = NAMES.map((nickname, index) => ({
  id: index + 1,
  uuid: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
  username: `creator_${index + 1}`,
  nickname,
  balance: Math.round((2500 - index * 197.35) * 100) / 100,
}));

/** A period's figures; `difference` the provider's captured payments less the ledger's. */
export function makeMoneyView(
  overrides: Partial<Omit<MoneyView, 'balances'>> = {},
  difference = 0,
): Omit<MoneyView, 'balances'> {
  return {
    gross_sales: 12_480.5,
    refunds: 310.97,
    platform_fees: 2_433.9,
    payment_costs: 712.45,
    creator_earnings: 9_023.18,
    payouts: 4_200,
    ledger_sum: 0,
    reconciliation: {
      provider: 'sandbox',
      provider_captured: 12_480.5 + difference,
      ledger_payments: 12_480.5,
      difference,
    },
    ...overrides,
  };
}

const answer = (figures: Omit<MoneyView, 'balances'>, balances: CreatorBalance[] = MOCK_BALANCES) =>
  callHandler(opsMoneyCall, async ({ input }) => {
    await delay(100);
    const start = (input.page - 1) * input.limit;
    return sealedReply(opsMoneyCall, {
      ...figures,
      balances: { list: balances.slice(start, start + input.limit), page: input.page, limit: input.limit },
    });
  });

export const opsMoneyHandlers = {
  /** A month of sales with refunds and payouts; the ledger and the provider agree. */
  loaded: { opsMoney: answer(makeMoneyView()) },
  /** A quiet period: nothing moved, no creator has a balance. */
  empty: {
    opsMoney: answer(
      makeMoneyView({
        gross_sales: 0,
        refunds: 0,
        platform_fees: 0,
        payment_costs: 0,
        creator_earnings: 0,
        payouts: 0,
      }),
      [],
    ),
  },
  /** The provider captured 4.99 the ledger lacks (an event not yet applied). */
  differs: { opsMoney: answer(makeMoneyView({}, 4.99)) },
  /** Stripe: its records are not read here. */
  stripe: { opsMoney: answer(makeMoneyView({ reconciliation: null })) },
  loading: {
    opsMoney: http.post(callUrl(opsMoneyCall), async () => {
      await delay('infinite');
    }),
  },
  error: { opsMoney: callHandler(opsMoneyCall, () => sealedError(MOCK_SERVER_ERROR)) },
};
