import { createServer } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../apps/server/test/helpers/smtp-sink.ts';

/** One delivered copy of a message: a message sent to two recipients is two entries. */
export interface SinkMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO time the sink received it. */
  date: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header such as the subject. */
export function decodeWords(header: string): string {
  return header
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_all, charset: string, enc: string, text: string) => {
      const bytes =
        enc.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

const listen = (server: NetServer, port: number, host: string) =>
  new Promise<number>((resolve) => server.listen(port, host, () => resolve((server.address() as AddressInfo).port)));

/**
 * An SMTP server that keeps every message, and an HTTP API over them for the browser journeys:
 * `GET /messages?to=<email>` (newest first; every message without `to`) and `DELETE /messages`
 * (`?to=` clears one recipient's).
 */
export async function startMailSink(opts: { host: string; smtpPort?: number; httpPort?: number }) {
  const messages: SinkMessage[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        const date = new Date().toISOString();
        const subject = decodeWords(parsed.subject);
        for (const r of session.envelope.rcptTo) {
          messages.push({ to: r.address.toLowerCase(), ...parsed, subject, date });
        }
        callback();
      });
    },
  });

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    if (url.pathname !== '/messages') return send(404, { error: 'not found' });
    if (req.method === 'GET') return send(200, messages.filter((m) => !to || m.to === to).reverse());
    if (req.method === 'DELETE') {
      const keep = to ? messages.filter((m) => m.to !== to) : [];
      messages.splice(0, messages.length, ...keep);
      return send(204);
    }
    return send(405, { error: 'method not allowed' });
  });

  const smtpPort = await listen(smtp.server, opts.smtpPort ?? 0, opts.host);
  const httpPort = await listen(http, opts.httpPort ?? 0, opts.host);
  return {
    smtpUrl: `smtp://${opts.host}:${smtpPort}`,
    mailUrl: `http://${opts.host}:${httpPort}`,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
