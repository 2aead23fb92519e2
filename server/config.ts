/**
 * Server configuration: every setting is an environment variable with a working default. Each
 * concern declares its settings, their checks and its part of the configuration in its own file
 * under config/; this file composes them into the one schema that parses the environment at
 * start-up, so the type the server runs with and the parsing cannot drift apart.
 */
import { z } from 'zod';
import { chatEnvSchema, chatSettingsOf } from './config/chat.ts';
import { databaseEnvSchema, databaseSettingsOf } from './config/database.ts';
import { httpEnvSchema, httpSettingsOf } from './config/http.ts';
import { jobsEnvSchema, jobsSettingsOf, jobsSettingsProblems } from './config/jobs.ts';
import { mailEnvSchema, mailSettingsOf } from './config/mail.ts';
import { mediaEnvSchema, mediaSettingsOf, mediaSettingsProblems } from './config/media.ts';
import { metricsEnvSchema, metricsSettingsOf } from './config/metrics.ts';
import { operatorEnvSchema, operatorSettingsOf } from './config/operator.ts';
import {
  productionEnvSchema,
  productionSettingsOf,
  productionSettingsProblems,
} from './config/production.ts';
import {
  SECRET_SETTINGS,
  paymentsEnvSchema,
  paymentsSettingsOf,
  paymentsSettingsProblems,
} from './config/payments.ts';
import { pushEnvSchema, pushSettingsOf, pushSettingsProblems } from './config/push.ts';
import { reviewEnvSchema, reviewSettingsOf } from './config/review.ts';
import { signInEnvSchema, signInSettingsOf, signInSettingsProblems } from './config/sign-in.ts';
import { shutdownEnvSchema, shutdownSettingsOf } from './config/shutdown.ts';

export { DEVELOPMENT_MEDIA_SIGNING_KEY } from './config/media.ts';
export type { TrustProxy } from './config/http.ts';

const envSchema = z.object({
  ...httpEnvSchema.shape,
  ...databaseEnvSchema.shape,
  ...mediaEnvSchema.shape,
  ...mailEnvSchema.shape,
  ...signInEnvSchema.shape,
  ...jobsEnvSchema.shape,
  ...reviewEnvSchema.shape,
  ...paymentsEnvSchema.shape,
  ...chatEnvSchema.shape,
  ...operatorEnvSchema.shape,
  ...productionEnvSchema.shape,
  ...metricsEnvSchema.shape,
  ...shutdownEnvSchema.shape,
  ...pushEnvSchema.shape,
});

// Problems only several settings together show (a provider half configured, a worker on PGlite).
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const problems = [
    ...jobsSettingsProblems(env),
    ...signInSettingsProblems(env),
    ...mediaSettingsProblems(env),
    ...paymentsSettingsProblems(env),
    ...pushSettingsProblems(env),
  ];
  for (const problem of problems) {
    ctx.addIssue({ code: 'custom', path: [problem.setting], message: problem.message });
  }
});

/** A configuration problem worded for the person starting the server, not a stack trace. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * The settings, checked and shaped into the configuration the server runs with. `ServerConfig` is
 * this schema's output type, so the type and the parsing cannot drift apart.
 */
const configSchema = checkedEnvSchema.transform((e) => ({
  ...httpSettingsOf(e),
  ...databaseSettingsOf(e),
  ...mediaSettingsOf(e),
  ...mailSettingsOf(e),
  ...signInSettingsOf(e),
  ...jobsSettingsOf(e),
  ...reviewSettingsOf(e),
  ...paymentsSettingsOf(e),
  ...chatSettingsOf(e),
  ...operatorSettingsOf(e),
  ...productionSettingsOf(e),
  ...metricsSettingsOf(e),
  ...shutdownSettingsOf(e),
  ...pushSettingsOf(e),
}));

/** The parsed configuration the server runs with: the output of its schema (z.infer). */
export type ServerConfig = z.infer<typeof configSchema>;
export type MailSettings = ServerConfig['mail'];
export type OAuthSettings = ServerConfig['oauth'];

/** Parses environment variables once at start-up so a bad setting stops the server early and clearly. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      const got = SECRET_SETTINGS.has(name) ? undefined : env[name];
      return `${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * The configuration of a process that runs a deployment (the server, `npm run worker`,
 * `npm run ops`, `npm run seed`): loadConfig, and in production also everything
 * server/config/production.ts refuses (public development keys, short secrets, no https
 * PUBLIC_URL, the sandbox without its opt-in), every problem at once, a line each.
 */
export function loadDeploymentConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = loadConfig(env);
  if (config.nodeEnv !== 'production') return config;
  // loadConfig accepted these settings, so they parse; the check reads them with defaults applied.
  const problems = productionSettingsProblems(envSchema.parse(env));
  if (problems.length > 0) {
    throw new ConfigError(
      'Refusing to run in production with these settings (docs/operations.md, "Production checklist"):\n' +
        problems.map((problem) => `  ${problem.setting} ${problem.message}`).join('\n'),
    );
  }
  return config;
}
