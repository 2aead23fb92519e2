/**
 * Every background job the server knows, by name, with what its handlers need: the composition
 * root registers each module's handlers here, so jobs/ (the queue and the runner) knows no module.
 */
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './core/clock.ts';
import { systemClock } from './core/clock.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { loadServerMessages, type ServerMessages } from './i18n/messages.ts';
import type { MediaStorage } from './media/storage.ts';
import { VIDEO_JOB, videoJobHandler } from './modules/media-processing/video-job.ts';
import { ACADEMY_JOB, academyJobHandler } from './modules/academy/academy-job.ts';
import { PUSH_JOB, pushJobHandler } from './modules/notifications/push-job.ts';
import { massDeliveryHandler } from './modules/mass-messages/mass-delivery.ts';
import { MASS_MESSAGE_JOB } from './modules/mass-messages/mass-messages.service.ts';
import type { StoredChatMessage } from './modules/chat/chat-store.ts';
import { paidMessagesWithVideo } from './modules/chat/chat-videos.ts';
import { randomIds } from './modules/payments/ids.ts';
import { createPaymentProvider } from './modules/payments/money-deps.ts';
import { RENEWAL_MAIL_JOB, renewalMailHandler } from './modules/payments/renewal-notices.ts';
import { sweepRenewals } from './modules/payments/renewals.service.ts';
import {
  RENEWAL_REMINDER_MAIL_JOB,
  renewalReminderMailHandler,
  sweepRenewalReminders,
} from './modules/payments/renewal-reminders.ts';
import { sweepTrialNotices, TRIAL_MAIL_JOB, trialMailHandler } from './modules/trials/trial-notices.ts';
import {
  SANDBOX_EXPIRY_JOB,
  sandboxExpiryHandler,
} from './modules/payments/providers/sandbox/sandbox-checkout.ts';
import {
  queueDelivery,
  SANDBOX_DELIVERY_JOB,
  sandboxDeliveryHandler,
} from './modules/payments/providers/sandbox/sandbox-events.ts';
import { resolveSandboxSecret } from './modules/payments/providers/sandbox/sandbox-secret.ts';
import {
  DATA_EXPORT_JOB,
  DATA_EXPORT_MAIL_JOB,
  dataExportJobHandler,
  dataExportMailHandler,
  sweepExpiredExports,
} from './modules/data-exports/data-exports.service.ts';
import { ACCOUNT_MEDIA_JOB, accountMediaRemovalHandler } from './modules/accounts/account-media-removal.ts';
import { NEW_DEVICE_MAIL_JOB, newDeviceMailHandler } from './modules/accounts/devices/new-device-sign-in.ts';
import type { JobHandler } from './jobs/job-runner.ts';
import { periodicHandler, type PeriodicJob } from './jobs/periodic-jobs.ts';

export interface JobDeps {
  db: Database;
  config: ServerConfig;
  storage: MediaStorage;
  /** The clock the handlers read (tests move it); default the system's. */
  clock?: Clock;
  /** Where the sandbox delivers its events; default the configured SANDBOX_WEBHOOK_URL. */
  sandboxWebhookUrl?: string;
  /** Where the jobs' mail goes (a renewal that failed); default the configured SMTP server or the outbox. */
  mailer?: Mailer;
  /** The texts the jobs word (a web push, an export's README); default loaded at the first job that needs them. */
  messages?: ServerMessages;
  log?: { error(obj: object, msg: string): void };
  /** Hands a message a job stored to the chat sockets (the web process's hub; a worker's bus); none: the fans find it in their history. */
  deliverChat?: (message: StoredChatMessage) => void;
}

/** The renewal sweep (renewals.service.ts): every 5 minutes, so a subscription gets many tries in its last day. */
export const RENEWAL_SWEEP: PeriodicJob = { name: 'renewals.sweep', everyMs: 5 * 60 * 1000 };

/** The trials' notice sweep (trial-notices.ts): every 15 minutes, so a fan is told about 3 days before the charge. */
export const TRIAL_NOTICE_SWEEP: PeriodicJob = { name: 'trials.notices', everyMs: 15 * 60 * 1000 };

/** The coming renewals' notice sweep (renewal-reminders.ts): every 15 minutes, so a fan is told about 3 days before the end. */
export const RENEWAL_REMINDER_SWEEP: PeriodicJob = { name: 'renewals.reminders', everyMs: 15 * 60 * 1000 };

/** Data exports past their days are removed from storage (data-exports.service.ts): every hour. */
export const EXPORT_EXPIRY_SWEEP: PeriodicJob = { name: 'exports.expire', everyMs: 60 * 60 * 1000 };

/** The periodic jobs; each runner's start queues their current run (start-jobs.ts). */
export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  RENEWAL_SWEEP,
  TRIAL_NOTICE_SWEEP,
  RENEWAL_REMINDER_SWEEP,
  EXPORT_EXPIRY_SWEEP,
];

/** Jobs that take a moment and must not wait behind a video encode (start-jobs.ts runs them apart). */
export const QUICK_JOBS: readonly string[] = [
  SANDBOX_DELIVERY_JOB,
  SANDBOX_EXPIRY_JOB,
  RENEWAL_SWEEP.name,
  RENEWAL_MAIL_JOB,
  PUSH_JOB,
  MASS_MESSAGE_JOB,
  TRIAL_NOTICE_SWEEP.name,
  TRIAL_MAIL_JOB,
  RENEWAL_REMINDER_SWEEP.name,
  RENEWAL_REMINDER_MAIL_JOB,
  DATA_EXPORT_MAIL_JOB,
  EXPORT_EXPIRY_SWEEP.name,
  ACCOUNT_MEDIA_JOB,
  NEW_DEVICE_MAIL_JOB,
];

/**
 * Jobs that read and write gigabytes for one member (a data export): a runner of their own
 * (start-jobs.ts), one at a time, so an export neither waits behind a video encode nor holds one up.
 */
export const EXPORT_JOBS: readonly string[] = [DATA_EXPORT_JOB];

/**
 * Every job's name: pg-boss sends only to a queue it has, so each process that queues or runs jobs
 * makes sure these exist as it opens the queue (openJobQueue).
 */
export const JOB_NAMES: readonly string[] = [
  RENEWAL_SWEEP.name,
  RENEWAL_MAIL_JOB,
  VIDEO_JOB,
  ACADEMY_JOB,
  SANDBOX_DELIVERY_JOB,
  SANDBOX_EXPIRY_JOB,
  PUSH_JOB,
  MASS_MESSAGE_JOB,
  TRIAL_NOTICE_SWEEP.name,
  TRIAL_MAIL_JOB,
  RENEWAL_REMINDER_SWEEP.name,
  RENEWAL_REMINDER_MAIL_JOB,
  DATA_EXPORT_JOB,
  DATA_EXPORT_MAIL_JOB,
  EXPORT_EXPIRY_SWEEP.name,
  ACCOUNT_MEDIA_JOB,
  NEW_DEVICE_MAIL_JOB,
];

export function buildJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const clock = deps.clock ? { clock: deps.clock } : {};
  const now = () => (deps.clock ?? systemClock).now();
  let mailer = deps.mailer;
  const mail: Mailer = {
    send: (request) => (mailer ??= createMailer(deps.config, deps.db)).send(request),
    close: async () => {},
  };
  let messages = deps.messages;
  // One provider for the worker's jobs, its refusals in the worker's log.
  const provider = createPaymentProvider(deps.config, deps.log ?? { error: () => undefined });
  return {
    [RENEWAL_SWEEP.name]: periodicHandler(deps.db, RENEWAL_SWEEP, now, async () => {
      const money = {
        db: deps.db,
        config: deps.config,
        now,
        provider,
        ids: randomIds,
      };
      await sweepRenewals(money, deps.log);
    }),
    [RENEWAL_MAIL_JOB]: renewalMailHandler({ db: deps.db, mailer: mail }),
    [TRIAL_NOTICE_SWEEP.name]: periodicHandler(deps.db, TRIAL_NOTICE_SWEEP, now, async () => {
      await sweepTrialNotices(deps.db, now());
    }),
    [TRIAL_MAIL_JOB]: trialMailHandler({ db: deps.db, mailer: mail, publicUrl: deps.config.publicUrl }),
    [RENEWAL_REMINDER_SWEEP.name]: periodicHandler(deps.db, RENEWAL_REMINDER_SWEEP, now, async () => {
      await sweepRenewalReminders(deps.db, now());
    }),
    [RENEWAL_REMINDER_MAIL_JOB]: renewalReminderMailHandler({
      db: deps.db,
      mailer: mail,
      publicUrl: deps.config.publicUrl,
    }),
    // A data export reads and writes gigabytes: its own runner's (EXPORT_JOBS).
    [DATA_EXPORT_JOB]: dataExportJobHandler({
      db: deps.db,
      storage: deps.storage,
      now,
      messages: () => (messages ??= loadServerMessages()),
    }),
    [DATA_EXPORT_MAIL_JOB]: dataExportMailHandler({
      db: deps.db,
      mailer: mail,
      publicUrl: deps.config.publicUrl,
    }),
    [EXPORT_EXPIRY_SWEEP.name]: periodicHandler(deps.db, EXPORT_EXPIRY_SWEEP, now, async () => {
      await sweepExpiredExports({ db: deps.db, storage: deps.storage }, now());
    }),
    [ACCOUNT_MEDIA_JOB]: accountMediaRemovalHandler({
      storage: deps.storage,
      markedCacheDir: deps.config.markedCacheDir,
    }),
    [NEW_DEVICE_MAIL_JOB]: newDeviceMailHandler({
      db: deps.db,
      mailer: mail,
      publicUrl: deps.config.publicUrl,
    }),
    [PUSH_JOB]: pushJobHandler({
      db: deps.db,
      config: deps.config,
      messages: () => (messages ??= loadServerMessages()),
      now,
    }),
    [MASS_MESSAGE_JOB]: massDeliveryHandler({ db: deps.db, now, deliverChat: deps.deliverChat }),
    [VIDEO_JOB]: videoJobHandler({
      ...deps,
      // A paid message's video plays once encoded: its messages go again to both people's sockets.
      onVideoSettled: async (uploadId) => {
        if (!deps.deliverChat) return;
        try {
          for (const message of await paidMessagesWithVideo(deps.db, uploadId)) deps.deliverChat(message);
        } catch (error) {
          // The history says it all the same; the encoding stands.
          deps.log?.error({ err: error, uploadId }, 'chat: telling a paid video encoded failed');
        }
      },
    }),
    [ACADEMY_JOB]: academyJobHandler(deps),
    [SANDBOX_DELIVERY_JOB]: sandboxDeliveryHandler({
      db: deps.db,
      url: () => deps.sandboxWebhookUrl ?? deps.config.payments.sandboxWebhookUrl,
      secret: () => resolveSandboxSecret(deps.config),
      ...clock,
    }),
    [SANDBOX_EXPIRY_JOB]: sandboxExpiryHandler({
      db: deps.db,
      sandbox: { ids: randomIds, sink: queueDelivery },
      ...clock,
    }),
  };
}
