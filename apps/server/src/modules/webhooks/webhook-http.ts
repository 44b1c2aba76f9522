import http from 'node:http';
import https from 'node:https';
import { checkTargetUrl, pinnedLookup, type TargetRules, WebhookTargetError } from './webhook-target.ts';

/** Seconds a receiver has to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Bytes of a receiver's answer read (and kept, trimmed, when it failed); the rest is dropped. */
const MAX_ANSWER_BYTES = 2048;

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface WebhookAnswer {
  /** null: no HTTP answer (refused target, connection error, timeout). */
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * POSTs one webhook: the URL is checked, its host resolved and checked at connect time (`pinnedLookup`), redirects
 * are not followed (a 3xx is a failure), the answer is read up to 2 KB, and the whole attempt is
 * bounded by WEBHOOK_TIMEOUT_MS. Never throws: the outcome is the answer.
 */
export function postWebhook(
  req: WebhookRequest,
  rules: TargetRules,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: Omit<WebhookAnswer, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...a, latencyMs: elapsed() });
    };
    let url: URL;
    try {
      // The URL's own form first: Node connects to an IP-literal host without asking `lookup`.
      url = checkTargetUrl(req.url, rules);
    } catch (err) {
      return done({ status: null, error: `refused target: ${(err as Error).message}` });
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...req.headers, 'content-length': Buffer.byteLength(req.body) },
        lookup: pinnedLookup(rules) as never,
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 500);
          done({ status, error: ok ? null : `HTTP ${status}${text ? `: ${text}` : ''}` });
        });
        res.on('error', (err) => done({ status: res.statusCode ?? null, error: err.message }));
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (err) => {
      const refused = err instanceof WebhookTargetError || (err as NodeJS.ErrnoException).code === 'EWEBHOOKTARGET';
      done({ status: null, error: refused ? `refused target: ${err.message}` : err.message });
    });
    request.end(req.body);
  });
}
