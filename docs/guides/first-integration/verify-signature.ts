import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a Statera webhook: `header` is the Statera-Signature header ("t=<unix seconds>,v1=<hex>"),
 * `rawBody` the request body exactly as received (before any JSON parsing), `secret` the endpoint's
 * signing secret. Refuses signatures older than five minutes, so a captured request cannot be replayed.
 */
export function verifyStateraSignature(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const fields = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(fields.get('t'));
  const signature = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}
