import nodemailer from 'nodemailer';

/** One message as handed to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, made once per outbox message (`messageIdFor`) and sent unchanged on every
   * attempt, so a copy delivered twice (a lost answer after DATA) is recognisable as the same message.
   */
  messageId?: string;
}

/** Sends mail; the SMTP adapter below is the real one, tests point it at a local sink. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** The stable Message-ID of the outbox message `key` (its id): `<key@domain of the From address>`. */
  messageIdFor(key: string): string;
  close(): void;
}

/**
 * A failed send: permanent (5xx, e.g. unknown mailbox) is not retried; anything else is deferred.
 * `connection`: the SMTP server could not be reached or dropped the connection (no SMTP answer), so
 * it is retried soon, to deliver promptly once the server is back (docs/decisions/faults.md).
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly connection = false,
    /** The SMTP reply code (0: no SMTP answer); the email tracker maps it to an event. */
    readonly responseCode = 0,
  ) {
    super(message);
  }
}

export const DEFAULT_MAIL_FROM = 'Statera <no-reply@statera.local>';

/** nodemailer over SMTP, e.g. `smtp://127.0.0.1:2525` or `smtps://user:pass@mail.example.com`. */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  // Bounded waits: a send ends well inside the outbox lease (mail.worker.ts), and a stopping process
  // is not held for minutes by a server that accepts the connection and then says nothing.
  // (settings in the URL's query win over these).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'statera.local';
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: info.messageId };
      } catch (err) {
        const e = err as Error & { responseCode?: number; response?: string };
        const code = e.responseCode ?? 0;
        throw new MailDeliveryError(e.response ?? e.message, code >= 500 && code < 600, code === 0, code);
      }
    },
    messageIdFor: (key) => `<${key}@${domain}>`,
    close: () => transport.close(),
  };
}
