/**
 * The demo accounts the seed creates. Outside production their passwords are the published ones
 * below, printed at every start so anyone can sign in right away; a production deployment seeds
 * them only when asked (SEED_DEMO=true) and then with random passwords and second factors,
 * printed once (demoCredentialsFor).
 */
import { randomInt } from 'node:crypto';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { newTotpSecret } from '../auth/totp.ts';

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

/** The demo's creator applicants (creator-applications.ts) sign in with their email and this password. */
export const DEMO_APPLICANT_PASSWORD = 'applicant-password-1';

/** The passwords and second factors the demo's accounts are seeded with. */
export interface DemoCredentials {
  /** Each demo fan's password, in DEMO_FANS order. */
  fans: readonly string[];
  /** Every seeded creator's password. */
  creators: string;
  /** The creator applicants' password. */
  applicants: string;
  operators: {
    password: string;
    /** Each demo operator's TOTP secret (base32), in DEMO_OPERATORS order. */
    totpSecrets: readonly string[];
  };
  /** Whether these are the published ones (the demo) or made for this deployment alone. */
  published: boolean;
}

/** The published credentials: the demo, the end-to-end tests and the docs use them. */
export const PUBLISHED_DEMO_CREDENTIALS: DemoCredentials = {
  fans: DEMO_FANS.map((fan) => fan.password),
  creators: DEMO_CREATOR_PASSWORD,
  applicants: DEMO_APPLICANT_PASSWORD,
  operators: {
    password: DEMO_OPERATOR_PASSWORD,
    totpSecrets: DEMO_OPERATORS.map((operator) => operator.totpSecret),
  },
  published: true,
};

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 letters and digits (about 115 bits), which every password rule of the product accepts. */
function randomPassword(): string {
  let password = '';
  for (let i = 0; i < 20; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

/** Credentials no one else has: for a demo world seeded into a production deployment. */
export function randomDemoCredentials(): DemoCredentials {
  return {
    fans: DEMO_FANS.map(() => randomPassword()),
    creators: randomPassword(),
    applicants: randomPassword(),
    operators: { password: randomPassword(), totpSecrets: DEMO_OPERATORS.map(() => newTotpSecret()) },
    published: false,
  };
}

/**
 * The credentials an empty database is seeded with, or undefined when it gets no demo world:
 * outside production the published ones (unless SEED_DEMO=false); in production none unless
 * SEED_DEMO=true, and then random ones, since published passwords on a reachable server are
 * anyone's accounts.
 */
export function demoCredentialsFor(config: {
  nodeEnv: string;
  seedDemo: boolean;
}): DemoCredentials | undefined {
  if (!config.seedDemo) return undefined;
  return config.nodeEnv === 'production' ? randomDemoCredentials() : PUBLISHED_DEMO_CREDENTIALS;
}
