import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsSettings } from '../../src/modules/sms/sms-settings.ts';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** How the fake answers the next sends: normally, overloaded (429), failing (500), or never (a hung provider). */
export type FakeTwilioMode = 'accept' | 'rate-limited' | 'failing' | 'hanging';

const E164 = /^\+[1-9]\d{6,14}$/;

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Twilio's error document: { code, message, more_info, status }. */
const twilioError = (res: ServerResponse, status: number, code: number, message: string, headers = {}) =>
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, headers);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server that speaks Twilio's Messages API the way the adapter uses it: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth (AccountSid:AuthToken),
 * form-encoded To, From or MessagingServiceSid, and Body. It checks what Twilio checks and answers
 * as Twilio does — 201 with the message (`sid`, `status: queued`); 401 code 20003 for wrong
 * credentials; 400 code 21211 for a To that is not E.164, 21602 without Body, 21603/21606 without
 * a sender — and keeps the messages it accepted, which is where tests read the codes.
 */
export async function startFakeTwilio(listenPort = 0) {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  let authToken = randomBytes(16).toString('hex');
  const hung = new Set<ServerResponse>();
  const from = '+15005550006';
  const messages: FakeTwilioMessage[] = [];
  let mode: FakeTwilioMode = 'accept';
  /** Requests seen, whatever the answer (a test that expects no call checks this). */
  let requests = 0;

  const server = createServer(async (req, res) => {
    requests++;
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!m || req.method !== 'POST') return twilioError(res, 404, 20404, 'The requested resource was not found');
    const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (user !== accountSid || pass !== authToken || decodeURIComponent(m[1] ?? '') !== accountSid) {
      return twilioError(res, 401, 20003, 'Authenticate');
    }
    if (mode === 'rate-limited') return twilioError(res, 429, 20429, 'Too Many Requests', { 'retry-after': '7' });
    if (mode === 'failing') return twilioError(res, 500, 20500, 'Internal Server Error');
    if (mode === 'hanging') {
      hung.add(res);
      return;
    }
    if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      return twilioError(res, 400, 21602, 'Message body is required.');
    }
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const sender = form.get('From');
    const service = form.get('MessagingServiceSid');
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (!sender && !service) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (sender && sender !== from) return twilioError(res, 400, 21606, `The From phone number ${sender} is not valid.`);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from: sender, messagingServiceSid: service, body });
    answer(res, 201, {
      sid,
      account_sid: accountSid,
      to,
      from: sender,
      messaging_service_sid: service,
      body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    accountSid,
    get authToken() {
      return authToken;
    },
    from,
    messages,
    get requests() {
      return requests;
    },
    setMode(next: FakeTwilioMode) {
      mode = next;
    },
    /** The account's token is rotated in the console: the app's configured one stops working (401). */
    rotateToken(to = randomBytes(16).toString('hex')) {
      authToken = to;
    },
    /** The SMS settings of an app that texts through this fake (a wrong token on demand). */
    settings(overrides: { authToken?: string; timeoutMs?: number } = {}): SmsSettings {
      return {
        kind: 'twilio',
        accountSid,
        authToken: overrides.authToken ?? authToken,
        from,
        messagingServiceSid: null,
        baseUrl,
        timeoutMs: overrides.timeoutMs ?? 2000,
      };
    },
    /** The 6-digit code of the latest message to `to` (E.164). */
    lastCode(to: string): string | undefined {
      const last = messages.filter((x) => x.to === to).at(-1);
      return last ? /\b(\d{6})\b/.exec(last.body)?.[1] : undefined;
    },
    close: () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
