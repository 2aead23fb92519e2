/** The demo accounts the seed creates, printed at start so anyone can sign in right away. */
import type { OperatorRole } from '../../src/contract/operators.ts';

export interface DemoFan {
  username: string;
  email: string;
  password: string;
  nickname: string;
  locale: string;
}

export const DEMO_FANS: readonly DemoFan[] = [
  {
    username: 'demofan',
    email: 'fan@example.com',
    password: 'demo-password-1',
    nickname: 'Demo Fan',
    locale: 'en',
  },
  {
    username: 'fanlucia',
    email: 'fan2@example.com',
    password: 'demo-password-2',
    nickname: 'Lucía',
    locale: 'es',
  },
  {
    username: 'fanyuki',
    email: 'fan3@example.com',
    password: 'demo-password-3',
    nickname: 'ゆき',
    locale: 'ja',
  },
];

/** Every seeded creator signs in with `{username}@example.com` and this password. */
export const DEMO_CREATOR_PASSWORD = 'creator-password-1';

export interface DemoLogin {
  role: 'fan' | 'creator';
  email: string;
  /** The account name, which signs in as well as the email. */
  username?: string;
  password: string;
}

/** What main.ts prints: the fans and the first creator (the others follow the same pattern). */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  ...DEMO_FANS.map((fan) => ({
    role: 'fan' as const,
    email: fan.email,
    username: fan.username,
    password: fan.password,
  })),
  { role: 'creator', email: 'mayafit@example.com', username: 'mayafit', password: DEMO_CREATOR_PASSWORD },
  { role: 'creator', email: '(any creator) {username}@example.com', password: DEMO_CREATOR_PASSWORD },
];

/** The demo's operators, one of each role, all with this password (issue 23). */
export const DEMO_OPERATOR_PASSWORD = 'operator-password-1';

export interface DemoOperator {
  email: string;
  role: OperatorRole;
  /**
   * The demo's TOTP secret (base32), enrolled already and printed at start: public, like the
   * passwords, so the demo only. `npm run ops -- totp EMAIL` prints the current code.
   */
  totpSecret: string;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { email: 'moderator@example.com', role: 'moderator', totpSecret: 'MODERATORDEMOFANVAULTOPERATOR234' },
  { email: 'reviewer@example.com', role: 'reviewer', totpSecret: 'REVIEWERDEMOFANVAULTOPERATORS234' },
  { email: 'finance@example.com', role: 'finance', totpSecret: 'FINANCEDEMOFANVAULTOPERATORS2345' },
  { email: 'admin@example.com', role: 'admin', totpSecret: 'ADMINDEMOFANVAULTOPERATORS234567' },
];
