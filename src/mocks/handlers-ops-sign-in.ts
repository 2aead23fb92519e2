/**
 * MSW handlers of the operations console's sign-in (ops/signIn, ops/confirmSignIn, ops/me,
 * ops/signOut), one named handler per state. The mock keeps who is signed in, as the server's
 * cookie would, so a story walks from the password to the console.
 *
 *   parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('finance') } } }
 */
import { delay, HttpResponse } from 'msw';
import {
  operatorConfirmCall,
  operatorMeCall,
  operatorSignInCall,
  operatorSignOutCall,
} from '../contract/calls/ops-sign-in.ts';
import { RECOVERY_CODE_COUNT, type Operator, type OperatorRole } from '../contract/operators.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_OPS_ERRORS = {
  signInRequired: 'Please log in to the operations console.',
  badCredentials: 'The account or password is incorrect.',
  codeWrong:
    'The code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
} as const;

/** What the mocks accept: the seed's password, one TOTP code and one recovery code. */
export const MOCK_OPS_SIGN_IN = {
  password: 'operator-password-1',
  code: '123456',
  recoveryCode: 'abcde-12345',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** An operator as ops/me answers, its session ending 12 hours after a fixed sign-in. */
export function makeOperator(role: OperatorRole, overrides: Partial<Operator> = {}): Operator {
  return { email: `${role}@example.com`, role, sessionEndsAt: '2026-03-02T21:00:00.000Z', ...overrides };
}

/** The ten codes shown once after enrolment. */
export const MOCK_RECOVERY_CODES = Array.from(
  { length: RECOVERY_CODE_COUNT },
  (_, index) => `${'abcdefghij'[index]!.repeat(5)}-${String(10_000 + index * 1111).padStart(5, '0')}`,
);

/** The mocked server's session: who is signed in, and who passed the password step. */
const mockSession = {
  operator: null as Operator | null,
  pending: null as Operator | null,
  enrolling: false,
};

/** Every story starts signed out. */
export function resetOpsSession(operator: Operator | null = null): void {
  mockSession.operator = operator;
  mockSession.pending = null;
  mockSession.enrolling = false;
}

const roleOfEmail = (email: string): OperatorRole =>
  (['moderator', 'reviewer', 'finance', 'admin'] as const).find((role) => email.startsWith(role)) ??
  'moderator';

/** ops/signIn: the seed's password passes to the code step, or to enrolment. */
const signIn = (next: 'code' | 'enrol') =>
  callHandler(operatorSignInCall, async ({ input }) => {
    await delay(150);
    if (input.password !== MOCK_OPS_SIGN_IN.password) return sealedError(MOCK_OPS_ERRORS.badCredentials);
    mockSession.pending = makeOperator(roleOfEmail(input.email), { email: input.email });
    mockSession.enrolling = next === 'enrol';
    return next === 'code'
      ? sealedReply(operatorSignInCall, { step: 'code' })
      : sealedReply(operatorSignInCall, {
          step: 'enrol',
          secret: MOCK_OPS_SIGN_IN.secret,
          uri: `otpauth://totp/FanVault%20Operations:${encodeURIComponent(input.email)}?secret=${MOCK_OPS_SIGN_IN.secret}&issuer=FanVault%20Operations&algorithm=SHA1&digits=6&period=30`,
        });
  });

export const opsSignInHandlers = {
  /** An enrolled operator: the password leads to the code step. */
  signIn: signIn('code'),
  /** The first sign-in: the password leads to enrolment. */
  signInEnrol: signIn('enrol'),
  /** ops/confirmSignIn: the mock's code, or (not at enrolment) its recovery code. */
  confirm: callHandler(operatorConfirmCall, async ({ input }) => {
    await delay(150);
    const pending = mockSession.pending;
    const accepted =
      input.code === MOCK_OPS_SIGN_IN.code ||
      (!mockSession.enrolling && input.code === MOCK_OPS_SIGN_IN.recoveryCode);
    if (!pending || !accepted) return sealedError(MOCK_OPS_ERRORS.codeWrong);
    mockSession.operator = pending;
    mockSession.pending = null;
    return sealedReply(operatorConfirmCall, {
      operator: pending,
      recoveryCodes: mockSession.enrolling ? MOCK_RECOVERY_CODES : [],
    });
  }),
  /** ops/me: whoever the mock's session holds. */
  me: callHandler(operatorMeCall, () =>
    mockSession.operator
      ? sealedReply(operatorMeCall, mockSession.operator)
      : sealedError(MOCK_OPS_ERRORS.signInRequired),
  ),
  signOut: callHandler(operatorSignOutCall, () => {
    mockSession.operator = null;
    return sealedReply(operatorSignOutCall, {});
  }),
};

/** ops/me in a fixed state. */
export const opsMeHandlers = {
  signedIn: (role: OperatorRole) =>
    callHandler(operatorMeCall, () => sealedReply(operatorMeCall, makeOperator(role))),
  signedOut: callHandler(operatorMeCall, () => sealedError(MOCK_OPS_ERRORS.signInRequired)),
  /** The server answers 503 (its proxy, while it restarts). */
  unreachable: callHandler(operatorMeCall, () => HttpResponse.json({ data: '' }, { status: 503 })),
  /** Never answers. */
  loading: callHandler(operatorMeCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
};
