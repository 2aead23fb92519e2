/**
 * A real SMTP server for tests (smtp-server) on 127.0.0.1: no TLS, no login, and every message
 * it receives parsed with mailparser, so a test reads the code the way a person's inbox would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  port: number;
  received: ParsedMail[];
  /** The newest message to this address; waits briefly, since delivery ends before parsing does. */
  lastTo(address: string): Promise<ParsedMail>;
  /** Stops listening, as an SMTP server that went down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

function createServer(received: ParsedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  let server = createServer(received);
  const port = await listen(server, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async lastTo(address) {
      for (let waited = 0; waited < 2000; waited += 20) {
        const found = received.findLast((mail) =>
          mail.to && !Array.isArray(mail.to) ? mail.to.value.some((to) => to.address === address) : false,
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = createServer(received);
      await listen(server, port);
    },
  };
}
