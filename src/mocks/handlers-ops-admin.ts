/**
 * MSW handlers of the admin's console pages (ops/operators and its changes, ops/settings), one
 * named handler set per state. The loaded operators are kept between calls of one story, so a
 * story can add or disable one and see the list follow (resetOpsAdmin before each).
 */
import { delay, http } from 'msw';
import {
  createOperatorCall,
  disableOperatorCall,
  getSettingsCall,
  listOperatorsCall,
  resetSecondFactorCall,
  updateSettingsCall,
} from '../contract/calls/ops-admin.ts';
import type { OperatorAccount, PostReviewMode } from '../contract/operators.ts';

type Settings = { reviewMode: PostReviewMode; creatorReviewMode: PostReviewMode };
const DEMO_SETTINGS: Settings = { reviewMode: 'manual', creatorReviewMode: 'manual' };
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The password the mocked server hands out for a new operator. */
export const MOCK_OPERATOR_PASSWORD = 'q7Xr2-mLp9vKz4Tn';

/** One operator as the list shows them. */
export function makeOperatorAccount(
  email: string,
  overrides: Partial<OperatorAccount> = {},
): OperatorAccount {
  return {
    email,
    role: 'moderator',
    enrolled: true,
    createdAt: '2026-01-05T09:00:00.000Z',
    lastSignInAt: '2026-03-02T08:30:00.000Z',
    disabledAt: null,
    ...overrides,
  };
}

function demoOperators(): OperatorAccount[] {
  return [
    makeOperatorAccount('admin@example.com', { role: 'admin' }),
    makeOperatorAccount('finance@example.com', { role: 'finance' }),
    makeOperatorAccount('moderator@example.com'),
    makeOperatorAccount('new.reviewer@example.com', {
      role: 'reviewer',
      enrolled: false,
      lastSignInAt: null,
    }),
    makeOperatorAccount('former@example.com', { disabledAt: '2026-02-20T16:00:00.000Z' }),
  ];
}

const state = { operators: demoOperators(), settings: DEMO_SETTINGS };

/** Back to the demo's operators and manual reviews. */
export function resetOpsAdmin() {
  state.operators = demoOperators();
  state.settings = DEMO_SETTINGS;
}

const replace = (email: string, change: Partial<OperatorAccount>) => {
  state.operators = state.operators.map((operator) =>
    operator.email === email ? { ...operator, ...change } : operator,
  );
  return state.operators.find((operator) => operator.email === email)!;
};

const loaded = {
  opsOperators: callHandler(listOperatorsCall, async () => {
    await delay(100);
    return sealedReply(listOperatorsCall, { list: state.operators });
  }),
  opsCreateOperator: callHandler(createOperatorCall, ({ input }) => {
    const operator = makeOperatorAccount(input.email, {
      role: input.role,
      enrolled: false,
      lastSignInAt: null,
    });
    state.operators = [...state.operators, operator];
    return sealedReply(createOperatorCall, { operator, password: MOCK_OPERATOR_PASSWORD });
  }),
  opsDisableOperator: callHandler(disableOperatorCall, ({ input }) =>
    sealedReply(disableOperatorCall, {
      operator: replace(input.email, { disabledAt: '2026-03-02T12:00:00.000Z' }),
    }),
  ),
  opsResetSecondFactor: callHandler(resetSecondFactorCall, ({ input }) =>
    sealedReply(resetSecondFactorCall, { operator: replace(input.email, { enrolled: false }) }),
  ),
  opsSettings: callHandler(getSettingsCall, async () => {
    await delay(50);
    return sealedReply(getSettingsCall, state.settings);
  }),
  opsUpdateSettings: callHandler(updateSettingsCall, ({ input }) => {
    state.settings = input;
    return sealedReply(updateSettingsCall, state.settings);
  }),
};

export const opsAdminHandlers = {
  /** Five operators (one not enrolled, one disabled), the manual review mode. */
  loaded,
  /** The operator's email is taken. */
  emailTaken: {
    ...loaded,
    opsCreateOperator: callHandler(createOperatorCall, () =>
      sealedError('An operator with this email already exists.'),
    ),
  },
  /** Nothing arrives. */
  loading: {
    opsOperators: http.post(callUrl(listOperatorsCall), async () => {
      await delay('infinite');
    }),
    opsSettings: http.post(callUrl(getSettingsCall), async () => {
      await delay('infinite');
    }),
  },
  /** The server cannot be reached. */
  error: {
    opsOperators: callHandler(listOperatorsCall, () => sealedError(MOCK_SERVER_ERROR)),
    opsSettings: callHandler(getSettingsCall, () => sealedError(MOCK_SERVER_ERROR)),
  },
};
