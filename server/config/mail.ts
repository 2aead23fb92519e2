/** Mail settings: the SMTP server and the sender. */
import { z } from 'zod';
import { emptyToUndefined, urlWithProtocols } from './fields.ts';

/** SMTP_URL and MAIL_FROM. */
export const mailEnvSchema = z.object({
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('FanVault <no-reply@localhost>')),
});

/** The mail part of the configuration. */
export function mailSettingsOf(e: z.output<typeof mailEnvSchema>) {
  return {
    mail: {
      /** smtp:// or smtps:// URL; unset keeps mail in the outbox table. */
      smtpUrl: e.SMTP_URL,
      /** The From header, e.g. `FanVault <no-reply@example.com>`. */
      from: e.MAIL_FROM,
    },
  };
}
