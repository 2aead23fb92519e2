/** The sign-in providers' settings (Google, X, Apple): all of a provider's set turns it on. */
import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { emptyToUndefined, httpUrl, optionalText, type SettingProblem } from './fields.ts';

function isPrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** GOOGLE_*, TWITTER_* and APPLE_*. */
export const signInEnvSchema = z.object({
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, httpUrl().default('https://accounts.google.com')),
  TWITTER_CLIENT_ID: optionalText(),
  TWITTER_CLIENT_SECRET: optionalText(),
  TWITTER_AUTHORIZATION_URL: z.preprocess(
    emptyToUndefined,
    httpUrl().default('https://x.com/i/oauth2/authorize'),
  ),
  TWITTER_TOKEN_URL: z.preprocess(emptyToUndefined, httpUrl().default('https://api.x.com/2/oauth2/token')),
  TWITTER_USERINFO_URL: z.preprocess(emptyToUndefined, httpUrl().default('https://api.x.com/2/users/me')),
  APPLE_CLIENT_ID: optionalText(),
  APPLE_TEAM_ID: optionalText(),
  APPLE_KEY_ID: optionalText(),
  APPLE_PRIVATE_KEY: z.preprocess(
    // A PEM often arrives on one line with literal \n (container and CI secrets).
    (value) => (typeof value === 'string' ? emptyToUndefined(value.replace(/\\n/g, '\n')) : value),
    z
      .string()
      .refine(isPrivateKey, { message: 'must be a PEM private key (the .p8 file Apple gives)' })
      .optional(),
  ),
  APPLE_ISSUER: z.preprocess(emptyToUndefined, httpUrl().default('https://appleid.apple.com')),
});

type SignInEnv = z.output<typeof signInEnvSchema>;

/** Settings of one sign-in provider: all set turns it on, none leaves it off, some is a mistake. */
const OAUTH_SETTING_GROUPS = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  twitter: ['TWITTER_CLIENT_ID', 'TWITTER_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
} as const;

/** The settings missing from a provider that has some of its settings but not all. */
export function signInSettingsProblems(e: SignInEnv): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const names of Object.values(OAUTH_SETTING_GROUPS)) {
    const missing = names.filter((name) => e[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) continue;
    const given = names.filter((name) => e[name] !== undefined);
    for (const name of missing) {
      problems.push({ setting: name, message: `is required when ${given.join(', ')} is set` });
    }
  }
  return problems;
}

/** The sign-in part of the configuration. */
export function signInSettingsOf(e: SignInEnv) {
  return {
    /** Sign-in providers with complete settings; an absent one is off. */
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : undefined,
      twitter:
        e.TWITTER_CLIENT_ID && e.TWITTER_CLIENT_SECRET
          ? {
              clientId: e.TWITTER_CLIENT_ID,
              clientSecret: e.TWITTER_CLIENT_SECRET,
              authorizationUrl: e.TWITTER_AUTHORIZATION_URL,
              tokenUrl: e.TWITTER_TOKEN_URL,
              userinfoUrl: e.TWITTER_USERINFO_URL,
            }
          : undefined,
      apple:
        e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              clientId: e.APPLE_CLIENT_ID,
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY,
              issuer: e.APPLE_ISSUER,
            }
          : undefined,
    },
  };
}
