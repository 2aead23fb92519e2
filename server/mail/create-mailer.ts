/**
 * The platform's mailer: nodemailer over SMTP when `SMTP_URL` is set, otherwise the outbox table
 * that the development page lists, so sign-up works on a fresh checkout with nothing to install.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ServiceError } from '../core/service-error.ts';
import { loadServerMessages, type ServerMessages } from '../i18n/messages.ts';
import type { Mailer, MailRequest } from './mailer.ts';
import { storeInOutbox } from './outbox.ts';
import { renderMail } from './render-mail.ts';

/**
 * Connection limits, well inside the app's 20 s request timeout, so an SMTP server that is down
 * or hangs becomes a clear "try again" message instead of a request the app gives up on.
 */
export const SMTP_TIMEOUTS_MS = { connection: 5_000, greeting: 5_000, socket: 10_000 } as const;

export interface MailerOptions {
  messages?: ServerMessages;
  /** Where delivery failures are reported; the caller only sees a translated "try again". */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Builds the mailer the configuration asks for. */
export function createMailer(config: ServerConfig, db: Database, options: MailerOptions = {}): Mailer {
  const messages = options.messages ?? loadServerMessages();
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) {
    return {
      async send(request) {
        await storeInOutbox(db, { to: request.to, locale: request.locale, ...renderMail(messages, request) });
      },
      async close() {},
    };
  }

  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(request: MailRequest) {
      const mail = renderMail(messages, request);
      try {
        await transport.sendMail({ from: config.mail.from, to: request.to, ...mail });
      } catch (error) {
        options.log?.error({ err: error, template: request.template }, 'mail delivery failed');
        throw new ServiceError('server.error.mailUnavailable');
      }
    },
    async close() {
      transport.close();
    },
  };
}
