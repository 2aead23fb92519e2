/** What a start prints about the demo's logins (demo-accounts.ts): who signs in with what. */
import {
  DEMO_FANS,
  DEMO_OPERATORS,
  PUBLISHED_DEMO_CREDENTIALS,
  type DemoCredentials,
} from './demo-accounts.ts';

const FIRST_CREATOR = 'mayafit';

/** The lines that tell the person starting the server how to sign in to the demo's accounts. */
export function demoLoginLines(credentials: DemoCredentials, appUrl: string): string[] {
  const logins = [
    ...DEMO_FANS.map((fan, i) => ({
      role: 'fan',
      who: `${fan.email} (${fan.username})`,
      password: credentials.fans[i]!,
    })),
    {
      role: 'creator',
      who: `${FIRST_CREATOR}@example.com (${FIRST_CREATOR})`,
      password: credentials.creators,
    },
    { role: 'creator', who: '(any creator) {username}@example.com', password: credentials.creators },
    // The published applicants' password is in the docs; a random one is known only from here.
    ...(credentials.published
      ? []
      : [
          {
            role: 'applicant',
            who: 'applicant@example.com, applicant2@example.com',
            password: credentials.applicants,
          },
        ]),
  ];
  return [
    credentials.published
      ? 'Demo logins (email or account name, then the password):'
      : 'Demo logins, made for this deployment and shown only now (SEED_DEMO=true): keep them somewhere safe.',
    ...logins.map((login) => `  ${login.role.padEnd(8)} ${login.who} / ${login.password}`),
    `Operations console at ${appUrl}/en/ops (password ${credentials.operators.password}, then the code of the TOTP ` +
      (credentials.published
        ? 'secret in an authenticator app, or `npm run ops -- totp EMAIL`; demo secrets, public like the passwords):'
        : 'secret in an authenticator app):'),
    ...DEMO_OPERATORS.map(
      (operator, i) =>
        `  ${operator.role.padEnd(9)} ${operator.email.padEnd(22)} TOTP secret ${credentials.operators.totpSecrets[i]!}`,
    ),
  ];
}

/**
 * The logins a start prints: outside production the published ones at every start (the demo's
 * front door); in production only random ones seeded at this very start, which no later start
 * knows.
 */
export function demoLoginsToPrint(
  config: { nodeEnv: string; seedDemo: boolean },
  seededNow: DemoCredentials | undefined,
): DemoCredentials | undefined {
  if (config.nodeEnv === 'production') return seededNow;
  return config.seedDemo ? PUBLISHED_DEMO_CREDENTIALS : undefined;
}
