import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `Statera-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed by
 * the endpoint's secret. The timestamp is signed with the body, so a receiver that refuses old
 * timestamps (WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) is safe from replays of a captured request.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * The receiver's check (also the docs' example): the header parses, the timestamp is within
 * `toleranceSeconds` of `nowSeconds`, and one v1 signature matches (compared in constant time).
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => v !== undefined && v.length === expected.length && timingSafeEqual(Buffer.from(v), expected));
}
