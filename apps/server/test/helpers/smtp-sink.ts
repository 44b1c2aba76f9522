import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer, type Mailer } from '../../src/lib/mail.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** How the sink answers RCPT TO: accept, a temporary 450 or a permanent 550. */
export type SinkMode = 'accept' | 'temporary' | 'permanent';

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const enc = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Splits a raw message into its headers and its text/plain and text/html parts (enough for our mails). */
export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`];
  const out = { subject, text: '', html: '' };
  for (const part of parts) {
    const at = part.indexOf('\r\n\r\n');
    const h = part.slice(0, at);
    const content = decodePart(h, part.slice(at + 4).replace(/\r\n$/, ''));
    if (/content-type:\s*text\/plain/i.test(h)) out.text = content;
    else if (/content-type:\s*text\/html/i.test(h)) out.html = content;
  }
  return out;
}

/** A real SMTP server on a localhost port (a random one unless given) that keeps what it receives. */
export async function startSmtpSink(listenPort = 0) {
  const received: ReceivedMail[] = [];
  let mode: SinkMode = 'accept';
  /** Milliseconds the sink waits before answering RCPT TO: a slow server. */
  let delayMs = 0;
  /** Milliseconds it waits, with the message received and kept, before its 250 to DATA: a lost answer. */
  let dataDelayMs = 0;
  /** DATA answers held back by `dataDelayMs` (dropped on close: their senders are gone or do not matter). */
  const answering = new Set<NodeJS.Timeout>();
  /** Answers for chosen recipients (e.g. 450 for one, `550 5.7.1` for another), whatever the mode. */
  const replies = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    async onRcptTo(address, _session, callback) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const reply = replies.get(address.address.toLowerCase());
      if (reply) return callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
      if (mode === 'accept') return callback();
      const err = Object.assign(new Error(mode === 'temporary' ? 'Mailbox busy, try later' : 'No such user'), {
        responseCode: mode === 'temporary' ? 450 : 550,
      });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        if (dataDelayMs > 0) {
          const timer = setTimeout(() => {
            answering.delete(timer);
            callback();
          }, dataDelayMs);
          answering.add(timer);
        } else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const url = `smtp://127.0.0.1:${port}`;
  return {
    url,
    received,
    setMode(m: SinkMode) {
      mode = m;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** Keeps each message but answers DATA only after `ms` (a sender killed meanwhile never learns it was taken). */
    setDataDelay(ms: number) {
      dataDelayMs = ms;
    },
    /**
     * Answers RCPT TO for one address with `code` and `message` (the text after the code, e.g.
     * `5.7.1 Rejected by policy`); `null` accepts it again.
     */
    replyTo(address: string, reply: { code: number; message: string } | null) {
      if (reply) replies.set(address.toLowerCase(), reply);
      else replies.delete(address.toLowerCase());
    },
    /** Messages for one recipient, oldest first. */
    to(address: string) {
      return received.filter((m) => m.to.includes(address));
    },
    mailer(): Mailer {
      return createSmtpMailer(url, 'Statera <no-reply@statera.test>');
    },
    close: () => {
      for (const timer of answering) clearTimeout(timer);
      answering.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
