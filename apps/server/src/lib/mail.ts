import nodemailer from 'nodemailer';

/** One message as handed to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; the SMTP adapter below is the real one, tests point it at a local sink. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** A failed send: permanent (5xx, e.g. unknown mailbox) is not retried; anything else is deferred. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export const DEFAULT_MAIL_FROM = 'Statera <no-reply@statera.local>';

/** nodemailer over SMTP, e.g. `smtp://127.0.0.1:2525` or `smtps://user:pass@mail.example.com`. */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: info.messageId };
      } catch (err) {
        const e = err as Error & { responseCode?: number; response?: string };
        const code = e.responseCode ?? 0;
        throw new MailDeliveryError(e.response ?? e.message, code >= 500 && code < 600);
      }
    },
    close: () => transport.close(),
  };
}
