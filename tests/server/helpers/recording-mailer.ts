/** The delivery end for tests: keeps every message the server sends, and can be told to fail. */
import type { MailRequest, Mailer } from '../../../server/mail/mailer.ts';

type CodeMail = Extract<MailRequest, { template: 'emailCode' }>;

export class RecordingMailer implements Mailer {
  /** The sign-in and confirmation codes sent (the accounts tests read these). */
  readonly sent: CodeMail[] = [];
  /** Every message sent, whatever its template. */
  readonly all: MailRequest[] = [];
  /** While true, every send fails the way an unreachable SMTP server does. */
  failing = false;

  send(request: MailRequest): Promise<void> {
    if (this.failing) return Promise.reject(new Error('SMTP server unreachable'));
    this.all.push(request);
    if (request.template === 'emailCode') this.sent.push(request);
    return Promise.resolve();
  }

  /** The code in the newest message to this address. */
  lastCodeTo(email: string): string {
    const message = this.sent.findLast((m) => m.to === email.toLowerCase());
    if (!message) throw new Error(`no mail to ${email}`);
    return message.values.code;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
