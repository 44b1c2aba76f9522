import { smsMessages } from '../../db/schema/index.ts';
import { maskPhone } from '../../lib/mask-destination.ts';
import { SmsRecipientRefusedError, SmsUnavailableError } from './sms-errors.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';
import type { TwilioSettings } from './sms-settings.ts';

/** Twilio's error codes that mean "this number", not "this account" or "this moment". */
const RECIPIENT_CODES = new Set([21211, 21408, 21610, 21612, 21614]);

/** Where the adapter reports failures: never the message, the code or the token. */
export interface SmsLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** "+44 7700 900789" → "+447700900789": Twilio wants E.164; a number without + is sent as typed (it refuses it). */
export const toE164 = (phone: string) => phone.replace(/[\s().-]/g, '');

/** The code replaced by dots, for what is kept once the text has gone to the phone. */
export const maskSecret = (m: SmsMessage) =>
  m.secret ? m.body.replaceAll(m.secret, '•'.repeat(m.secret.length)) : m.body;

function retryAfter(res: Response): number | undefined {
  const s = Number(res.headers.get('retry-after'));
  return Number.isFinite(s) && s > 0 ? Math.min(Math.ceil(s), 300) : undefined;
}

async function errorBody(res: Response): Promise<{ code?: number; message?: string }> {
  try {
    const j = (await res.json()) as { code?: unknown; message?: unknown };
    return { code: typeof j.code === 'number' ? j.code : undefined, message: String(j.message ?? '') };
  } catch {
    return {};
  }
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic
 * auth). One attempt per send, bounded by `timeoutMs`, inside the caller's transaction: a 201
 * records the message with Twilio's sid and status (the code masked); anything else throws, so
 * the caller's change rolls back and the user is told (docs/decisions/sms-provider.md).
 */
export function twilioSmsProvider(settings: TwilioSettings, log: SmsLog): SmsProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;

  return {
    name: 'twilio',
    async send(tx, message) {
      const form = new URLSearchParams({ To: toE164(message.to), Body: message.body });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else form.set('From', settings.from ?? '');
      const about = { provider: 'twilio', purpose: message.purpose, to: maskPhone(message.to) };
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (err) {
        const reason = (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message;
        log.warn({ ...about, reason }, 'SMS provider unreachable');
        throw new SmsUnavailableError();
      }
      if (res.ok) {
        const answer = (await res.json()) as { sid?: string; status?: string };
        await tx.insert(smsMessages).values({
          to: message.to,
          body: maskSecret(message),
          purpose: message.purpose,
          userId: message.userId,
          status: 'sent',
          provider: 'twilio',
          providerMessageId: answer.sid ?? null,
          providerStatus: answer.status ?? null,
        });
        return { delivery: 'texted' };
      }
      const { code, message: providerMessage } = await errorBody(res);
      const failure = { ...about, status: res.status, code, providerMessage };
      if (res.status === 400 && code !== undefined && RECIPIENT_CODES.has(code)) {
        log.warn(failure, 'SMS provider refused the number');
        throw new SmsRecipientRefusedError(message.purpose === 'phone_verification' ? 'phone' : null);
      }
      if (res.status === 429 || res.status >= 500) {
        log.warn(failure, 'SMS provider busy or failing');
        throw new SmsUnavailableError(retryAfter(res));
      }
      // 401/403 (credentials), other 4xx (an unknown sender): the installation's setting, not the user's input.
      log.error(failure, 'SMS provider refused our request: check the TWILIO_* settings');
      throw new SmsUnavailableError();
    },
  };
}
